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

/** A valid Norwegian organisation number (modulus 11) that no other journey uses. */
function freshOrgNumber(): string {
  const weights = [3, 2, 7, 6, 5, 4, 3, 2];
  for (;;) {
    const stem = Array.from({ length: 8 }, (_, i) => (i === 0 ? 8 + Math.floor(Math.random() * 2) : Math.floor(Math.random() * 10)));
    const rest = 11 - (stem.reduce((s, d, i) => s + d * weights[i]!, 0) % 11);
    if (rest === 10) continue;
    return [...stem, rest === 11 ? 0 : rest].join('');
  }
}

test('issue 11 journey 1: a new vendor completes the company tour, adds a hub at 7010 Trondheim and two products from presets with photos; a visitor at 7010 sees them at those prices', async ({
  page,
  browser,
  request,
}) => {
  allowTime(180_000);
  // Registered and confirmed through the API, as the registration page does (accounts.spec.ts walks that page).
  const email = `ny.leverandor.${Date.now()}${Math.floor(Math.random() * 1e4)}@example.no`;
  const company = `Nidaros Ved ${Math.floor(Math.random() * 1e6)} AS`;
  const signUp = await request.post('/api/vendor/sign-up', {
    data: {
      email,
      password: 'bjørk-2026',
      password_confirmation: 'bjørk-2026',
      first_name: 'Nils',
      last_name: 'Nidaros',
      phone: `9${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
      company_name: company,
      organization_number: freshOrgNumber(),
    },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const [mail] = (await (await request.get(`/dev/outbox.json?to=${encodeURIComponent(email)}`)).json()).data;
  const code = /(\d{6})/.exec(mail.text)![1];
  expect((await request.post('/api/auth/mail-confirm', { data: { email, user_verify_code: code } })).ok()).toBe(true);

  await useLanguage(page, 'en');
  const { access_token: token } = await loginAs(page, email, 'bjørk-2026');

  // The company tour, step by step to the end; then the company's bank details.
  await page.goto('/dashboard/company?tour=1');
  const tour = page.getByTestId('company-tour');
  await expect(tour).toBeVisible({ timeout: 30_000 });
  for (const step of ['Welcome to Vedmarked!', 'Organisation number', 'Bank account']) {
    await expect(tour.getByRole('heading', { name: step })).toBeFocused();
    await tour.getByRole('button', { name: 'Next' }).click();
  }
  await expect(tour.getByRole('heading', { name: 'Save, then start selling' })).toBeFocused();
  await tour.getByRole('button', { name: 'Finish' }).click();
  await expect(tour).toBeHidden();
  await page.getByLabel('Bank account').fill('1503 12 34567');
  await page.getByLabel('Bank', { exact: true }).fill('SpareBank 1 SMN');
  await page.getByRole('button', { name: 'Save' }).first().click();
  await expect(page.getByText('Company details saved.')).toBeVisible();

  // A hub in Trondheim with one delivery area.
  await page.goto('/dashboard/delivery');
  await expect(page.getByRole('heading', { level: 1, name: 'Delivery and vehicles' })).toBeVisible();
  await page.getByRole('button', { name: 'Add hub' }).click();
  const dialog = page.getByRole('dialog', { name: 'New hub' });
  await dialog.getByLabel('Name').fill('Trondheim sentrum');
  await dialog.getByLabel('Street address').fill('Kongens gate 1');
  await dialog.getByLabel('Postcode').fill('7010');
  await expect(dialog.getByText(/City: Trondheim/i)).toBeVisible();
  await dialog.getByLabel('Delivery radius').fill('20');
  await dialog.getByRole('button', { name: 'Add area' }).click();
  await dialog.getByLabel('Area 1: up to').fill('10');
  await dialog.getByLabel('Area 1: shipping').fill('450');
  await dialog.getByLabel('Standard delivery cost').fill('850');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Hub Trondheim sentrum saved.')).toBeVisible();

  // Two firewood products from the catalogue's presets, each with a photo, at the lowest price allowed.
  const presetsRes = await page.request.get('/api/vendor/product/preset', { headers: { authorization: `Bearer ${token}`, 'x-language': 'en' } });
  const presets = ((await presetsRes.json()).data as (Preset & { category_id: number })[]).filter((p) => p.category_id === 1);
  expect(presets.length).toBeGreaterThanOrEqual(2);
  const chosen = presets.slice(0, 2);
  await page.goto('/dashboard/products');
  for (const [i, preset] of chosen.entries()) {
    await page.getByTestId('add-offer').click();
    await expect(page.getByRole('heading', { name: 'Add a product', level: 1 })).toBeVisible();
    await page.getByTestId('offer-preset').click();
    await page.getByRole('option', { name: preset.name, exact: true }).click();
    await page.getByTestId('offer-price').fill(String(preset.min_price / 100));
    await page.getByTestId('offer-stock').fill('40');
    await page
      .getByTestId('offer-dropzone')
      .locator('input[type="file"]')
      .setInputFiles({ name: `ved-${i}.png`, mimeType: 'image/png', buffer: PHOTO });
    await expect(page.getByRole('button', { name: `Remove ved-${i}.png` })).toBeVisible();
    await page.getByTestId('offer-save').click();
    await expect(page).toHaveURL(/\/dashboard\/product\/\d+$/);
    await expect(page.getByRole('button', { name: 'Delete photo 1' })).toBeVisible();
    await page.goto('/dashboard/products');
  }

  // A visitor at 7010 finds the new supplier on the firewood page, with both products at those prices.
  const visitor = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await useLanguage(visitor, 'en');
  await visitor.addInitScript(() => {
    localStorage.setItem('vm.postcode', JSON.stringify('7010'));
    localStorage.setItem('vm.addressCity', JSON.stringify('Trondheim'));
  });
  await visitor.goto('/lena');
  await visitor.getByText('By supplier').click();
  const section = visitor.getByTestId('vendor-section').filter({ has: visitor.getByRole('heading', { name: company }) });
  await expect(section).toBeVisible();
  const kr = (minor: number) => `${new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2 }).format(minor / 100)} kr`;
  for (const preset of chosen) {
    const card = section.getByTestId('product-card').filter({ has: visitor.getByTestId('product-name').getByText(preset.name, { exact: true }) });
    await expect(card.getByTestId('price')).toContainText(kr(preset.min_price));
  }
});
