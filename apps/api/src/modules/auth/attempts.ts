import { type Db, authAttempts } from '@vedmarked/db';
import { createHash } from 'node:crypto';
import { and, count, countDistinct, eq, gt, inArray, like, lte, min, sql } from 'drizzle-orm';
import { AppError } from '../../lib/errors.ts';
import { normaliseLogin } from './users.ts';

export interface AttemptLimits {
  maxAttempts: number;
  windowMinutes: number;
}

export interface AttemptReservation {
  /** The attempt succeeded: forget it, and the earlier failures of the keys given (the account's). */
  succeeded(clearKeys?: string[]): Promise<void>;
}

/**
 * Keys of the sign-in limiter: one per account and one per client address. The account key is the
 * account the login resolves to, so every spelling of its e-mail or phone number ("+47 91000007",
 * "0047 9100 0007", "(910) 00007") shares one allowance; a login that names no account is keyed by
 * its normalised form (see normaliseLogin), so guessing at an unknown account is limited as well.
 */
export const loginKeys = (login: string, ip: string, userId?: number | null): [account: string, address: string] => [
  userId ? `login:user:${userId}` : `login:acct:${normaliseLogin(login)}`,
  `login:ip:${ip}`,
];

/**
 * Takes one attempt from every key's allowance, or refuses with 429 when any key has used its
 * allowance in the window. The check and the insert run under an advisory lock per key, so
 * parallel requests (many processes, many addresses) cannot slip past the limit together. An
 * attempt counts until it succeeds; a failed one stays counted for the rest of the window.
 */
export async function reserveAttempt(db: Db, keys: string[], limits: AttemptLimits, messageKey = 'error-too-many-attempts'): Promise<AttemptReservation> {
  const unique = [...new Set(keys)].sort();
  const windowMs = limits.windowMinutes * 60_000;
  const since = new Date(Date.now() - windowMs);
  const ids = await db.transaction(async (tx) => {
    for (const key of unique) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    await tx.delete(authAttempts).where(and(inArray(authAttempts.key, unique), lte(authAttempts.createdAt, since)));
    const used = await tx
      .select({ key: authAttempts.key, n: count(), oldest: min(authAttempts.createdAt) })
      .from(authAttempts)
      .where(and(inArray(authAttempts.key, unique), gt(authAttempts.createdAt, since)))
      .groupBy(authAttempts.key);
    const full = used.filter((u) => u.n >= limits.maxAttempts);
    if (full.length > 0) {
      const freeAt = Math.max(...full.map((u) => new Date(u.oldest ?? Date.now()).getTime() + windowMs));
      const retryAfterSeconds = Math.max(1, Math.ceil((freeAt - Date.now()) / 1000));
      throw new AppError(429, 'rate_limited', messageKey, { minutes: Math.ceil(retryAfterSeconds / 60), retryAfterSeconds });
    }
    const rows = await tx
      .insert(authAttempts)
      .values(unique.map((key) => ({ key })))
      .returning({ id: authAttempts.id });
    return rows.map((r) => r.id);
  });
  // Now and then, drop old attempts of keys nobody uses any more.
  if (Math.random() < 0.01) await db.delete(authAttempts).where(lte(authAttempts.createdAt, new Date(Date.now() - Math.max(windowMs, 86_400_000))));
  return {
    async succeeded(clearKeys = []) {
      await db.transaction(async (tx) => {
        await tx.delete(authAttempts).where(inArray(authAttempts.id, ids));
        if (clearKeys.length) await tx.delete(authAttempts).where(inArray(authAttempts.key, clearKeys));
      });
    },
  };
}

/**
 * Counts distinct things (not calls) per scope: `item` takes one of the scope's allowance the first
 * time it is seen in the window, and is free again after that; a new item once the allowance is used
 * is refused with 429. The item is stored as a hash only. Used for a guest's contact details checked
 * against the accounts (checkout), where a shopper asks about one pair many times and a prober about
 * many pairs once each.
 */
export async function reserveDistinct(db: Db, scope: string, item: string, limits: AttemptLimits, messageKey = 'too-many-requests'): Promise<void> {
  const windowMs = limits.windowMinutes * 60_000;
  const since = new Date(Date.now() - windowMs);
  const prefix = `${scope}#`;
  const key = `${prefix}${createHash('sha256').update(item).digest('base64url').slice(0, 22)}`;
  const inScope = like(authAttempts.key, `${prefix.replace(/[\\%_]/g, '\\$&')}%`);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${scope}))`);
    await tx.delete(authAttempts).where(and(inScope, lte(authAttempts.createdAt, since)));
    const [seen] = await tx
      .select({ id: authAttempts.id })
      .from(authAttempts)
      .where(and(eq(authAttempts.key, key), gt(authAttempts.createdAt, since)))
      .limit(1);
    if (seen) return;
    const [used] = await tx
      .select({ n: countDistinct(authAttempts.key), oldest: min(authAttempts.createdAt) })
      .from(authAttempts)
      .where(and(inScope, gt(authAttempts.createdAt, since)));
    if ((used?.n ?? 0) >= limits.maxAttempts) {
      const freeAt = new Date(used?.oldest ?? Date.now()).getTime() + windowMs;
      const retryAfterSeconds = Math.max(1, Math.ceil((freeAt - Date.now()) / 1000));
      throw new AppError(429, 'rate_limited', messageKey, { minutes: Math.ceil(retryAfterSeconds / 60), retryAfterSeconds });
    }
    await tx.insert(authAttempts).values({ key });
  });
}
