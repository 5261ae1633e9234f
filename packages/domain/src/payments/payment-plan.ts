import { CARD_RESERVATION_DAYS, DEPOSIT_DAYS, DEPOSIT_PCT, SECOND_PAYMENT_WORKING_DAYS } from '../common/constants.ts';
import { percentOf } from '../money/money.ts';
import type { PaymentMethod, PaymentStage, PaymentStatus } from '../orders/status.ts';

/**
 * The payment plan of spec sections 4 and 9, as one interpretation
 * (docs/decisions/0007-payment-plan.md):
 * - initial: 10% of the total, paid by card at checkout, within 2 days of ordering or the order is
 *   withdrawn and its goods return to the market;
 * - confirmation: 50% when the vendor confirms (progress "50% due" → "60% paid");
 * - final: the last 40% at delivery, within 4 working days ("100% paid").
 * At checkout the card is charged the 10% and the other 90% is reserved for up to 14 days; a stage
 * whose moment comes while the reservation holds is captured from it, otherwise it is paid by link.
 * Company customers with an organisation number may pay the whole order by invoice instead.
 */
export const PLAN_PCT = { initial: DEPOSIT_PCT, confirmation: 50, final: 100 - DEPOSIT_PCT - 50 } as const;
export const INITIAL_DEADLINE_MS = DEPOSIT_DAYS * 86_400_000;
export const RESERVATION_MS = CARD_RESERVATION_DAYS * 86_400_000;
export const STAGE_WORKING_DAYS = SECOND_PAYMENT_WORKING_DAYS;
export const INVOICE_TERMS_DAYS = 14;

export interface PlanAmounts {
  initial: number;
  confirmation: number;
  final: number;
}

/** Splits a total into the three stages; the final stage takes the rounding so the parts always add up. */
export function planAmounts(total: number): PlanAmounts {
  const initial = percentOf(total, PLAN_PCT.initial);
  const confirmation = percentOf(total, PLAN_PCT.confirmation);
  return { initial, confirmation, final: total - initial - confirmation };
}

export interface StageState {
  stage: PaymentStage;
  amount: number;
  status: PaymentStatus;
  method: PaymentMethod;
  /** A later stage that waits for its moment (the vendor's confirmation, the delivery): not due yet. */
  awaiting?: boolean;
}

export const PROGRESS_LABELS = [
  'initial-due',
  'deposit-paid',
  'confirmation-due',
  'confirmation-paid',
  'final-due',
  'paid',
  'invoice-due',
  'refunded',
  'canceled',
] as const;
export type ProgressLabel = (typeof PROGRESS_LABELS)[number];

export interface PaymentProgress {
  label: ProgressLabel;
  /** Percentage of the plan paid so far (0, 10, 60, 100 for a card plan). */
  paidPct: number;
  paidAmount: number;
  reservedAmount: number;
  /** The stage the customer should pay now, if any. */
  dueStage: PaymentStage | null;
  dueAmount: number;
}

const ORDER: PaymentStage[] = ['initial', 'confirmation', 'final'];

/** Where an order's payments stand: the progress label of spec section 4 and what is due. */
export function paymentProgress(stages: StageState[]): PaymentProgress {
  const total = stages.reduce((s, x) => s + x.amount, 0);
  const paidAmount = stages.filter((s) => s.status === 'paid').reduce((s, x) => s + x.amount, 0);
  const reservedAmount = stages.filter((s) => s.status === 'reserved').reduce((s, x) => s + x.amount, 0);
  const paidPct = total === 0 ? 0 : Math.round((paidAmount * 100) / total);
  const base = { paidPct, paidAmount, reservedAmount, dueStage: null, dueAmount: 0 };
  if (stages.length === 0) return { ...base, label: 'initial-due' };
  if (stages.every((s) => s.status === 'canceled' || s.status === 'refunded'))
    return { ...base, label: stages.some((s) => s.status === 'refunded') ? 'refunded' : 'canceled' };
  if (stages.some((s) => s.method === 'invoice') && paidAmount < total) {
    const due = stages.find((s) => s.status === 'pending');
    return { ...base, label: 'invoice-due', dueStage: due?.stage ?? null, dueAmount: due?.amount ?? 0 };
  }
  if (total > 0 && paidAmount >= total) return { ...base, label: 'paid' };
  const byStage = new Map(stages.map((s) => [s.stage, s]));
  const initial = byStage.get('initial');
  if (initial?.status !== 'paid') return { ...base, label: 'initial-due', dueStage: 'initial', dueAmount: initial?.amount ?? 0 };
  const isDue = (s: StageState | undefined) => !!s && !s.awaiting && (s.status === 'pending' || s.status === 'failed');
  const confirmation = byStage.get('confirmation');
  if (confirmation && confirmation.status !== 'paid') {
    if (isDue(confirmation)) return { ...base, label: 'confirmation-due', dueStage: 'confirmation', dueAmount: confirmation.amount };
    return { ...base, label: 'deposit-paid' };
  }
  const final = byStage.get('final');
  if (isDue(final)) return { ...base, label: 'final-due', dueStage: 'final', dueAmount: final!.amount };
  return { ...base, label: 'confirmation-paid' };
}

/** A stored payment row, as far as its stage's state goes (text columns as the database returns them). */
export interface StoredStage {
  stage: string;
  amount: number;
  status: string;
  method: string;
  deadline: Date | null;
}

/** The stages of an order's stored payments, in plan order. */
export function stageStatesOf(rows: readonly StoredStage[]): StageState[] {
  return rows
    .slice()
    .sort((a, b) => ORDER.indexOf(a.stage as PaymentStage) - ORDER.indexOf(b.stage as PaymentStage))
    .map((r) => ({
      stage: r.stage as PaymentStage,
      amount: r.amount,
      status: r.status as PaymentStatus,
      method: r.method as PaymentMethod,
      // A later stage is due only once it has a deadline; until then it waits for its moment.
      awaiting: r.stage !== 'initial' && (r.status === 'pending' || r.status === 'failed') && !r.deadline,
    }));
}

/** The stage that comes after one (null after the final). */
export function nextStage(stage: PaymentStage): PaymentStage | null {
  return ORDER[ORDER.indexOf(stage) + 1] ?? null;
}

/**
 * Whether a provider's state may move a payment from one status to another. Paid is final except
 * for a refund; a failure never overrides a payment, so duplicated or late events change nothing.
 */
export function canTransition(from: PaymentStatus, to: PaymentStatus): boolean {
  if (from === to) return false;
  switch (from) {
    case 'pending':
      return to === 'paid' || to === 'reserved' || to === 'failed' || to === 'canceled';
    case 'failed':
      return to === 'paid' || to === 'reserved' || to === 'pending' || to === 'canceled';
    case 'reserved':
      return to === 'paid' || to === 'pending' || to === 'canceled';
    case 'paid':
      return to === 'refunded';
    default:
      return false;
  }
}
