import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bankAccountCheckDigit, isValidNorwegianBankAccount } from '../dugnad/bank-account.ts';
import { dugnadCodeFrom } from '../dugnad/codes.ts';
import { createDugnadBody } from '../dugnad/dugnad.views.ts';
import { dugnadOpen, dugnadPeriodProblem } from '../dugnad/period.ts';
import { groupShare, groupSharePct } from '../dugnad/share.ts';
import { allocateOrder } from '../settlements/allocation.ts';
import { imbalance } from '../settlements/ledger.ts';
import { groupSettlementLine, settlementLine } from '../settlements/lines.ts';

describe('Norwegian bank account numbers (modulus 11)', () => {
  it('accepts real numbers, with the spaces and dots people type', () => {
    expect(isValidNorwegianBankAccount('86011117947')).toBe(true);
    expect(isValidNorwegianBankAccount('8601 11 17947')).toBe(true);
    expect(isValidNorwegianBankAccount('8601.11.17947')).toBe(true);
  });
  it('refuses a wrong check digit, a wrong length and letters', () => {
    expect(isValidNorwegianBankAccount('86011117948')).toBe(false);
    expect(isValidNorwegianBankAccount('8601111794')).toBe(false);
    expect(isValidNorwegianBankAccount('860111179470')).toBe(false);
    expect(isValidNorwegianBankAccount('8601111794a')).toBe(false);
  });
  it('accepts exactly one last digit for every stem that has a check digit', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{10}$/), (stem) => {
        const check = bankAccountCheckDigit(stem);
        const valid = [...'0123456789'].filter((d) => isValidNorwegianBankAccount(stem + d));
        expect(valid).toEqual(check === null ? [] : [String(check)]);
      }),
    );
  });
});

describe('dugnad rules', () => {
  it('reads the group share from one function (5%)', () => {
    expect(groupSharePct()).toBe(5);
    expect(groupShare(100000)).toBe(5000);
    expect(groupShare(333)).toBe(17);
  });

  it('makes readable, unambiguous codes', () => {
    const code = dugnadCodeFrom(new Uint8Array([0, 1, 2, 30, 31, 255]));
    expect(code).toMatch(/^DUGNAD-[A-HJKMNP-Z2-9]{6}$/);
    expect(() => dugnadCodeFrom(new Uint8Array(3))).toThrow();
  });

  it('validates the start form with field keys', () => {
    const base = {
      group_name: 'Lyn G12',
      kind: 'sports_club',
      postcode: '0150',
      vendor_id: 1,
      delivery_date_from: '2026-12-01',
      delivery_date_to: '2026-12-14',
      bank_account: '8601 11 17947',
    };
    expect(createDugnadBody.parse(base).bank_account).toBe('86011117947');
    const errs = (v: object) => createDugnadBody.safeParse(v).error?.issues.map((i) => `${i.path.join('.')}:${i.message}`);
    expect(errs({ ...base, bank_account: '86011117948' })).toEqual(['bank_account:error-bank-account-check']);
    expect(errs({ ...base, bank_account: '1234' })).toEqual(['bank_account:error-valid-bank-account']);
    expect(errs({ ...base, delivery_date_to: '2026-11-30' })).toEqual(['delivery_date_to:error-dugnad-period-order']);
    expect(errs({ ...base, kind: 'party' })).toEqual(['kind:validation-field-required']);
  });

  it('takes the group share from the vendor’s part, and the group’s line pays the share without VAT', () => {
    const a = allocateOrder(
      { orderId: 9, vendorId: 2, total: 125000, productsSubtotal: 100000, feePct: 5, allocatedBefore: 0, held: 125000, group: { id: 4, sharePct: 5 } },
      'allocation:9:2026-01-05',
    );
    expect(imbalance(a)).toBe(0);
    expect(a.entries).toEqual([
      { account: 'customer', party: 9, amount: 125000 },
      { account: 'vendor_payable', party: 2, amount: -(125000 - 5000 - 1250 - 5000) },
      { account: 'platform_fees', party: null, amount: -5000 },
      { account: 'vat_payable', party: null, amount: -1250 },
      { account: 'group_payable', party: 4, amount: -5000 },
    ]);
    const facts = {
      orderId: 9,
      buyer: 'Ola N',
      deliveryDate: null,
      paymentDate: null,
      amount: 125000,
      shipping: 25000,
      fee: 5000,
      feeVat: 1250,
      groupShare: 5000,
    };
    expect(settlementLine(facts)).toMatchObject({ payout: 113750, groupShare: 5000 });
    expect(groupSettlementLine(facts)).toMatchObject({ payout: 5000, payoutExclVat: 5000, fee: 0, feeVat: 0, groupShare: 5000 });
  });
});

describe('a dugnad’s delivery period', () => {
  it('starts today at the earliest, within 180 days, and lasts at most 60 days', () => {
    expect(dugnadPeriodProblem('2026-12-01', '2026-12-01', '2026-12-01')).toBeNull();
    expect(dugnadPeriodProblem('2026-12-01', '2026-11-30', '2026-12-05')?.key).toBe('error-dugnad-start-past');
    expect(dugnadPeriodProblem('2026-12-01', '2027-06-30', '2027-07-05')?.key).toBe('error-dugnad-start-too-late');
    expect(dugnadPeriodProblem('2026-12-01', '2026-12-05', '2026-12-04')?.key).toBe('error-dugnad-period-order');
    expect(dugnadPeriodProblem('2026-12-01', '2026-12-01', '2027-01-29')).toBeNull();
    expect(dugnadPeriodProblem('2026-12-01', '2026-12-01', '2027-01-30')?.key).toBe('error-dugnad-period-too-long');
    expect(dugnadOpen('active', '2026-12-01', '2026-12-01')).toBe(true);
    expect(dugnadOpen('active', '2026-11-30', '2026-12-01')).toBe(false);
    expect(dugnadOpen('declined', '2026-12-31', '2026-12-01')).toBe(false);
  });
});
