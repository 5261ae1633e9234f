// @vitest-environment jsdom
import { useForm } from '@mantine/form';
import { cleanup, screen } from '@testing-library/react';
import { addDays, type PublicSettingsView } from '@vedmarked/domain';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderAt, stubBrowser } from '../../../components/__tests__/render.tsx';
import { type DeliveryDraft, emptyDraft } from '../checkout-draft.ts';
import { WhenSection } from '../components/delivery/WhenSection.tsx';
import type { DeliveryForm } from '../components/delivery/use-delivery-form.ts';

/** The delivery step says the operator's delivery periods (platform settings, decision 0043), not spec section 9's defaults. */
beforeAll(stubBrowser);
afterEach(cleanup);

const PERIODS: PublicSettingsView['delivery_periods'] = { fast_days: 4, fast_extra_pct: 15, standard_days: 9, custom_min_days: 4, custom_max_days: 20 };
const TODAY = '2026-11-20';

function When({ period }: { period: DeliveryDraft['delivery_period'] }) {
  const form = useForm<DeliveryDraft>({ mode: 'controlled', initialValues: { ...emptyDraft(), delivery_period: period } });
  return (
    <WhenSection
      form={form as unknown as DeliveryForm}
      today={TODAY}
      codeActive={false}
      period={{ from: addDays(TODAY, 1), to: addDays(TODAY, PERIODS.standard_days) }}
      maxExcluded={2}
      periods={PERIODS}
    />
  );
}

async function show(period: DeliveryDraft['delivery_period']) {
  const { default: i18n, i18nReady } = await import('../../../i18n/index.ts');
  await i18nReady;
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['checkout', 'commerce', 'errors']);
  await renderAt(<When period={period} />);
}

describe('the delivery step’s periods', () => {
  it('fast delivery: the operator’s days and surcharge', async () => {
    await show('fast');
    expect(screen.getByText('Within 4 days, 15% more for delivery; you may exclude 1 day')).toBeTruthy();
  });

  it('standard and custom: the operator’s days', async () => {
    await show('standard');
    expect(screen.getByText('Within 9 days (the usual); you may exclude 2 days')).toBeTruthy();
    cleanup();
    await show('custom');
    expect(screen.getByText(/You choose the last day, up to 20 days ahead/)).toBeTruthy();
  });
});
