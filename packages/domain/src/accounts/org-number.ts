/** Weights of the Norwegian organisation number's check digit (Brønnøysundregistrene, modulus 11). */
const ORG_WEIGHTS = [3, 2, 7, 6, 5, 4, 3, 2] as const;

/**
 * The check digit for the first 8 digits of an organisation number, or null when the stem has
 * none (a remainder that would need a check digit of 10: such numbers are never issued).
 */
export function orgNumberCheckDigit(stem: string): number | null {
  if (!/^\d{8}$/.test(stem)) return null;
  const sum = ORG_WEIGHTS.reduce((acc, w, i) => acc + w * Number(stem[i]), 0);
  const check = 11 - (sum % 11);
  if (check === 10) return null;
  return check === 11 ? 0 : check;
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
