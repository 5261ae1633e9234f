import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decideTransportMove,
  decideWholesaleMove,
  defaultPlatformSettings,
  imbalance,
  marketSaleLine,
  platformFee,
  postMarketSale,
  withVat,
} from '../index.ts';

/** The industry market's money and its last moves (decision 0044). */
describe('the transport choice of a wholesale order', () => {
  it('delivers an order without transport only as collected by the seller, and one with transport only by its transporter', () => {
    expect(decideWholesaleMove('collect', 'confirmed', 'seller', false)).toMatchObject({ kind: 'move', to: 'delivered' });
    expect(decideWholesaleMove('collect', 'confirmed', 'seller', true)).toEqual({ kind: 'refuse', event: 'collect', reason: 'needs_transport' });
    expect(decideWholesaleMove('collect', 'ordered', 'seller', false)).toMatchObject({ kind: 'refuse', reason: 'wrong_status' });
    expect(decideWholesaleMove('collect', 'confirmed', 'buyer', false)).toMatchObject({ kind: 'refuse', reason: 'not_allowed' });
    expect(decideWholesaleMove('collect', 'delivered', 'seller', false)).toMatchObject({ kind: 'same' });
    expect(decideWholesaleMove('pick-up', 'confirmed', 'transporter', false)).toMatchObject({ kind: 'refuse', reason: 'no_transport' });
    expect(decideWholesaleMove('deliver', 'in-transport', 'transporter', false)).toMatchObject({ kind: 'refuse', reason: 'no_transport' });
    expect(decideWholesaleMove('deliver', 'in-transport', 'transporter', true)).toMatchObject({ kind: 'move', to: 'delivered' });
  });
});

describe('handing a transportation request back', () => {
  it('is the transporter’s, from accepted only: back to open', () => {
    expect(decideTransportMove('hand-back', 'accepted', 'transporter')).toEqual({ kind: 'move', from: 'accepted', to: 'open' });
    expect(decideTransportMove('hand-back', 'picked-up', 'transporter')).toMatchObject({ kind: 'refuse', reason: 'wrong_status' });
    expect(decideTransportMove('hand-back', 'accepted', 'seller')).toMatchObject({ kind: 'refuse', reason: 'not_allowed' });
  });
});

describe('market sale postings', () => {
  it('balance, and the line read from one adds up: payout = amount − fee − fee VAT', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('wholesale' as const, 'transport' as const),
        fc.integer({ min: 1, max: 50_000_000 }),
        fc.integer({ min: 0, max: 50 }),
        (kind, exclVat, pct) => {
          const fee = platformFee(exclVat, pct);
          const p = postMarketSale(kind, 7, 3, 11, withVat(exclVat), fee.fee, fee.vat);
          expect(imbalance(p)).toBe(0);
          expect(p.key).toBe(`${kind}:7`);
          const line = marketSaleLine(kind, p, { orderId: 7, buyer: 'Ved AS', deliveryDate: '2026-11-27', amountExclVat: exclVat });
          expect(line.amount).toBe(withVat(exclVat));
          expect(line.payout).toBe(line.amount - fee.fee - fee.vat);
          expect(line.shippingExclVat).toBe(kind === 'transport' ? exclVat : 0);
          expect(-p.entries.find((e) => e.account === (kind === 'wholesale' ? 'wholesaler_payable' : 'transporter_payable'))!.amount).toBe(line.payout);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('has operator settings for both fees, 3% and 5% by default', () => {
    expect(defaultPlatformSettings()).toMatchObject({ market_fee_pct: 3, transport_fee_pct: 5 });
  });
});
