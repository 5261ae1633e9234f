import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, lineNameIn } from '../index.ts';

const names = { es: 'Abedul 40 L', en: 'Birch 40 L', no: 'Bjørk 40 L' };

describe('lineNameIn: an order line read in the reader’s language', () => {
  it('gives each reader their own language', () => {
    expect(lineNameIn(names, 'es')).toBe('Abedul 40 L');
    expect(lineNameIn(names, 'en')).toBe('Birch 40 L');
    expect(lineNameIn(names, 'no')).toBe('Bjørk 40 L');
  });

  it('falls back to Spanish, then to any language the snapshot has, then to nothing', () => {
    expect(lineNameIn({ es: 'Abedul', en: 'Birch' }, 'no')).toBe('Abedul');
    expect(lineNameIn({ es: '  ', en: 'Birch' }, 'no')).toBe('Birch');
    expect(lineNameIn({ no: 'Bjørk' }, 'en')).toBe('Bjørk');
    expect(lineNameIn({}, 'en')).toBe('');
    expect(lineNameIn(null, 'es')).toBe('');
  });

  it('never gives an empty name while the snapshot has one, and gives the reader’s own when present', () => {
    const name = fc.oneof(fc.constant(''), fc.constant(' '), fc.string({ minLength: 1, maxLength: 12 }));
    fc.assert(
      fc.property(fc.record({ es: name, en: name, no: name }, { requiredKeys: [] }), fc.constantFrom(...LANGUAGES), (snap, lang) => {
        const got = lineNameIn(snap, lang);
        const any = Object.values(snap).some((n) => n?.trim());
        expect(got !== '').toBe(any);
        if (snap[lang]?.trim()) expect(got).toBe(snap[lang]!.trim());
      }),
    );
  });
});
