import { addDays, type AuditEntryItem, type TableFilter, type TableSort } from '@vedmarked/domain';
import { auditLog, type Executor, users } from '@vedmarked/db';
import { and, count, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type SqlColumns, tableConditions, tableOrderBy } from '../../lib/table-query.ts';
import { osloStart } from './period.ts';

/** The person who acted (the admin when acting as someone) and the person acted as. */
const who = alias(users, 'audit_who');
const actedAs = alias(users, 'audit_acted_as');
const whoId = sql<number | null>`coalesce(${auditLog.impersonatorUserId}, ${auditLog.actorUserId})`;
const actedAsId = sql<number | null>`case when ${auditLog.impersonatorUserId} is not null then ${auditLog.actorUserId} end`;
const reason = sql<string | null>`${auditLog.details} ->> 'reason'`;

const COLUMNS: SqlColumns = {
  time: { expr: auditLog.createdAt, kind: 'date' },
  action: { expr: auditLog.action, kind: 'text' },
  actor: { expr: who.email, kind: 'text' },
  acted_as: { expr: actedAs.email, kind: 'text' },
  target: { expr: auditLog.target, kind: 'text' },
  reason: { expr: reason, kind: 'text' },
};

export interface AuditQuery {
  sort: TableSort | null;
  filter: TableFilter[];
  limit: number;
  offset: number;
  from?: string;
  to?: string;
  actor_id?: number;
  acted_as_id?: number;
  /** The table's search: action, target, or either person's e-mail. */
  q?: string;
}

async function conditions(db: Executor, q: AuditQuery): Promise<SQL | undefined> {
  const conds: SQL[] = [];
  if (q.from) conds.push(gte(auditLog.createdAt, osloStart(q.from)));
  if (q.to) conds.push(lt(auditLog.createdAt, osloStart(addDays(q.to, 1))));
  if (q.actor_id) conds.push(sql`${whoId} = ${q.actor_id}`);
  if (q.acted_as_id) conds.push(sql`${actedAsId} = ${q.acted_as_id}`);
  if (q.q) {
    const like = `%${q.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    conds.push(or(ilike(auditLog.action, like), ilike(auditLog.target, like), ilike(who.email, like), ilike(actedAs.email, like))!);
  }
  conds.push(...(await tableConditions(db, COLUMNS, q.filter)));
  return conds.length ? and(...conds) : undefined;
}

const select = (db: Executor) =>
  db
    .select({
      id: auditLog.id,
      time: auditLog.createdAt,
      action: auditLog.action,
      target: auditLog.target,
      actorId: whoId,
      actor: who.email,
      actedAsId,
      actedAs: actedAs.email,
      reason,
      details: auditLog.details,
    })
    .from(auditLog)
    .leftJoin(who, eq(who.id, whoId))
    .leftJoin(actedAs, eq(actedAs.id, actedAsId));

type Row = Awaited<ReturnType<ReturnType<typeof select>['where']>>[number];

function view(r: Row): AuditEntryItem {
  const details = r.details && typeof r.details === 'object' ? { ...(r.details as Record<string, unknown>) } : r.details;
  if (details && typeof details === 'object') delete (details as Record<string, unknown>).reason;
  const text = details === null || details === undefined || (typeof details === 'object' && !Object.keys(details).length) ? null : JSON.stringify(details);
  return {
    id: r.id,
    time: r.time.toISOString(),
    action: r.action,
    target: r.target,
    actor_id: r.actorId === null ? null : Number(r.actorId),
    actor: r.actor,
    acted_as_id: r.actedAsId === null ? null : Number(r.actedAsId),
    acted_as: r.actedAs,
    reason: r.reason,
    details: text,
  };
}

/** GET /api/admin/audit: the audit log, newest first unless the table orders it otherwise, filtered and paged. */
export async function listAudit(db: Executor, q: AuditQuery) {
  const where = await conditions(db, q);
  const [rows, [total]] = await Promise.all([
    select(db)
      .where(where)
      .orderBy(...(q.sort ? tableOrderBy(COLUMNS, q.sort, [auditLog.id]) : NEWEST_FIRST))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(auditLog).leftJoin(who, eq(who.id, whoId)).leftJoin(actedAs, eq(actedAs.id, actedAsId)).where(where),
  ]);
  return { total: Number(total?.n ?? 0), entries: rows.map(view) };
}

const NEWEST_FIRST = [sql`${auditLog.createdAt} desc`, sql`${auditLog.id} desc`];

const CSV_HEADER = ['id', 'time', 'actor', 'acted_as', 'action', 'target', 'reason', 'details'];
const csvCell = (v: unknown) => {
  const s = v === null || v === undefined ? '' : String(v);
  // A leading = + - @ would be a formula in a spreadsheet: quote it away.
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return /[",\n\r;]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/**
 * GET /api/admin/audit/export.csv: every entry the filters select, newest first, written 500 at a
 * time as they are read (keyset by time and id), so a long log never sits in memory.
 */
export async function* auditCsv(db: Executor, q: Omit<AuditQuery, 'limit' | 'offset' | 'sort'>): AsyncGenerator<string> {
  const where = await conditions(db, { ...q, sort: null, limit: 0, offset: 0 });
  yield `\uFEFF${CSV_HEADER.join(',')}\r\n`;
  let before: number | null = null;
  for (;;) {
    const cond: SQL | undefined =
      before === null
        ? where
        : and(where, sql`(${auditLog.createdAt}, ${auditLog.id}) < ((select a.created_at from audit_log a where a.id = ${before}), ${before})`);
    const rows = await select(db)
      .where(cond)
      .orderBy(...NEWEST_FIRST)
      .limit(500);
    if (!rows.length) return;
    yield rows
      .map(view)
      .map((e) => [e.id, e.time, e.actor, e.acted_as, e.action, e.target, e.reason, e.details].map(csvCell).join(','))
      .join('\r\n')
      .concat('\r\n');
    // The last entry's own time (microseconds; a JavaScript Date would round them away).
    before = rows[rows.length - 1]!.id;
  }
}
