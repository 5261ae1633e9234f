import { readFileSync } from 'node:fs';
import {
  DELIVERY_PERIOD_NAMES,
  LANGUAGES,
  ORDER_SERVICES,
  ORDER_STATUS_NAME_LIST,
  PAYMENT_STAGES,
  PAYMENT_STATUSES,
  PROGRESS_LABELS,
  TIME_WINDOW_NAMES,
  VENDOR_ORDER_TABS,
} from '@vedmarked/domain';
import { describe, expect, it } from 'vitest';
import { currentDeliveryStep, DELIVERY_STEPS } from '../lib/delivery-steps.ts';

/** The web's labels follow the statuses and kinds the domain declares: one label per value, in every language. */
const catalog = (lang: string, ns: string) => JSON.parse(readFileSync(new URL(`../../../i18n/${lang}/${ns}.json`, import.meta.url), 'utf8'));

const expected: [ns: string, group: string, values: readonly string[]][] = [
  ['orders', 'status', ORDER_STATUS_NAME_LIST],
  ['orders', 'progress', PROGRESS_LABELS],
  ['orders', 'stage', PAYMENT_STAGES],
  ['orders', 'payment-status', PAYMENT_STATUSES],
  ['orders', 'service', ORDER_SERVICES],
  ['orders', 'progress-steps', DELIVERY_STEPS],
  ['vendor-orders', 'status', ORDER_STATUS_NAME_LIST],
  ['vendor-orders', 'progress', PROGRESS_LABELS],
  ['vendor-orders', 'stage', PAYMENT_STAGES],
  ['vendor-orders', 'payment-status', PAYMENT_STATUSES],
  ['vendor-orders', 'service', ORDER_SERVICES],
  ['vendor-orders', 'tabs', VENDOR_ORDER_TABS],
  ['checkout', 'period', DELIVERY_PERIOD_NAMES],
  ['checkout', 'window', TIME_WINDOW_NAMES],
];

describe('labels of the domain’s statuses and kinds', () => {
  for (const lang of LANGUAGES)
    for (const [ns, group, values] of expected)
      it(`${lang}/${ns}.json labels every ${group}`, () => {
        const labels = catalog(lang, ns)[group] ?? {};
        for (const v of values) expect(typeof labels[v], `${lang}/${ns}.json ${group}.${v}`).toBe('string');
      });
});

describe('the delivery steps of the customer’s order page', () => {
  it('place every status on its way to the door, and leave cancelled and declined orders out', () => {
    const steps = Object.fromEntries(ORDER_STATUS_NAME_LIST.map((s) => [s, currentDeliveryStep(s)]));
    expect(steps).toEqual({ suggested: 0, unconfirmed: 0, market: 0, confirmed: 1, scheduled: 2, inProgress: 3, delivered: 4, canceled: null, declined: null });
  });
});
