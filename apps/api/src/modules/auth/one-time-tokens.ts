import { createHash, randomBytes, randomInt } from 'node:crypto';
import { RESET_TOKEN_TTL_MINUTES, VERIFY_CODE_LENGTH, VERIFY_CODE_TTL_HOURS } from '@vedmarked/domain';
import { type Executor, userTokens } from '@vedmarked/db';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { insertRows } from '../../lib/bulk-insert.ts';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
/** A verification code is short, so it is bound to its user before hashing (codes of two users may be equal). */
const codeHash = (userId: number, code: string) => sha256(`${userId}:${code}`);

/** A new 6-digit e-mail verification code; earlier unused codes of the user stop working. */
export async function issueVerifyCode(tx: Executor, userId: number): Promise<string> {
  const code = String(randomInt(0, 10 ** VERIFY_CODE_LENGTH)).padStart(VERIFY_CODE_LENGTH, '0');
  await tx
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, 'verify-email'), isNull(userTokens.usedAt)));
  await tx.insert(userTokens).values({
    userId,
    purpose: 'verify-email',
    tokenHash: codeHash(userId, code),
    expiresAt: new Date(Date.now() + VERIFY_CODE_TTL_HOURS * 3_600_000),
  });
  return code;
}

/** Uses a verification code once: true when it was the user's current, unexpired code. */
export async function useVerifyCode(tx: Executor, userId: number, code: string): Promise<boolean> {
  const rows = await tx
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(userTokens.purpose, 'verify-email'),
        eq(userTokens.userId, userId),
        eq(userTokens.tokenHash, codeHash(userId, code)),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, new Date()),
      ),
    )
    .returning({ id: userTokens.id });
  return rows.length === 1;
}

/** A new password-reset token (32 random bytes); only its hash is stored. An invitation passes a longer life. */
export async function issueResetToken(tx: Executor, userId: number, ttlMinutes = RESET_TOKEN_TTL_MINUTES): Promise<string> {
  const token = newResetToken();
  await tx.insert(userTokens).values({
    userId,
    purpose: 'reset-password',
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + ttlMinutes * 60_000),
  });
  return token;
}

const newResetToken = () => randomBytes(32).toString('base64url');

/** Reset tokens for many users at once (invitations of an import), with multi-row inserts: user id → token. */
export async function issueResetTokens(tx: Executor, userIds: readonly number[], ttlMinutes: number): Promise<Map<number, string>> {
  const expiresAt = new Date(Date.now() + ttlMinutes * 60_000);
  const tokens = new Map(userIds.map((id) => [id, newResetToken()]));
  await insertRows(
    tx,
    'user_tokens',
    { user_id: 'integer', purpose: 'text', token_hash: 'text', expires_at: 'timestamptz' },
    [...tokens].map(([userId, token]) => ({ user_id: userId, purpose: 'reset-password', token_hash: sha256(token), expires_at: expiresAt })),
  );
  return tokens;
}

/** Uses a reset token once (atomically: a second use, or two at the same time, find nothing). Returns its user. */
export async function useResetToken(tx: Executor, token: string): Promise<number | null> {
  const [row] = await tx
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(
      and(eq(userTokens.purpose, 'reset-password'), eq(userTokens.tokenHash, sha256(token)), isNull(userTokens.usedAt), gt(userTokens.expiresAt, new Date())),
    )
    .returning({ userId: userTokens.userId });
  if (!row) return null;
  // Any other open reset link of the user stops working too.
  await tx
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(userTokens.userId, row.userId), eq(userTokens.purpose, 'reset-password'), isNull(userTokens.usedAt)));
  return row.userId;
}
