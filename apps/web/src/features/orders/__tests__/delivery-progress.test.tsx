// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import type { OrderDetail } from '@vedmarked/domain';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { theme } from '../../../app/theme.ts';
import { stubBrowser } from '../../../components/__tests__/render.tsx';
import { DeliveryProgress } from '../components/DeliveryProgress.tsx';

/** The customer's order page says where the order is and what to expect, in the customer's words. */
beforeAll(stubBrowser);
afterEach(cleanup);

const delivery = (over: Partial<OrderDetail['delivery']>): OrderDetail['delivery'] => ({
  street: 'Dronningens gate 15',
  city: 'Oslo',
  postcode: '0150',
  period: 'standard',
  date_from: '2030-01-10',
  date_to: '2030-01-20',
  excluded_dates: [],
  time_window: 'morning',
  window_from: '08:00',
  window_to: '12:00',
  arrival_date: '2030-01-15',
  arrival_time: '09:40',
  delivered_at: null,
  ...over,
});
const order = (status_name: OrderDetail['status_name'], over: Partial<OrderDetail['delivery']> = {}, images: OrderDetail['images'] = []) =>
  ({ status_name, created_at: '2030-01-02T10:00:00.000Z', delivery: delivery(over), images }) as OrderDetail;

async function show(o: OrderDetail, lang: 'en' | 'es' | 'no' = 'en') {
  const { default: i18n, i18nReady } = await import('../../../i18n/index.ts');
  await i18nReady;
  await i18n.changeLanguage(lang);
  await i18n.loadNamespaces(['orders']);
  await act(async () => {
    render(
      <MantineProvider theme={theme}>
        <DeliveryProgress order={o} />
      </MantineProvider>,
    );
  });
}

describe('DeliveryProgress', () => {
  it('says when a scheduled order arrives, within the customer’s time of day, and marks the step as the current one', async () => {
    await show(order('scheduled'));
    const step = screen.getByTestId('delivery-step-scheduled');
    expect(step.getAttribute('aria-current')).toBe('step');
    expect(within(step).getByTestId('delivery-step-text').textContent).toBe('Planned for 15.01.2030 at about 09:40 (your time of day 08:00–12:00).');
    expect(screen.getByTestId('delivery-step-delivered').getAttribute('aria-current')).toBeNull();
  });

  it('says an order on its way is expected at about its time, in Spanish and Norwegian', async () => {
    await show(order('inProgress'), 'es');
    expect(screen.getByTestId('delivery-step-text').textContent).toBe(
      'El conductor ha salido: llegará hacia las 09:40 del 15.01.2030 (tu franja 08:00–12:00).',
    );
    cleanup();
    await show(order('inProgress'), 'no');
    expect(screen.getByTestId('delivery-step-text').textContent).toBe('Sjåføren har kjørt: ventet ca. kl. 09:40 15.01.2030 (ditt tidsvindu 08:00–12:00).');
  });

  it('shows when a delivered order was delivered, with the driver’s photos only', async () => {
    await show(
      order('delivered', { delivered_at: '2030-01-15T08:52:00.000Z' }, [
        { id: 'p', url: '/api/order/image/p?exp=1&sig=a', kind: 'placement' },
        { id: 'd', url: '/api/order/image/d?exp=1&sig=b', kind: 'delivery' },
      ]),
    );
    expect(screen.getByTestId('delivery-step-text').textContent).toBe('Delivered on 15.01.2030, 09:52.');
    const photos = within(screen.getByTestId('delivery-step-delivered')).getAllByRole('img');
    expect(photos.map((p) => [p.getAttribute('alt'), p.getAttribute('src')])).toEqual([['Delivery photo 1', '/api/order/image/d?exp=1&sig=b']]);
  });

  it('shows nothing for a cancelled order', async () => {
    await show(order('canceled'));
    expect(screen.queryByTestId('delivery-progress')).toBeNull();
  });
});
