import { expect, type Page, test } from '@playwright/test';
import { DEMO_VENDOR_EMAILS, POSTCODE } from './commerce-support.ts';
import { allowTime, expectAccessible, type Lang, loginAs, screenshots, useLanguage } from './support.ts';

/**
 * Vendor products (issue 11, decision 0032): Oslo Vedlager changes a firewood sack's price in its
 * product list and offers a catalogue product it did not sell yet, with a photo; a visitor at 0150,
 * which it covers, sees the new price in the shop at once.
 */

interface Offer {
  id: number;
  name: string;
  price: number;
  min_price: number;
  max_price: number;
  format: string | null;
  category_id: number;
}
interface Preset {
  product_id: number;
  name: string;
  min_price: number;
  vendor_product_id: number | null;
}

// A 1×1 PNG: the server re-encodes whatever it gets, so a tiny real image is enough.
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

async function vendorCall<T>(page: Page, token: string, path: string): Promise<T> {
  const res = await page.request.get(`/api${path}`, { headers: { authorization: `Bearer ${token}`, 'x-language': 'es' } });
  return (await res.json()).data as T;
}

async function vendorPage(page: Page, lang: Lang) {
  await useLanguage(page, lang);
  const { access_token } = await loginAs(page, DEMO_VENDOR_EMAILS['Oslo Vedlager']!);
  return access_token;
}

test('a vendor changes a price in its list and adds a product from the catalogue with a photo; a visitor sees the new price', async ({ page, browser }) => {
  allowTime(150_000);
  const token = await vendorPage(page, 'es');
  const offers = await vendorCall<Offer[]>(page, token, '/vendor/product/list');
  const sack = offers.find((o) => o.category_id === 1 && o.format === '40L');
  expect(sack, 'Oslo Vedlager sells a 40 L sack').toBeTruthy();
  const newPrice = sack!.price + 1100 <= sack!.max_price ? sack!.price + 1100 : sack!.price - 1100;

  // The list: the sack's price changed in place (Enter saves it).
  await page.goto('/dashboard/products');
  await expect(page.getByRole('heading', { name: 'Mis productos', level: 1 })).toBeVisible();
  const priceInput = page.getByTestId(`inline-price-${sack!.id}`);
  await priceInput.fill(String(newPrice / 100));
  await priceInput.press('Enter');
  await expect(page.getByText(`${sack!.name} guardado`)).toBeVisible();
  await expectAccessible(page, 'vendor products es');
  await screenshots(page, 'vendor-products-es');

  // A price outside the product's range is refused next to the field.
  await priceInput.fill(String(sack!.max_price / 100 + 1));
  await priceInput.press('Enter');
  await expect(page.getByText('Precio no válido')).toBeVisible();
  await priceInput.press('Escape');

  // A catalogue product the vendor did not offer, with a photo.
  const preset = (await vendorCall<Preset[]>(page, token, '/vendor/product/preset')).find((p) => p.vendor_product_id === null);
  expect(preset, 'a catalogue product Oslo Vedlager does not offer yet').toBeTruthy();
  await page.getByTestId('add-offer').click();
  await expect(page.getByRole('heading', { name: 'Añadir un producto', level: 1 })).toBeVisible();
  await page.getByTestId('offer-preset').click();
  await page.getByRole('option', { name: preset!.name, exact: true }).click();
  await page.getByTestId('offer-price').fill(String(Math.ceil(preset!.min_price / 100) + 10));
  await page.getByTestId('offer-stock').fill('30');
  await page.getByTestId('offer-dropzone').locator('input[type="file"]').setInputFiles({ name: 'saco.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(page.getByRole('button', { name: 'Quitar saco.png' })).toBeVisible();
  await page.getByTestId('offer-save').click();
  await expect(page).toHaveURL(/\/dashboard\/product\/\d+$/);
  const addedId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { name: preset!.name, level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Borrar la foto 1' })).toBeVisible();
  await expectAccessible(page, 'vendor product form es');
  await screenshots(page, 'vendor-product-form-es');

  // The same pages in Norwegian.
  await useLanguage(page, 'no');
  await page.goto('/dashboard/products');
  await expect(page.getByRole('heading', { name: 'Mine produkter', level: 1 })).toBeVisible();
  await expect(page.getByTestId(`inline-price-${sack!.id}`)).toHaveValue(String(newPrice / 100));
  await expect(page.getByTestId(`inline-price-${addedId}`)).toHaveValue(String(Math.ceil(preset!.min_price / 100) + 10));
  await screenshots(page, 'vendor-products-no');
  await page.getByTestId('add-offer').click();
  await expect(page.getByRole('heading', { name: 'Legg til et produkt', level: 1 })).toBeVisible();
  await screenshots(page, 'vendor-product-new-no');

  // A visitor at 0150 sees the new price on the vendor's card.
  const visitor = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await useLanguage(visitor, 'en');
  await visitor.addInitScript((code) => {
    localStorage.setItem('vm.postcode', JSON.stringify(code));
    localStorage.setItem('vm.addressCity', JSON.stringify('Oslo'));
  }, POSTCODE);
  await visitor.goto('/lena');
  await visitor.getByText('By supplier').click();
  const card = visitor.locator(`[data-testid="product-card"][data-product-id="${sack!.id}"]`);
  await expect(card.getByTestId('price')).toContainText(`${(newPrice / 100).toFixed(2)} kr`);
});
