// @vitest-environment jsdom
import type { ShopProduct } from '@vedmarked/domain';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderAt, stubBrowser } from '../../../components/__tests__/render.tsx';
import { registerAddToCartHandler } from '../../../lib/cart-actions.ts';
import { storage } from '../../../lib/storage.ts';
import { ProductDialog } from '../components/ProductDialog.tsx';

/** The quick-order dialog and its lightbox, rendered for real (Mantine, i18n) in jsdom. */
beforeAll(stubBrowser);
afterEach(() => {
  cleanup();
  localStorage.clear();
  storage.remove('postcode');
});

const gloves: ShopProduct = {
  id: 41,
  product_id: 22,
  vendor_id: 4,
  vendor_name: 'Bergen Brensel',
  name: 'Fire starters, 48 pcs',
  title: 'Eco wood-wool fire starters',
  description: 'Wood wool with wax: no smell and no chemicals.',
  image: '/images/products/fire-starters-48.svg',
  images: ['/images/products/fire-starters-48-2.svg', '/images/products/fire-starters-48-3.svg'],
  price: 4950,
  currency: 'NOK',
  weight: 1,
  format: null,
  wood_type: null,
  product_category_id: 5,
  category_slug: 'accessories',
  category_type: 'accessory',
  shipping_price: 39900,
  in_stock: true,
  min_order_price: 120000,
};

async function renderDialog(lang: 'en' | 'no', product: ShopProduct, from = false) {
  const { default: i18n, i18nReady } = await import('../../../i18n/index.ts');
  await i18nReady;
  await i18n.changeLanguage(lang);
  await i18n.loadNamespaces(['storefront', 'common']);
  const onClose = vi.fn();
  await renderAt(<ProductDialog product={product} from={from} onClose={onClose} />);
  return { onClose };
}

describe('the quick-order dialog', () => {
  it('shows breadcrumb, name, title, description and the price with its currency and "incl. VAT"', async () => {
    storage.set('postcode', '5003');
    await renderDialog('en', gloves);
    const dialog = await screen.findByRole('dialog', { name: 'Fire starters, 48 pcs' });
    const crumbs = within(dialog).getByRole('navigation', { name: 'You are here' });
    expect(within(crumbs).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(within(crumbs).getByText('Accessories')).toBeTruthy();
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Fire starters, 48 pcs' })).toBeTruthy();
    expect(within(dialog).getByText('Eco wood-wool fire starters')).toBeTruthy();
    expect(within(dialog).getByText('Wood wool with wax: no smell and no chemicals.')).toBeTruthy();
    const price = within(dialog).getByTestId('price');
    expect(price.textContent).toContain('49.50 kr');
    expect(price.textContent).toContain('incl. VAT');
    expect(price.textContent).not.toContain('from');
    expect(within(dialog).getByText(/From Bergen Brensel · delivery to 5003: 399.00 kr/)).toBeTruthy();
  });

  it('labels "from" prices before a postcode is set', async () => {
    await renderDialog('no', { ...gloves, name: 'Tennbriketter, 48 stk' }, true);
    const dialog = await screen.findByRole('dialog', { name: 'Tennbriketter, 48 stk' });
    const price = within(dialog).getByTestId('price');
    expect(price.textContent).toMatch(/^fra49,50\s?kr/);
    expect(price.textContent).toContain('inkl. mva.');
  });

  it('orders through requestAddToCart, and asks for a postcode first when none is stored', async () => {
    const handler = vi.fn(async () => ({ added: true as const }));
    const off = registerAddToCartHandler(handler);
    await renderDialog('en', gloves);
    const dialog = await screen.findByRole('dialog', { name: 'Fire starters, 48 pcs' });
    const button = within(dialog).getByRole('button', { name: 'Order now: 1 for 49.50 kr' });
    await act(async () => fireEvent.click(button));
    expect(handler).not.toHaveBeenCalled();

    storage.set('postcode', '5003');
    await act(async () => fireEvent.click(button));
    expect(handler).toHaveBeenCalledWith(expect.objectContaining({ vendorProductId: 41, vendorId: 4, categoryType: 'accessory', source: 'quick-order' }));
    off();
  });
});

describe('the lightbox', () => {
  it('opens on the picture, browses with the arrow keys (wrapping) and closes with Escape, leaving the dialog open', async () => {
    await renderDialog('en', gloves);
    const dialog = await screen.findByRole('dialog', { name: 'Fire starters, 48 pcs' });
    // The thumbnails choose the big picture.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show picture 2 of 3' }));
    expect(within(dialog).getByRole('button', { name: 'Show picture 2 of 3' }).getAttribute('aria-pressed')).toBe('true');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Show picture 2 of 3 full size' })));

    const viewer = await screen.findByRole('dialog', { name: 'Pictures of Fire starters, 48 pcs' });
    const key = (k: string) => act(async () => fireEvent.keyDown(document.activeElement ?? document.body, { key: k }));
    expect(within(viewer).getByTestId('lightbox-counter').textContent).toBe('Picture 2 of 3');
    expect(within(viewer).getByRole('img').getAttribute('alt')).toBe('Fire starters, 48 pcs, picture 2 of 3');
    await key('ArrowRight');
    expect(within(viewer).getByTestId('lightbox-counter').textContent).toBe('Picture 3 of 3');
    await key('ArrowRight');
    expect(within(viewer).getByTestId('lightbox-counter').textContent).toBe('Picture 1 of 3');
    await key('ArrowLeft');
    expect(within(viewer).getByTestId('lightbox-counter').textContent).toBe('Picture 3 of 3');
    expect(within(viewer).getByRole('img').getAttribute('src')).toBe('/images/products/fire-starters-48-3.svg');

    await key('Escape');
    await waitFor(() => expect(screen.queryByTestId('lightbox-counter')).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Fire starters, 48 pcs' })).toBeTruthy();
  });
});
