import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed, expiring links to private files (an order's photos, an address's photos), so that an
 * <img> can load them without a bearer header: the path carries `exp` (seconds since 1970) and
 * `sig`, an HMAC-SHA256 of the file's kind, id and expiry. Whoever holds the link may load the file
 * until it expires; the link cannot be made for another file or another time.
 */
export const SIGNED_LINK_TTL_SECONDS = 3600;

/** Until when a link made now is good. */
export const linkExpiry = (now = Date.now()) => Math.floor(now / 1000) + SIGNED_LINK_TTL_SECONDS;

export function signLink(secret: string, kind: string, id: string, expiresAtS: number): string {
  return createHmac('sha256', secret).update(`${kind}:${id}:${expiresAtS}`).digest('base64url');
}

export function verifyLink(secret: string, kind: string, id: string, exp: number, sig: string, now = Date.now()): boolean {
  if (!Number.isFinite(exp) || exp * 1000 < now) return false;
  const expected = createHmac('sha256', secret).update(`${kind}:${id}:${exp}`).digest();
  const given = Buffer.from(sig, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
