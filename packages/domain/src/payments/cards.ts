/** Card checks for the sandbox payment page (the Luhn checksum and the expiry month). */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** "MM/YY" → whether the card is still valid on `now` (valid through the end of that month). */
export function expiryInFuture(expiry: string, now: Date = new Date()): boolean {
  const m = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!m) return false;
  const month = Number(m[1]);
  const year = 2000 + Number(m[2]);
  if (month < 1 || month > 12) return false;
  return now.getTime() < Date.UTC(year, month, 1);
}

/** The sandbox's test cards and what each does (spec section 8: the likely causes of a failed payment). */
export const SANDBOX_TEST_CARDS = {
  '4242424242424242': 'success',
  '5555555555554444': 'success',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
  '4000000000000119': 'processing_error',
} as const;
export type SandboxCardOutcome = (typeof SANDBOX_TEST_CARDS)[keyof typeof SANDBOX_TEST_CARDS];
export const PAYMENT_FAILURE_REASONS = ['declined', 'insufficient_funds', 'expired_card', 'processing_error', 'canceled', 'expired'] as const;
export type PaymentFailureReason = (typeof PAYMENT_FAILURE_REASONS)[number];

export function normaliseCardNumber(raw: string): string {
  return raw.replace(/[\s-]/g, '');
}
