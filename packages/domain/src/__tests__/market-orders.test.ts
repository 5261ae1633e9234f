import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decideTransportMove,
  decideWholesaleMove,
  SHIPPING_CATEGORIES,
  shippingCategoryFor,
  shippingCost,
  TRANSPORT_REQUEST_STATUSES,
  unitVolumeM3,
  WHOLESALE_ORDER_STATUSES,
  WHOLESALE_TRANSITIONS,
} from '../index.ts';

describe('the wholesale order table', () => {
  it('lets the seller confirm an ordered order, and calls a repeat the same', () => {
    expect(decideWholesaleMove('confirm', 'ordered', 'seller')).toMatchObject({ kind: 'move', to: 'confirmed' });
    expect(decideWholesaleMove('confirm', 'confirmed', 'seller')).toMatchObject({ kind: 'same' });
    expect(decideWholesaleMove('confirm', 'cancelled', 'seller')).toMatchObject({ kind: 'refuse', reason: 'wrong_status' });
    expect(decideWholesaleMove('confirm', 'ordered', 'buyer')).toMatchObject({ kind: 'refuse', reason: 'not_allowed' });
  });
  it('lets the buyer cancel only while ordered, the seller also once confirmed', () => {
    expect(decideWholesaleMove('buyer-cancel', 'ordered', 'buyer').kind).toBe('move');
    expect(decideWholesaleMove('buyer-cancel', 'confirmed', 'buyer')).toMatchObject({ kind: 'refuse', reason: 'wrong_status' });
    expect(decideWholesaleMove('seller-cancel', 'confirmed', 'seller').kind).toBe('move');
    expect(decideWholesaleMove('seller-cancel', 'in-transport', 'seller').kind).toBe('refuse');
    expect(decideWholesaleMove('seller-cancel', 'cancelled', 'seller').kind).toBe('same');
  });
  it('every cancellation gives the amount back', () => {
    for (const t of WHOLESALE_TRANSITIONS) if (t.to === 'cancelled') expect(t.effects).toContain('release-amount');
  });
  it('never moves out of delivered or cancelled', () => {
    fc.assert(
      fc.property(fc.constantFrom(...WHOLESALE_TRANSITIONS.map((t) => t.event)), fc.constantFrom('buyer', 'seller', 'transporter' as const), (event, actor) => {
        for (const end of ['delivered', 'cancelled'] as const) expect(decideWholesaleMove(event, end, actor).kind).not.toBe('move');
      }),
    );
    expect(WHOLESALE_ORDER_STATUSES).toContain('in-transport');
  });
});

describe('the transportation request table', () => {
  it('open → accepted → picked-up → delivered, by the transporter', () => {
    expect(decideTransportMove('accept', 'open', 'transporter')).toEqual({ kind: 'move', from: 'open', to: 'accepted' });
    expect(decideTransportMove('pick-up', 'accepted', 'transporter').kind).toBe('move');
    expect(decideTransportMove('deliver', 'picked-up', 'transporter').kind).toBe('move');
    expect(decideTransportMove('deliver', 'accepted', 'transporter')).toEqual({ kind: 'refuse', reason: 'wrong_status' });
    expect(decideTransportMove('accept', 'cancelled', 'transporter')).toEqual({ kind: 'refuse', reason: 'wrong_status' });
    expect(decideTransportMove('cancel', 'accepted', 'seller').kind).toBe('refuse');
    expect(TRANSPORT_REQUEST_STATUSES).toHaveLength(5);
  });
});

describe('shipping categories', () => {
  it('puts each distance in one band, the bands contiguous and dearer further away', () => {
    for (let i = 1; i < SHIPPING_CATEGORIES.length; i++) {
      expect(SHIPPING_CATEGORIES[i]!.from_km).toBe(SHIPPING_CATEGORIES[i - 1]!.to_km);
      expect(SHIPPING_CATEGORIES[i]!.price_per_m3).toBeGreaterThan(SHIPPING_CATEGORIES[i - 1]!.price_per_m3);
    }
    expect(shippingCategoryFor(0).id).toBe(1);
    expect(shippingCategoryFor(50).id).toBe(1);
    expect(shippingCategoryFor(50.1).id).toBe(2);
    expect(shippingCategoryFor(10_000).id).toBe(5);
    expect(shippingCategoryFor(Number.NaN).id).toBe(1);
  });
  it('a cost never falls as the distance or the volume grows', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 3000, noNaN: true }), fc.double({ min: 0, max: 3000, noNaN: true }), (a, b) => {
        const [near, far] = a <= b ? [a, b] : [b, a];
        expect(shippingCategoryFor(near).price_per_m3).toBeLessThanOrEqual(shippingCategoryFor(far).price_per_m3);
      }),
    );
  });
  it('prices the volume by the band, in whole kroner', () => {
    const oslo = { lat: 59.91, lon: 10.75 };
    const c = shippingCost(oslo, oslo, 30);
    expect(c).toEqual({ distance_km: 0, category_id: 1, cost: 30 * 9000 });
    const bergen = { lat: 60.39, lon: 5.32 };
    expect(shippingCost(oslo, bergen, 10).category_id).toBe(4);
    expect(shippingCost(oslo, bergen, 0.05).cost % 100).toBe(0);
    expect(unitVolumeM3('wholesale-firewood', '1500L')).toBe(1.5);
    expect(unitVolumeM3('round-timber', null)).toBe(1);
  });
});
