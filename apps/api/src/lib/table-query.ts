/**
 * Server-side lists for the web's data table: the filters and the order of `tableListQuery`
 * (@vedmarked/domain) as SQL, with the same operators as the browser (spec section 5):
 *
 * - contains, starts-with, ends-with: ILIKE on the column's text (dates as DD.MM.YYYY in Oslo);
 * - matches: PostgreSQL's case-insensitive regular expression (~*); a pattern that JavaScript or
 *   PostgreSQL cannot compile is searched for as plain text, as in the browser, never an error;
 * - greater-than, less-than: numbers as numbers, money in major units against minor-unit columns,
 *   dates by calendar day in Oslo, text by lower case.
 *
 * A list declares its columns once (`SqlColumns`), and its route's query schema from the same ids.
 */
import { compilePattern, parseDay, parseNumber, SHOP_TIME_ZONE, type TableFilter, type TableSort, type ValueKind } from '@vedmarked/domain';
import type { Executor } from '@vedmarked/db';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

export interface SqlColumn {
  expr: SQLWrapper;
  kind: ValueKind;
}
export type SqlColumns = Record<string, SqlColumn>;

const likeEscape = (s: string) => s.replace(/[%_\\]/g, (c) => `\\${c}`);
const dayString = (day: number) => `${Math.floor(day / 10000)}-${String(Math.floor(day / 100) % 100).padStart(2, '0')}-${String(day % 100).padStart(2, '0')}`;

/** The text a column shows, for the text operators. */
function textOf({ expr, kind }: SqlColumn): SQL {
  switch (kind) {
    case 'date':
      return sql`coalesce(to_char(${expr} at time zone ${SHOP_TIME_ZONE}, 'DD.MM.YYYY'), '')`;
    case 'money':
      return sql`coalesce(to_char(${expr} / 100.0, 'FM999999999990.00'), '')`;
    case 'number':
      return sql`coalesce(${expr}::text, '')`;
    default:
      return sql`coalesce(${expr}, '')`;
  }
}

/**
 * Whether PostgreSQL accepts a pattern that JavaScript accepted (their dialects differ at the edges).
 * Call it outside a transaction: a refused pattern is an error, which would abort one.
 */
async function postgresAccepts(db: Executor, pattern: string): Promise<boolean> {
  try {
    await db.execute(sql`select '' ~* ${pattern}`);
    return true;
  } catch {
    return false;
  }
}

function comparison(column: SqlColumn, op: 'greater-than' | 'less-than', value: string): SQL | null {
  const cmp = op === 'greater-than' ? sql.raw('>') : sql.raw('<');
  switch (column.kind) {
    case 'date': {
      const day = parseDay(value);
      return day === null ? null : sql`(${column.expr} at time zone ${SHOP_TIME_ZONE})::date ${cmp} ${dayString(day)}::date`;
    }
    case 'number':
    case 'money': {
      const n = parseNumber(value);
      if (n === null) return null;
      // As numeric: an operand beyond the column's type (2^31, 1.5 on an integer) compares, never fails.
      return sql`${column.expr} ${cmp} ${column.kind === 'money' ? Math.round(n * 100) : n}::numeric`;
    }
    default:
      return sql`lower(${textOf(column)}) ${cmp} lower(${value.trim()})`;
  }
}

/** The WHERE conditions of a list's filters (columns not declared are refused by the query schema first). */
export async function tableConditions(db: Executor, columns: SqlColumns, filters: readonly TableFilter[]): Promise<SQL[]> {
  const conditions: SQL[] = [];
  for (const f of filters) {
    const column = columns[f.id];
    if (!column || !f.value.trim()) continue;
    const value = f.op === 'matches' ? f.value : f.value.trim();
    const text = textOf(column);
    switch (f.op) {
      case 'contains':
        conditions.push(sql`${text} ilike ${`%${likeEscape(value)}%`}`);
        break;
      case 'starts-with':
        conditions.push(sql`trim(${text}) ilike ${`${likeEscape(value)}%`}`);
        break;
      case 'ends-with':
        conditions.push(sql`trim(${text}) ilike ${`%${likeEscape(value)}`}`);
        break;
      case 'matches':
        conditions.push(
          compilePattern(value).valid && (await postgresAccepts(db, value)) ? sql`${text} ~* ${value}` : sql`${text} ilike ${`%${likeEscape(value)}%`}`,
        );
        break;
      default: {
        const c = comparison(column, f.op, value);
        if (c) conditions.push(c);
      }
    }
  }
  return conditions;
}

/** ORDER BY for a sort (text without case, empty values last) and then the tie-breakers, so pages never overlap. */
export function tableOrderBy(columns: SqlColumns, sort: TableSort | null, tiebreak: SQLWrapper[]): SQL[] {
  const order: SQL[] = [];
  const column = sort ? columns[sort.id] : undefined;
  if (sort && column) {
    const key = column.kind === 'text' ? sql`lower(nullif(${column.expr}, ''))` : sql`${column.expr}`;
    order.push(sort.desc ? sql`${key} desc nulls last` : sql`${key} asc nulls last`);
  }
  for (const t of tiebreak) order.push(sql`${t} asc`);
  return order;
}
