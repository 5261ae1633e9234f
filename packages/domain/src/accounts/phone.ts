/** The fixed country prefix of phone numbers (spec section 5: fixed country prefix). */
export const PHONE_COUNTRY_PREFIX = '+47';

/**
 * A Norwegian mobile number as stored: "+47" and 8 digits starting with 4 or 9. Accepts what people
 * type: spaces, and the prefix written as +47, 0047 or 47 before the 8 digits. Returns null when
 * it is not a valid mobile number.
 */
export function normalisePhone(raw: string): string | null {
  let digits = raw.trim().replace(/[\s().-]/g, '');
  if (digits.startsWith('+47')) digits = digits.slice(3);
  else if (digits.startsWith('0047')) digits = digits.slice(4);
  else if (digits.length === 10 && digits.startsWith('47')) digits = digits.slice(2);
  if (!/^[49]\d{7}$/.test(digits)) return null;
  return `${PHONE_COUNTRY_PREFIX}${digits}`;
}

/** The 8 national digits of a stored number, for a field that shows the prefix beside it. */
export function nationalPhoneDigits(stored: string | null | undefined): string {
  if (!stored) return '';
  return stored.startsWith(PHONE_COUNTRY_PREFIX) ? stored.slice(PHONE_COUNTRY_PREFIX.length) : stored;
}

/** Any Norwegian phone number (landline or mobile: 8 digits, not starting with 0 or 1), stored as +47 and 8 digits. */
export function normaliseLandline(raw: string): string | null {
  let digits = raw.trim().replace(/[\s().-]/g, '');
  if (digits.startsWith('+47')) digits = digits.slice(3);
  else if (digits.startsWith('0047')) digits = digits.slice(4);
  else if (digits.length === 10 && digits.startsWith('47')) digits = digits.slice(2);
  if (!/^[2-9]\d{7}$/.test(digits)) return null;
  return `${PHONE_COUNTRY_PREFIX}${digits}`;
}
