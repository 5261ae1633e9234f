import { describe, expect, it } from 'vitest';
import { checkDeliveryChoice, DEFAULT_DELIVERY_DAYS, deliveryWindow } from '../checkout/delivery.ts';
import { defaultPlatformSettings, deliveryDaysOf, deliveryDaysOfPublic, deliveryDaysSettingProblem, publicSettingsOf, ratesOf } from '../console/settings.ts';

/** The delivery periods' days as platform settings (decision 0043). */
describe('delivery days from the settings', () => {
  const today = '2026-11-20';
  const days = { fast: 4, standard: 9, customMax: 21 };

  it('date the windows and bound the custom period with the operator’s days', () => {
    expect(deliveryWindow('fast', today, undefined, days)).toEqual({ from: '2026-11-21', to: '2026-11-24' });
    expect(deliveryWindow('standard', today, undefined, days)).toEqual({ from: '2026-11-21', to: '2026-11-29' });
    expect(checkDeliveryChoice('custom', today, deliveryWindow('custom', today, '2026-11-24', days), [], days)).toBe(null);
    expect(checkDeliveryChoice('custom', today, deliveryWindow('custom', today, '2026-11-23', days), [], days)).toBe('custom-too-soon');
    expect(checkDeliveryChoice('custom', today, deliveryWindow('custom', today, '2026-12-11', days), [], days)).toBe(null);
    expect(checkDeliveryChoice('custom', today, deliveryWindow('custom', today, '2026-12-12', days), [], days)).toBe('custom-too-late');
  });

  it('default to spec section 9’s 6, 12 and 30 days', () => {
    expect(DEFAULT_DELIVERY_DAYS).toEqual({ fast: 6, standard: 12, customMax: 30 });
    const s = defaultPlatformSettings(12);
    expect(deliveryDaysOf(s)).toEqual(DEFAULT_DELIVERY_DAYS);
    expect(ratesOf(s).deliveryDays).toEqual(DEFAULT_DELIVERY_DAYS);
    expect(deliveryDaysOfPublic(publicSettingsOf(s))).toEqual(DEFAULT_DELIVERY_DAYS);
  });

  it('must stay in order: fast shorter than standard, the custom maximum at least standard', () => {
    const ok = { fast_delivery_days: 4, standard_delivery_days: 9, custom_delivery_max_days: 9 };
    expect(deliveryDaysSettingProblem(ok)).toBe(null);
    expect(deliveryDaysSettingProblem({ ...ok, fast_delivery_days: 9 })).toBe('standard_delivery_days');
    expect(deliveryDaysSettingProblem({ ...ok, custom_delivery_max_days: 8 })).toBe('custom_delivery_max_days');
  });

  it('the public read shows a shopper the discount, the share and the periods, never the fees', () => {
    const p = publicSettingsOf({ ...defaultPlatformSettings(12), fast_delivery_days: 4, neighbour_discount_pct: 40, group_share_pct: 7 });
    expect(p).toEqual({
      neighbour_discount_pct: 40,
      group_share_pct: 7,
      delivery_periods: { fast_days: 4, fast_extra_pct: 10, standard_days: 12, custom_min_days: 4, custom_max_days: 30 },
    });
  });
});
