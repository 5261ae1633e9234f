import { defaultPlatformSettings, publicSettingsOf } from '../../console/settings.ts';
import { describe, expect, it } from 'vitest';
import { CONTENT_VALUES, valuesOf } from '../content-values.ts';

describe('the content pages quote the operator’s settings', () => {
  it('are spec section 9’s values with the default settings', () => {
    const v = valuesOf(publicSettingsOf(defaultPlatformSettings()));
    expect(v).toEqual(CONTENT_VALUES);
    expect([v.fromDays, v.standardDays, v.fastDays, v.customDays]).toEqual([7, 12, 6, 30]);
  });

  it('follow a change on /dashboard/settings: days, the fast supplement, the shares', () => {
    const v = valuesOf(
      publicSettingsOf({
        ...defaultPlatformSettings(),
        fast_delivery_days: 4,
        standard_delivery_days: 10,
        custom_delivery_max_days: 45,
        fast_delivery_extra_pct: 15,
        neighbour_discount_pct: 40,
        group_share_pct: 7,
      }),
    );
    expect(v).toMatchObject({ fastDays: 4, fromDays: 5, standardDays: 10, customDays: 45, fastExtra: 15, neighbourDiscount: 40, groupShare: 7 });
    // What the settings do not hold stays as the spec says.
    expect(v.withdrawalDays).toBe(CONTENT_VALUES.withdrawalDays);
  });
});
