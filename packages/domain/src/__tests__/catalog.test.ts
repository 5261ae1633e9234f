import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultAddQuantity, inFirewoodCarousel, packagingLabel } from '../catalog/catalog.ts';
import { isDeliverableCategory, sanitisePostcodeInput } from '../postcode/postcode.ts';
import { pickLanguage, translate } from '../i18n/translate.ts';

describe('catalogue rules (spec section 9)', () => {
  it('labels under 50 kg a sack, otherwise a pack', () => {
    expect(packagingLabel(49.9)).toBe('sack');
    expect(packagingLabel(50)).toBe('pack');
  });
  it('adds 1 of a 50 kg+ product or an accessory, otherwise 10', () => {
    expect(defaultAddQuantity(440, 'fuel')).toBe(1);
    expect(defaultAddQuantity(16, 'fuel')).toBe(10);
    expect(defaultAddQuantity(1, 'accessory')).toBe(1);
  });
  it('keeps weight-440 products and other categories out of the firewood carousel', () => {
    expect(inFirewoodCarousel({ categoryId: 1, weightKg: 16 })).toBe(true);
    expect(inFirewoodCarousel({ categoryId: 1, weightKg: 440 })).toBe(false);
    expect(inFirewoodCarousel({ categoryId: 2, weightKg: 15 })).toBe(false);
  });
});

describe('postcodes', () => {
  it('lets only up to 4 digits through', () => {
    fc.assert(fc.property(fc.string(), (s) => /^\d{0,4}$/.test(sanitisePostcodeInput(s))));
    expect(sanitisePostcodeInput('a0-1 5x09')).toBe('0150');
  });
  it('delivers to street (G) and mixed (B) codes only', () => {
    expect(['G', 'B', 'P', 'S'].map((c) => isDeliverableCategory(c as 'G'))).toEqual([true, true, false, false]);
  });
});

describe('server-side translation', () => {
  it('picks the language from the choice, then Accept-Language, then Spanish', () => {
    expect(pickLanguage('en', 'nb')).toBe('en');
    expect(pickLanguage(undefined, 'nb-NO,nb;q=0.9,en;q=0.8')).toBe('no');
    expect(pickLanguage(undefined, 'de-DE,en;q=0.5')).toBe('en');
    expect(pickLanguage(undefined, 'fr')).toBe('es');
    expect(pickLanguage('xx', null)).toBe('es');
  });
  it('interpolates and falls back to English, then to the key', () => {
    expect(translate('en', 'error-valid-min-length', { min: 6 })).toBe('Must be at least 6 characters');
    expect(translate('no', 'no-such-key')).toBe('no-such-key');
  });
});

describe('the browser language of a first visit', () => {
  it('follows the first of ours in the browser list (nb, nn, no: Norwegian), else Spanish', async () => {
    const { browserLanguage } = await import('../i18n/translate.ts');
    expect(browserLanguage(['nb-NO', 'en-US'])).toBe('no');
    expect(browserLanguage(['nn'])).toBe('no');
    expect(browserLanguage(['no', 'es'])).toBe('no');
    expect(browserLanguage(['de-DE', 'en-GB'])).toBe('en');
    expect(browserLanguage(['fr-FR'])).toBe('es');
    expect(browserLanguage([])).toBe('es');
    expect(browserLanguage(undefined)).toBe('es');
  });
});

describe('wording (docs/glossary.md)', () => {
  it('the payment description has no brackets inside brackets, in any language and stage', async () => {
    const { translate } = await import('../i18n/translate.ts');
    for (const lang of ['es', 'en', 'no'] as const)
      for (const stage of ['initial', 'confirmation', 'final']) {
        const text = translate(lang, 'payment-description', { id: 12, stage: translate(lang, `payment-stage-${stage}`) });
        expect(text).not.toMatch(/\([^)]*\(/);
      }
  });
});
