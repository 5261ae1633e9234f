import { canPin, type Shortcuts, SHORTCUTS_MAX, shortcutsOf } from '@vedmarked/domain';
import { type Executor, users } from '@vedmarked/db';
import { and, eq, sql } from 'drizzle-orm';
import { conflict, fieldError } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';

/** The user's stored list (users.shortcuts, jsonb). */
async function stored(db: Executor, userId: number): Promise<string[]> {
  const [u] = await db.select({ s: users.shortcuts }).from(users).where(eq(users.id, userId)).limit(1);
  return u?.s ?? [];
}

/** GET /dashboard/shortcuts: the pinned pages the role may open, and the pages still to pin. */
export async function listShortcuts(db: Executor, me: AuthUser): Promise<Shortcuts> {
  return shortcutsOf(me.role, await stored(db, me.id));
}

/**
 * POST /dashboard/shortcuts: pins a page the role may open. One statement, so a double click or two
 * tabs pin it once, and the list never passes the maximum.
 */
export async function pinShortcut(db: Executor, me: AuthUser, path: string): Promise<Shortcuts> {
  if (!canPin(me.role, path)) throw fieldError({ path: 'error-shortcut-not-allowed' });
  const has = sql`${users.shortcuts} @> jsonb_build_array(${path}::text)`;
  const [u] = await db
    .update(users)
    .set({ shortcuts: sql`case when ${has} then ${users.shortcuts} else ${users.shortcuts} || jsonb_build_array(${path}::text) end` })
    .where(and(eq(users.id, me.id), sql`(${has} or jsonb_array_length(${users.shortcuts}) < ${SHORTCUTS_MAX})`))
    .returning({ s: users.shortcuts });
  if (!u) throw conflict('shortcuts_full', 'error-shortcuts-full', { max: SHORTCUTS_MAX });
  return shortcutsOf(me.role, u.s);
}

/** DELETE /dashboard/shortcuts?path=: unpins a page; unpinning one that is not pinned changes nothing. */
export async function unpinShortcut(db: Executor, me: AuthUser, path: string): Promise<Shortcuts> {
  const [u] = await db
    .update(users)
    .set({ shortcuts: sql`${users.shortcuts} - ${path}::text` })
    .where(eq(users.id, me.id))
    .returning({ s: users.shortcuts });
  return shortcutsOf(me.role, u?.s ?? []);
}
