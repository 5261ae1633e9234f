import { mod11CheckDigit } from '../validation/mod11.ts';

/** Weights of the Norwegian organisation number's check digit (Brønnøysundregistrene, modulus 11). */
const ORG_WEIGHTS = [3, 2, 7, 6, 5, 4, 3, 2] as const;

/**
 * The check digit for the first 8 digits of an organisation number, or null when the stem has
 * none (a remainder that would need a check digit of 10: such numbers are never issued).
 */
export function orgNumberCheckDigit(stem: string): number | null {
  return mod11CheckDigit(stem, ORG_WEIGHTS);
}

/** Removes the spaces people type in organisation numbers ("912 345 678"). */
export function normaliseOrgNumber(raw: string): string {
  return raw.replace(/[\s.-]/g, '');
}

/** A Norwegian organisation number: 9 digits whose last digit is the modulus-11 check digit of the first 8. */
export function isValidOrgNumber(raw: string): boolean {
  const s = normaliseOrgNumber(raw);
  if (!/^\d{9}$/.test(s)) return false;
  return orgNumberCheckDigit(s.slice(0, 8)) === Number(s[8]);
}
