import type { Readable } from 'node:stream';

/**
 * Where uploaded files (re-encoded images) are kept: the local disk under DATA_DIR (the default,
 * one machine) or S3-compatible object storage shared by every process (docs/decisions/0045).
 * Keys are relative paths such as `0f…e1.webp` or `order-placement/0f…e1.webp`; the database's
 * uploads table says who may see which, and the API serves both kinds through its own routes, so
 * signed, expiring links work the same with either driver.
 */
export interface FileStore {
  readonly kind: 'disk' | 's3';
  /** Stores (or replaces) a file. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** A stream of a stored file and its size; undefined when it is not there. */
  open(key: string): Promise<{ body: Readable; size: number } | undefined>;
  /** A stored file's bytes; undefined when it is not there. */
  read(key: string): Promise<Buffer | undefined>;
  /** Deletes a file; a missing one is no error. */
  remove(key: string): Promise<void>;
}

/** Keys the app makes: a uuid file name, optionally in one folder of lower-case letters and dashes. */
const SAFE_KEY = /^(?:[a-z-]+\/)?[0-9a-f-]{36}\.webp$/;

/** Refuses a key the app would never make (no `..`, no absolute path reaches a driver). */
export function checkKey(key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  return key;
}
