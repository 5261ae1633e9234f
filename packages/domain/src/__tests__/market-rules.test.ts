import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LISTING_PRESETS,
  listingAddBody,
  listingRuleErrors,
  orderAmountError,
  orderDateErrors,
  remainingAfterAmountChange,
  takeFromRemaining,
  wholesaleOrderAddBody,
  wholesaleTotals,
} from '../index.ts';

const timber = {
  product_type: 'round-timber',
  wood_type: 'spruce',
  amount: '100',
  minimum_order_amount: '10',
  price_per_unit: '45000',
  min_diameter_cm: '20',
  max_diameter_cm: '40',
  curving: '1',
  chopped_date_from: '2026-10-01',
  chopped_date_to: '2026-10-15',
  shipped_date_from: '2026-11-01',
  shipped_date_to: '2026-12-31',
  days_to_deliver: '5',
  street: 'Skogveien 1',
  postcode: '2212',
  active: '1',
};

const firstErrors = (input: Record<string, unknown>) => {
  const r = listingAddBody.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]).reverse());
};

describe('listing rules (spec §5)', () => {
  it('accepts a complete round-timber listing read from multipart text', () => {
    const r = listingAddBody.parse(timber);
    expect(r).toMatchObject({ amount: 100, minimum_order_amount: 10, price_per_unit: 45000, curving: 1, active: true, description: '' });
  });

  it.each([
    [{ max_diameter_cm: '20' }, 'max_diameter_cm', 'error-diameter-max'],
    [{ max_diameter_cm: '10' }, 'max_diameter_cm', 'error-diameter-max'],
    [{ curving: '4' }, 'curving', 'error-curving'],
    [{ curving: '-1' }, 'curving', 'error-curving'],
    [{ chopped_date_to: '2026-09-01' }, 'chopped_date_to', 'error-chopped-to-before-from'],
    [{ chopped_date_from: '2026-02-30' }, 'chopped_date_from', 'error-valid-date'],
    [{ shipped_date_to: '2026-10-31' }, 'shipped_date_to', 'error-shipped-to-before-from'],
    [{ shipped_date_from: '2026-10-10' }, 'shipped_date_from', 'error-shipped-before-chopped'],
    [{ minimum_order_amount: '101' }, 'minimum_order_amount', 'error-minimum-above-amount'],
    [{ minimum_order_amount: '0' }, 'minimum_order_amount', 'error-minimum-order-amount'],
    [{ minimum_order_amount: 'x' }, 'minimum_order_amount', 'error-minimum-order-amount'],
    [{ price_per_unit: '0' }, 'price_per_unit', 'error-valid-price'],
    [{ days_to_deliver: '-2' }, 'days_to_deliver', 'error-days-to-deliver'],
    [{ product_type: 'trees-on-the-root' }, 'product_type', 'error-product-type-disabled'],
    [{ min_diameter_cm: '' }, 'min_diameter_cm', 'error-diameter-required'],
    [{ postcode: '12' }, 'postcode', 'error-valid-postcode'],
  ])('%o → %s: %s', (change, field, key) => {
    expect(firstErrors({ ...timber, ...change })[field]).toBe(key);
  });

  it('wholesale firewood needs its format; humidity is 0–100', () => {
    const wood = { ...timber, product_type: 'wholesale-firewood', min_diameter_cm: '', max_diameter_cm: '', dryness: 'kiln-dried' };
    expect(firstErrors(wood).firewood_format).toBe('error-firewood-format-required');
    expect(firstErrors({ ...wood, firewood_format: '1000L', humidity_pct: '101' }).humidity_pct).toBe('error-humidity');
    expect(listingAddBody.safeParse({ ...wood, firewood_format: '1000L', humidity_pct: '18' }).success).toBe(true);
  });

  it('presets: three types, trees on the root disabled, firewood with formats', () => {
    expect(LISTING_PRESETS.map((p) => [p.product_type, p.enabled])).toEqual([
      ['round-timber', true],
      ['trees-on-the-root', false],
      ['wholesale-firewood', true],
    ]);
    expect(LISTING_PRESETS.find((p) => p.product_type === 'wholesale-firewood')?.firewood_formats).toContain('1000L');
  });

  it('property: max diameter ≤ min diameter is always refused, greater always passes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 299 }), fc.integer({ min: 1, max: 300 }), (min, max) => {
        const e = listingRuleErrors({ product_type: 'round-timber', amount: 10, minimum_order_amount: 1, min_diameter_cm: min, max_diameter_cm: max });
        expect(e.max_diameter_cm === 'error-diameter-max').toBe(max <= min);
      }),
    );
  });
});

describe('amount changes keep what orders reserved', () => {
  it('property: remaining = new amount − reserved, never below 0, refused below the reserved', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: -5, max: 20_000 }), (amount, r, next) => {
        const remaining = Math.min(r, amount);
        const reserved = amount - remaining;
        const after = remainingAfterAmountChange(amount, remaining, next);
        if (next < 1 || next < reserved) expect(after).toBeNull();
        else {
          expect(after).toBe(next - reserved);
          expect(after).toBeGreaterThanOrEqual(0);
          expect(after).toBeLessThanOrEqual(next);
        }
      }),
    );
  });
});

describe('ordering from a listing', () => {
  const listing = { minimum_order_amount: 10, remaining: 50 };
  it('amount: at least the minimum, at most what is left', () => {
    expect(orderAmountError(30, listing)).toBeNull();
    expect(orderAmountError(9, listing)).toBe('error-order-below-minimum');
    expect(orderAmountError(51, listing)).toBe('error-listing-lacks-amount');
    expect(orderAmountError(2.5, listing)).toBe('error-valid-quantity');
    expect(orderAmountError(10, { minimum_order_amount: 10, remaining: 0 })).toBe('error-listing-sold-out');
    expect(orderAmountError(4, { minimum_order_amount: 10, remaining: 4 })).toBeNull();
  });

  it('property: sequential takes never oversell', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), fc.array(fc.integer({ min: 1, max: 200 }), { maxLength: 30 }), (start, takes) => {
        let left = start;
        let sold = 0;
        for (const t of takes) {
          const next = takeFromRemaining(left, t);
          if (next !== null) {
            sold += t;
            left = next;
          }
        }
        expect(left).toBeGreaterThanOrEqual(0);
        expect(sold + left).toBe(start);
      }),
    );
  });

  it('dates: ready within the shipped dates, delivery from the ready date on', () => {
    const window = { shipped_date_from: '2026-12-01', shipped_date_to: '2026-12-31' };
    const ok = { goods_ready_date: '2026-12-05', delivery_from: '2026-12-06', delivery_to: '2026-12-10' };
    expect(orderDateErrors(ok, window, '2026-11-27')).toEqual({});
    expect(orderDateErrors({ ...ok, goods_ready_date: '2027-01-02', delivery_from: '2027-01-03' }, window, '2026-11-27')).toEqual({
      goods_ready_date: 'error-ready-date-outside',
      delivery_to: 'error-delivery-to-before-from',
    });
    expect(orderDateErrors({ ...ok, delivery_from: '2026-12-04' }, window, '2026-11-27').delivery_from).toBe('error-delivery-before-ready');
  });

  it('property: totals are integers, VAT 25 % rounded, total = excl + VAT', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 10_000_00 }), (amount, price) => {
        const t = wholesaleTotals(amount, price);
        expect(t.total_excl_vat).toBe(amount * price);
        expect(Math.abs(t.vat - t.total_excl_vat / 4)).toBeLessThanOrEqual(0.5);
        expect(t.total).toBe(t.total_excl_vat + t.vat);
      }),
    );
  });

  it('the order body: comment under 255, a client key', () => {
    const body = {
      listing_id: 1,
      amount: 30,
      goods_ready_date: '2026-12-05',
      delivery_from: '2026-12-06',
      delivery_to: '2026-12-10',
      street: 'Hub 1',
      postcode: '0150',
      client_key: 'abcdefgh12',
    };
    expect(wholesaleOrderAddBody.parse(body)).toMatchObject({ needs_transport: true, comment: '' });
    const r = wholesaleOrderAddBody.safeParse({ ...body, comment: 'x'.repeat(255) });
    expect(r.success ? null : r.error.issues[0]?.message).toBe('error-comment-too-long');
  });
});
