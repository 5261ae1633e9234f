import { describe, expect, it } from 'vitest';
import { interpolate } from '../interpolate.ts';

describe('interpolate fills {{placeholders}}', () => {
  it('fills each placeholder, spaces inside the braces allowed, and writes numbers as text', () => {
    expect(interpolate('{{days}} days, {{ days }} again, to {{email}}', { days: 14, email: 'a@b.no' })).toBe('14 days, 14 again, to a@b.no');
  });

  it("drops a placeholder with no value (the short texts' params)", () => {
    expect(interpolate('From {{price}} {{unit}}', { price: '10 kr', unit: undefined })).toBe('From 10 kr ');
  });

  it('with keepUnknown, leaves a placeholder that is not among the values as written (the long texts)', () => {
    expect(interpolate('{{withdrawalDays}} days; {{other}}', { withdrawalDays: 14 }, { keepUnknown: true })).toBe('14 days; {{other}}');
  });
});
