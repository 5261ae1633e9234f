/**
 * What a failure of the database means for the caller (docs/decisions/0022): the connection went
 * away, the database is too slow or the pool has no free connection (503 database_unavailable, try
 * again in a few seconds), or its disk is full (503 storage_full). Anything else is not ours to name.
 */
export type DatabaseFault = 'unavailable' | 'storage_full';

/** Seconds a client is asked to wait before trying again after a database fault. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Node's socket errors when the server or the network went away. */
const SOCKET_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'ECONNABORTED']);
/**
 * PostgreSQL's codes for a server that is shutting down or starting (57P01–57P03), a cancelled
 * statement (57014, the statement timeout), a lock or idle timeout (55P03, 25P03) and a serialization
 * failure of a failover (40001 is left to the callers that retry it).
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '57P05', '57014', '55P03', '25P03', '53300']);
/** pg's and pg-pool's own messages for a lost connection or a timeout (they carry no code). */
const UNAVAILABLE_MESSAGES = [
  /connection terminated/i,
  /connection error and is not queryable/i,
  /client was closed and is not queryable/i,
  /timeout exceeded when trying to connect/i,
  /query read timeout/i,
  /cannot use a pool after calling end/i,
  /server closed the connection unexpectedly/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
];
const STORAGE_FULL = /no space left on device|disk full|could not extend file/i;

/** The error and its causes (drizzle wraps the driver's error in `cause`), outermost first. */
function chain(err: unknown): Array<{ code?: unknown; errno?: unknown; message?: unknown }> {
  const out: Array<{ code?: unknown; errno?: unknown; message?: unknown }> = [];
  let e = err as { cause?: unknown } | undefined;
  for (let i = 0; e && typeof e === 'object' && i < 5; i++) {
    out.push(e as { code?: unknown; message?: unknown });
    e = e.cause as { cause?: unknown } | undefined;
  }
  return out;
}

/** The database fault an error stands for, or undefined when it is not one. */
export function databaseFault(err: unknown): DatabaseFault | undefined {
  const links = chain(err);
  for (const e of links) {
    const code = typeof e.code === 'string' ? e.code : undefined;
    const message = typeof e.message === 'string' ? e.message : '';
    if (code === '53100' || code === 'ENOSPC' || STORAGE_FULL.test(message)) return 'storage_full';
  }
  for (const e of links) {
    const code = typeof e.code === 'string' ? e.code : undefined;
    const message = typeof e.message === 'string' ? e.message : '';
    if (code && (SOCKET_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08/.test(code))) return 'unavailable';
    if (UNAVAILABLE_MESSAGES.some((m) => m.test(message))) return 'unavailable';
  }
  return undefined;
}
