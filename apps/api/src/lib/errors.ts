/**
 * An error the client should see: its message is an i18n key (translated per request),
 * its code is stable, and it may carry field errors (also keys).
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly messageKey: string,
    readonly params: Record<string, unknown> = {},
    readonly fields?: Record<string, string | { key: string; params?: Record<string, unknown> }>,
  ) {
    super(messageKey);
  }
}

export const notFound = (key = 'not-found', params?: Record<string, unknown>) => new AppError(404, 'not_found', key, params);
export const forbidden = (key = 'forbidden') => new AppError(403, 'forbidden', key);
export const unauthorized = (key = 'unauthorized', code = 'unauthorized') => new AppError(401, code, key);
export const conflict = (code: string, key: string, params?: Record<string, unknown>) => new AppError(409, code, key, params);

/** A validation failure on named fields, in the same shape as schema validation errors. */
export function fieldError(fields: Record<string, string | { key: string; params?: Record<string, unknown> }>): AppError {
  const first = Object.values(fields)[0];
  const key = typeof first === 'string' ? first : (first?.key ?? 'validation-invalid');
  return new AppError(422, 'validation_failed', key, typeof first === 'object' ? (first.params ?? {}) : {}, fields);
}

/** The PostgreSQL error code of an error (drizzle wraps driver errors in .cause), e.g. 23505 for a unique violation. */
export function pgCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  return typeof e?.code === 'string' ? e.code : typeof e?.cause?.code === 'string' ? e.cause.code : undefined;
}
