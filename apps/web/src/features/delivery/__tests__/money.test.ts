import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromMajorInput, toMajorInput } from '../components/money.ts';

describe('money in the delivery forms (typed in kr, stored in øre)', () => {
  it('shows whole kroner without decimals and øre with the language’s separator', () => {
    expect(toMajorInput(45000, 'es')).toBe('450');
    expect(toMajorInput(45050, 'no')).toBe('450,50');
    expect(toMajorInput(45050, 'en')).toBe('450.50');
    expect(toMajorInput(5, 'en')).toBe('0.05');
    expect(toMajorInput(null, 'en')).toBe('');
  });

  it('reads what a person types back into øre', () => {
    expect(fromMajorInput('450')).toBe(45000);
    expect(fromMajorInput(' 1 250,5 ')).toBe(125050);
    expect(fromMajorInput('0.05')).toBe(5);
    expect(fromMajorInput('')).toBeUndefined();
  });

  it('an unreadable amount is not whole øre, so the schema names the field', () => {
    for (const bad of ['6,5,0', '12.345', '-5', 'kr 10']) expect(Number.isInteger(fromMajorInput(bad))).toBe(false);
  });

  it('round-trips every amount in every language (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.constantFrom('es', 'en', 'no'), (minor, lang) => {
        expect(fromMajorInput(toMajorInput(minor, lang))).toBe(minor);
      }),
    );
  });
});
