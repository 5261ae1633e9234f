// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { VendorProduct } from '@vedmarked/domain';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/theme.ts';
import { stubBrowser } from '../../../components/__tests__/render.tsx';
import { PriceCell, StockCell } from '../components/InlineCells.tsx';

/** The product list's cells: a price outside the product's range is refused before anything is sent; a good one is sent in øre. */
beforeAll(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const row: VendorProduct = {
  id: 7,
  product_id: 3,
  name: 'Bjørkeved, 40 L sekk',
  image: '/images/products/firewood-birch-40l.svg',
  format: '40L',
  wood_type: 'birch',
  weight: 16,
  category_id: 1,
  category_type: 'fuel',
  category_name: 'Ved',
  min_price: 8000,
  max_price: 20000,
  currency: 'NOK',
  price: 12000,
  stock: 40,
  ready_to_ship_days: 0,
  active: true,
  on_sale: true,
  images: [],
  updated_at: '2030-01-01T00:00:00.000Z',
};

async function show(cell: React.ReactNode, lang: 'en' | 'no') {
  const { default: i18n, i18nReady } = await import('../../../i18n/index.ts');
  await i18nReady;
  await i18n.changeLanguage(lang);
  await i18n.loadNamespaces(['vendor-products', 'commerce']);
  await act(async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MantineProvider theme={theme}>{cell}</MantineProvider>
      </QueryClientProvider>,
    );
  });
}

function stubApi() {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL, init: RequestInit) => {
      calls.push({ url: String(url), body: JSON.parse(String(init.body)) });
      return new Response(JSON.stringify({ success: true, data: { ...row, price: 13950 } }), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

describe('inline price and stock', () => {
  it('refuses a price outside the range next to the field and sends nothing', async () => {
    const calls = stubApi();
    await show(<PriceCell row={row} />, 'no');
    const input = screen.getByRole('textbox', { name: 'Pris for Bjørkeved, 40 L sekk' });
    fireEvent.change(input, { target: { value: '200,01' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByText('Ugyldig pris')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('sends a price in the range in øre, on Enter', async () => {
    const calls = stubApi();
    await show(<PriceCell row={row} />, 'en');
    const input = screen.getByRole('textbox', { name: 'Price of Bjørkeved, 40 L sekk' });
    fireEvent.change(input, { target: { value: '139.50' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.url).toContain('/api/vendor/product/update/7');
    expect(calls[0]!.body).toEqual({ price: 13950 });
  });

  it('refuses a stock that is not a whole number', async () => {
    const calls = stubApi();
    await show(<StockCell row={row} />, 'en');
    const input = screen.getByRole('textbox', { name: 'Stock of Bjørkeved, 40 L sekk' });
    fireEvent.change(input, { target: { value: '-3' } });
    fireEvent.blur(input);
    expect(await screen.findByText('Invalid quantity')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
