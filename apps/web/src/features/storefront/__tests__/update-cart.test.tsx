// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onCartRefreshRequested } from '../../../lib/cart-actions.ts';
import { storage } from '../../../lib/storage.ts';
import { useProductsByPostcode } from '../api/get-products-by-postcode.ts';

/** Spec section 4: the cart is fetched again when the product lookup for the postcode says updateCart. */
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  storage.remove('postcode');
});

function answer(updateCart: boolean) {
  return {
    success: true,
    data: {
      postcode: { code: '5003', city: 'Bergen', category: 'G' },
      by_vendor: [],
      grouped: [],
      accessories: [],
      from: false,
      product_extra_cost: 0,
      updateCart,
    },
  };
}

function Probe() {
  useProductsByPostcode();
  return null;
}

describe('useProductsByPostcode', () => {
  it('asks the cart feature to fetch the cart again when the answer says updateCart, and only then', async () => {
    const answers = [answer(true), answer(false)];
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: URL) => {
        urls.push(String(url));
        return new Response(JSON.stringify(answers.shift()), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    const refresh = vi.fn();
    const off = onCartRefreshRequested(refresh);
    storage.set('postcode', '5003');
    const qc = new QueryClient();
    await act(async () => {
      render(
        <QueryClientProvider client={qc}>
          <Probe />
        </QueryClientProvider>,
      );
    });
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    expect(urls[0]).toContain('/api/products/get-products-by-postcode?postcode=5003&session_id=');

    // A later answer without updateCart asks for nothing more.
    await act(async () => {
      await qc.refetchQueries({ queryKey: ['storefront', 'products'] });
    });
    await waitFor(() => expect(urls).toHaveLength(2));
    expect(refresh).toHaveBeenCalledTimes(1);
    off();
  });
});
