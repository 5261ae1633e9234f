import { mod11CheckDigit } from '../validation/mod11.ts';

/** Weights of the Norwegian bank account number's check digit (modulus 11, from the right: 2, 3, 4, 5, 6, 7, 2, 3, …). */
const ACCOUNT_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const;

/** Removes what people type between the groups of a bank account number ("1503 12 34567", "1503.12.34567"). */
export const normaliseBankAccount = (raw: string) => raw.replace(/[\s.]/g, '');

/**
 * The check digit for the first 10 digits of a Norwegian bank account number, or null when the stem
 * has none (a remainder that would need a check digit of 10: such numbers are never issued).
 */
export function bankAccountCheckDigit(stem: string): number | null {
  return mod11CheckDigit(stem, ACCOUNT_WEIGHTS);
}

/** A Norwegian bank account number: 11 digits whose last is the modulus-11 check digit of the first 10. */
export function isValidNorwegianBankAccount(raw: string): boolean {
  const n = normaliseBankAccount(raw);
  if (!/^\d{11}$/.test(n)) return false;
  return bankAccountCheckDigit(n.slice(0, 10)) === Number(n[10]);
}
