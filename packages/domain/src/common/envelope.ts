/** The response envelope of the API (spec section 7, ARCHITECTURE.md). */
export interface ApiSuccess<T> {
  success: true;
  data: T;
}
export interface ApiErrorBody {
  message: string;
  code: string;
  fields?: Record<string, string>;
}
export interface ApiFailure {
  success: false;
  error: ApiErrorBody;
}
export type ApiResponse<T> = ApiSuccess<T> | ApiFailure;

/** Error codes the API returns. The message is translated; the code is stable. */
export const ERROR_CODES = [
  'validation_failed',
  'not_found',
  'unauthorized',
  'token_expired',
  'forbidden',
  'conflict',
  'rate_limited',
  'payload_too_large',
  'internal_error',
  'service_unavailable',
  'postcode_not_found',
  'postcode_not_deliverable',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number] | (string & {});
