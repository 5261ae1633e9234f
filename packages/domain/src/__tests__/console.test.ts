import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocateOrder,
  balances,
  decideFixedShipping,
  defaultPlatformSettings,
  imbalance,
  type LedgerPosting,
  planAmounts,
  platformSettingsSchema,
  platformSettingsUpdateBody,
  postCapture,
  type StageAmount,
} from '../index.ts';

const STAGES = ['initial', 'confirmation', 'final'] as const;

/** A card order's three stages; the first `paid` of them paid, the rest reserved or pending. */
function plan(total: number, paid: number, reserved: boolean): StageAmount[] {
  const a = planAmounts(total);
  return STAGES.map((stage, i) => ({ id: stage, stage, amount: a[stage], status: i < paid ? 'paid' : reserved ? 'reserved' : 'pending' }));
}

describe('decideFixedShipping', () => {
  it('the same price changes nothing; a lower price than what is paid, or any change with everything paid, is refused', () => {
    expect(decideFixedShipping({ shipping: 500, total: 10_000 }, plan(10_000, 1, true), 500)).toEqual({ kind: 'same' });
    expect(decideFixedShipping({ shipping: 5_000, total: 6_000 }, plan(6_000, 2, false), 0)).toEqual({ kind: 'refuse', reason: 'below-paid' });
    expect(decideFixedShipping({ shipping: 500, total: 10_000 }, plan(10_000, 3, false), 900)).toEqual({ kind: 'refuse', reason: 'nothing-open' });
  });

  it('property: the total and the open stages move by exactly the difference; paid stages keep theirs; none goes negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 0, max: 500_000 }),
        fc.integer({ min: 0, max: 500_000 }),
        fc.integer({ min: 0, max: 2 }),
        fc.boolean(),
        (products, shipping, fixed, paid, reserved) => {
          const total = products + shipping;
          const stages = plan(total, paid, reserved);
          const d = decideFixedShipping({ shipping, total }, stages, fixed);
          if (fixed === shipping) {
            expect(d.kind).toBe('same');
            return;
          }
          if (d.kind === 'refuse') {
            const paidSum = stages.filter((s) => s.status === 'paid').reduce((s, x) => s + x.amount, 0);
            expect(total + fixed - shipping).toBeLessThan(paidSum);
            return;
          }
          expect(d.kind).toBe('change');
          if (d.kind !== 'change') return;
          expect(d.total - total).toBe(fixed - shipping);
          const after = stages.map((s) => ({ ...s, amount: d.stages.find((c) => c.id === s.id)?.amount ?? s.amount }));
          expect(after.reduce((s, x) => s + x.amount, 0)).toBe(d.total);
          for (const s of after) expect(s.amount).toBeGreaterThanOrEqual(0);
          for (const s of stages.filter((x) => x.status === 'paid')) expect(d.stages.find((c) => c.id === s.id)).toBeUndefined();
        },
      ),
    );
  });

  it('property: once every stage is captured and allocated, the vendor gets exactly the difference more, and the ledger balances', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000, max: 5_000_000 }),
        fc.integer({ min: 0, max: 500_000 }),
        fc.integer({ min: 0, max: 500_000 }),
        fc.integer({ min: 0, max: 30 }),
        (products, shipping, fixed, pct) => {
          const total = products + shipping;
          const stages = plan(total, 1, true);
          const d = decideFixedShipping({ shipping, total }, stages, fixed);
          const settle = (orderTotal: number, amounts: number[], orderId: number) => {
            const postings: LedgerPosting[] = amounts.map((a, i) => postCapture(`p${orderId}-${i}`, orderId, a));
            const held = amounts.reduce((s, a) => s + a, 0);
            postings.push(
              allocateOrder({ orderId, vendorId: 1, total: orderTotal, productsSubtotal: products, feePct: pct, allocatedBefore: 0, held }, `a${orderId}`),
            );
            for (const p of postings) expect(imbalance(p)).toBe(0);
            return -(balances(postings).get('vendor_payable:1') ?? 0);
          };
          const before = settle(
            total,
            stages.map((s) => s.amount),
            1,
          );
          if (d.kind !== 'change') return;
          const amounts = stages.map((s) => d.stages.find((c) => c.id === s.id)?.amount ?? s.amount);
          expect(settle(d.total, amounts, 2) - before).toBe(fixed - shipping);
        },
      ),
    );
  });
});

describe('platform settings', () => {
  it('the defaults pass their own schema; an update needs a reason and refuses unknown keys', () => {
    expect(platformSettingsSchema.parse(defaultPlatformSettings(12))).toMatchObject({ platform_fee_pct: 12, deposit_days: 2 });
    expect(platformSettingsUpdateBody.safeParse({ platform_fee_pct: 10 }).success).toBe(false);
    expect(platformSettingsUpdateBody.safeParse({ colour: 'red', reason: 'why not' }).success).toBe(false);
    expect(platformSettingsUpdateBody.safeParse({ deposit_days: 3, reason: 'Holidays' }).success).toBe(true);
  });

  it('the neighbour discount (0–100 %) and the dugnad share (0–50 %) are settings with spec section 9’s defaults', () => {
    expect(defaultPlatformSettings(10)).toMatchObject({ neighbour_discount_pct: 50, group_share_pct: 5 });
    const fields = (body: Record<string, unknown>) => {
      const r = platformSettingsUpdateBody.safeParse({ ...body, reason: 'Testing limits' });
      return r.success ? [] : r.error.issues.map((i) => `${String(i.path[0])}:${i.message}`);
    };
    expect(fields({ neighbour_discount_pct: 100, group_share_pct: 0 })).toEqual([]);
    expect(fields({ neighbour_discount_pct: 101, group_share_pct: 51 })).toEqual([
      'neighbour_discount_pct:error-setting-pct',
      'group_share_pct:error-setting-fee-pct',
    ]);
    expect(fields({ neighbour_discount_pct: 12.5 })).toEqual(['neighbour_discount_pct:error-setting-pct']);
  });
});
