import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CartFacts, cartProblems, EMPTY_CART_PROBLEM, lineProblem, minimumOrderProblem, promoCodeProblem, vendorProblem } from '../cart/cart-problems.ts';
import { MIN_ORDER_SACKS } from '../common/constants.ts';

const facts = (over: Partial<CartFacts> = {}): CartFacts => ({
  lines: [{ id: 1, name: 'Bjørk 40 L', available: true, inStock: true }],
  vendorDelivers: true,
  postcode: '0150',
  shortfall: null,
  minOrderPrice: 100_000,
  currency: 'NOK',
  lang: 'en',
  codeStatus: null,
  ...over,
});

describe('the cart rules', () => {
  it('finds nothing wrong with a cart that can be ordered', () => {
    expect(cartProblems(facts())).toEqual([]);
  });

  it('names an empty cart and nothing else', () => {
    expect(cartProblems(facts({ lines: [], vendorDelivers: false, shortfall: 'empty', codeStatus: 'expired' }))).toEqual([EMPTY_CART_PROBLEM]);
  });

  it('names each problem once, in the order the customer hears them', () => {
    const problems = cartProblems(
      facts({
        vendorDelivers: false,
        lines: [
          { id: 1, name: 'A', available: false, inStock: false },
          { id: 2, name: 'B', available: true, inStock: false },
        ],
        shortfall: 'min-sacks',
        codeStatus: 'not-found',
      }),
    );
    expect(problems.map((p) => [p.place, p.key, p.lineId])).toEqual([
      ['delivery', 'error-vendor-not-delivering', undefined],
      ['line', 'error-product-not-available-named', 1],
      ['line', 'error-vendor-lacks-product', 2],
      ['cart', 'error-min-order-sacks', undefined],
      ['code', 'error-promo-not-found', undefined],
    ]);
  });

  it('says what the minimum is, in the customer’s language and currency', () => {
    expect(minimumOrderProblem('min-price', { minOrderPrice: 150_000, currency: 'NOK', lang: 'no' })).toMatchObject({
      key: 'error-min-order-price',
      params: { minPrice: expect.stringMatching(/^1\s?500,00 kr$/) },
    });
    expect(minimumOrderProblem('min-sacks', { minOrderPrice: 0, currency: 'NOK', lang: 'en' })?.params).toEqual({ sacks: MIN_ORDER_SACKS });
    expect(minimumOrderProblem(null, { minOrderPrice: 0, currency: 'NOK', lang: 'en' })).toBeNull();
  });

  it('checks lines, the vendor and the code one by one too (the checkout uses the parts)', () => {
    expect(lineProblem({ id: 3, name: 'C', available: true, inStock: true })).toBeNull();
    expect(vendorProblem(true, '0150')).toBeNull();
    expect(vendorProblem(false, '0150')?.params).toEqual({ postcode: '0150' });
    expect(promoCodeProblem('valid')).toBeNull();
    expect(promoCodeProblem('expired')?.key).toBe('error-promo-expired');
  });

  it('has no problem exactly when every rule holds', () => {
    const line = fc.record({ id: fc.nat(), name: fc.string(), available: fc.boolean(), inStock: fc.boolean() });
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 5 }),
        fc.option(fc.boolean()),
        fc.constantFrom(null, 'min-price' as const, 'min-sacks' as const),
        fc.constantFrom(null, 'valid' as const, 'expired' as const, 'not-found' as const),
        (lines, vendorDelivers, shortfall, codeStatus) => {
          const ok =
            lines.length > 0 &&
            vendorDelivers !== false &&
            lines.every((l) => l.available && l.inStock) &&
            shortfall === null &&
            (codeStatus === null || codeStatus === 'valid');
          expect(cartProblems(facts({ lines, vendorDelivers, shortfall, codeStatus })).length === 0).toBe(ok);
        },
      ),
    );
  });
});
