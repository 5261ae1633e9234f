/**
 * The modulus-11 check digit of a digit string under the given weights (Norwegian organisation and
 * bank account numbers), or null when the stem is not that many digits or has none (a remainder that
 * would need a check digit of 10: such numbers are never issued).
 */
export function mod11CheckDigit(stem: string, weights: readonly number[]): number | null {
  if (stem.length !== weights.length || !/^\d+$/.test(stem)) return null;
  const sum = weights.reduce((acc, w, i) => acc + w * Number(stem[i]), 0);
  const check = 11 - (sum % 11);
  if (check === 10) return null;
  return check === 11 ? 0 : check;
}
