import type { ApiErrorBody } from '@vedmarked/domain';
import i18n from 'i18next';
import { getSessionId } from './session-id.ts';
import { storage } from './storage.ts';

/** A failed call: the server's message (already in the user's language), code and field errors. */
export class ApiError extends Error {
  readonly code: string;
  readonly fields: Record<string, string>;
  constructor(
    readonly status: number,
    body: ApiErrorBody,
  ) {
    super(body.message);
    this.code = body.code;
    this.fields = body.fields ?? {};
  }
}

type Listener = (reason: 'expired' | 'invalid') => void;
const unauthorisedListeners = new Set<Listener>();
/** The session feature listens here to log out on any 401 (spec section 4). */
export function onUnauthorised(l: Listener) {
  unauthorisedListeners.add(l);
  return () => unauthorisedListeners.delete(l);
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  /** Sent as multipart/form-data (booleans as 1/0, null as empty text: spec section 5). */
  form?: FormData;
  /** Adds session_id to the query (cart and order calls). */
  withSession?: boolean;
  token?: string | null;
  signal?: AbortSignal;
  /** The x-language sent; by default the interface language (a call made before i18n has started names it). */
  language?: string;
}

/** Calls the API and unwraps the envelope: resolves with data, rejects with ApiError. */
export async function api<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const url = new URL(`/api${path}`, window.location.origin);
  for (const [k, v] of Object.entries(opts.query ?? {})) if (v !== undefined && v !== null && v !== '') url.searchParams.set(k, String(v));
  if (opts.withSession) url.searchParams.set('session_id', getSessionId());
  const headers: Record<string, string> = { 'x-language': opts.language ?? (i18n.language || 'es'), accept: 'application/json' };
  const token = opts.token === undefined ? storage.get('accessToken') : opts.token;
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (opts.form) body = opts.form;
  else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  let res: Response;
  try {
    res = await fetch(url, { method: opts.method ?? (body ? 'POST' : 'GET'), headers, body, signal: opts.signal });
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    throw new ApiError(0, { code: 'network_error', message: i18n.t('common:network-error') });
  }
  let json: { success: boolean; data?: T; error?: ApiErrorBody } | undefined;
  try {
    json = await res.json();
  } catch {
    json = undefined;
  }
  if (res.status === 401 && token) {
    for (const l of unauthorisedListeners) l(json?.error?.code === 'token_expired' ? 'expired' : 'invalid');
  }
  if (!json?.success) {
    throw new ApiError(res.status, json?.error ?? { code: 'internal_error', message: i18n.t('errors:internal-error') });
  }
  return json.data as T;
}

/** Builds multipart form data the way the spec wants: booleans as 1/0, null as empty text, arrays as name[]. */
export function toFormData(fields: Record<string, unknown>): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (Array.isArray(v)) for (const item of v) fd.append(`${k}[]`, item instanceof Blob ? item : formValue(item));
    else if (v instanceof Blob) fd.append(k, v);
    else if (v !== undefined) fd.append(k, formValue(v));
  }
  return fd;
}

function formValue(v: unknown): string {
  if (v === null) return '';
  if (typeof v === 'boolean') return v ? '1' : '0';
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}
