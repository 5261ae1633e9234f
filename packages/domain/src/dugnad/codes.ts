/** The letters of a dugnad code: no 0/O, 1/I/L, so a code read aloud or from paper is typed right. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const DUGNAD_CODE_RANDOM_LENGTH = 6;

/**
 * A readable dugnad code: "DUGNAD-" and six letters or digits from random bytes (one byte per
 * character; the small bias of 256 mod 31 does not matter for a code that is only unique, not secret).
 */
export function dugnadCodeFrom(bytes: Uint8Array): string {
  if (bytes.length < DUGNAD_CODE_RANDOM_LENGTH) throw new Error('not enough random bytes');
  let s = '';
  for (let i = 0; i < DUGNAD_CODE_RANDOM_LENGTH; i++) s += ALPHABET[bytes[i]! % ALPHABET.length];
  return `DUGNAD-${s}`;
}
