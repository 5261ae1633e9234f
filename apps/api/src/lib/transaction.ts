import type { Db, Tx } from '@vedmarked/db';

/** Registers an undo step for something done outside the database (a provider session, a stored file). */
export type OnRollback = (undo: () => Promise<unknown>) => void;

/**
 * Runs work in one transaction, with compensation: the undo steps the work registered run (newest
 * first) when the transaction fails, for what the rollback cannot take back by itself (a session
 * opened at a payment provider, files written to disk). An undo that fails is logged and the others
 * still run; the original error is rethrown.
 */
export async function transaction<T>(db: Db, work: (tx: Tx, onRollback: OnRollback) => Promise<T>, log: (err: unknown) => void = () => undefined): Promise<T> {
  const undo: (() => Promise<unknown>)[] = [];
  try {
    return await db.transaction((tx) => work(tx, (u) => undo.push(u)));
  } catch (err) {
    for (const u of undo.reverse()) await u().catch(log);
    throw err;
  }
}
