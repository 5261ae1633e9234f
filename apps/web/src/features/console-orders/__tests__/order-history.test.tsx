// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import type { AdminOrderDetail, AdminOrderEvent } from '@vedmarked/domain';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { theme } from '../../../app/theme.ts';
import { stubBrowser } from '../../../components/__tests__/render.tsx';
import { OrderHistory } from '../components/OrderHistory.tsx';

/** The admin's order page tells the order's life in sentences of the admin's language. */
beforeAll(stubBrowser);
afterEach(cleanup);

const facts = { stage: null, amount: null, previous_amount: null, route_id: null, vendor: null, reason: null };
const history: AdminOrderEvent[] = [
  { ...facts, at: '2026-11-20T10:00:00.000Z', kind: 'placed', what: 'placed', amount: 249_900 },
  { ...facts, at: '2026-11-20T10:05:00.000Z', kind: 'payment', what: 'paid', stage: 'initial', amount: 24_990 },
  { ...facts, at: '2026-11-21T09:00:00.000Z', kind: 'admin', what: 'order.fixed-shipping', amount: 149_000, previous_amount: 49_000, reason: 'Ferje' },
];

async function show(lang: 'en' | 'es' | 'no') {
  const { default: i18n, i18nReady } = await import('../../../i18n/index.ts');
  await i18nReady;
  await i18n.changeLanguage(lang);
  await i18n.loadNamespaces(['console']);
  await act(async () => {
    render(
      <MantineProvider theme={theme}>
        <OrderHistory o={{ history, currency: 'NOK' } as Pick<AdminOrderDetail, 'history' | 'currency'>} />
      </MantineProvider>,
    );
  });
}

const text = () => screen.getByTestId('order-history').textContent!.replace(/[\u00a0\u202f]/g, ' ');

describe('OrderHistory', () => {
  it('shows each moment as a Norwegian sentence with Norwegian money, never the raw codes', async () => {
    await show('no');
    expect(text()).toContain('Depositum (10 %): 249,90 kr betalt.');
    expect(text()).toContain('En administrator satte fraktprisen til 1 490,00 kr (før 490,00 kr). Begrunnelse: «Ferje»');
    expect(text()).not.toMatch(/initial:|24990|order\.fixed-shipping/);
  });

  it('follows the language: Spanish', async () => {
    await show('es');
    expect(text()).toMatch(/El cliente hizo el pedido por 2\.?499,00 kr\./);
    expect(text()).toContain('Motivo: «Ferje»');
  });
});
