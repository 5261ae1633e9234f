import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, expectAccessibleIn, type Lang, loginAs, screenshots, useLanguage } from './support.ts';

/**
 * A demo vendor's delivery page (/dashboard/delivery). Trøndelag Ved delivers around its Heimdal
 * hub (Trondheim); no other journey uses it, so changing its hubs and vehicles disturbs nobody.
 * Ålesund (6002) is far outside its radius.
 */
const VENDOR = 'trondelag@demo.vedmarked.no';
const TOWN = { code: '6002', city: 'Ålesund' };
const SESSION_ID = 'e2edelivery0000000000000000000000'.slice(0, 32);

// Long journeys with several accessibility checks and screenshots: room for a busy machine.
test.describe.configure({ timeout: 180_000 });

/** What the shop says about the vendor at the town: GET /api/cart/get-vendor-info, as the cart asks it. */
async function vendorInfoAtTown(page: Page, vendorId: number) {
  const res = await page.request.get(`/api/cart/get-vendor-info?session_id=${SESSION_ID}&postcode=${TOWN.code}&vendor_id=${vendorId}`);
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).data as { delivers: boolean; shipping_price: number | null };
}

test('a vendor adds a hub in a town it did not cover, the shop delivers there at the area’s price, not after it is switched off; and adds a vehicle (en)', async ({
  page,
}) => {
  await useLanguage(page, 'en');
  const login = await loginAs(page, VENDOR);
  const settings = await page.request.get('/api/vendor/delivery/list', { headers: { authorization: `Bearer ${login.access_token}` } });
  const vendorId = (await settings.json()).data.vendor_id as number;
  expect(await vendorInfoAtTown(page, vendorId)).toMatchObject({ delivers: false, shipping_price: null });

  await page.goto('/dashboard/delivery');
  await expect(page.getByRole('heading', { level: 1, name: 'Delivery and vehicles' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Heimdal' })).toBeVisible();
  await expect(page.getByTestId('vendor-covered')).toContainText(/You deliver to \d+ postcodes now/);
  await expectAccessible(page, 'delivery page en');

  // A new hub: wrong values first, each message next to its field.
  await page.getByRole('button', { name: 'Add hub' }).click();
  const dialog = page.getByRole('dialog', { name: 'New hub' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('This field is required').first()).toBeVisible();

  await dialog.getByLabel('Name').fill('Ålesund');
  await dialog.getByLabel('Street address').fill('Moloveien 10');
  await dialog.getByLabel('Postcode').fill(TOWN.code);
  await expect(dialog.getByText(`City: ${TOWN.city}`)).toBeVisible();
  await dialog.getByLabel('Delivery radius').fill('600');
  await dialog.getByRole('button', { name: 'Add area' }).click();
  await dialog.getByRole('button', { name: 'Add area' }).click();
  await dialog.getByLabel('Area 1: up to').fill('10');
  await dialog.getByLabel('Area 1: shipping').fill('450');
  await dialog.getByLabel('Area 2: up to').fill('10');
  await dialog.getByLabel('Area 2: shipping').fill('6,5,0');
  await dialog.getByLabel('Standard delivery cost').fill('850');
  await dialog.getByLabel('Monday: closes').fill('06:00');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('The delivery radius can be at most 500 km')).toBeVisible();
  await expect(dialog.getByText('Two delivery areas cannot have the same radius')).toBeVisible();
  await expect(dialog.getByText('Enter an amount of 0 or more, with at most 2 decimals')).toBeVisible();
  await expect(dialog.getByText('The closing time must be after the opening time')).toBeVisible();
  await expectAccessible(page, 'hub form with errors en');

  await dialog.getByLabel('Delivery radius').fill('30');
  await dialog.getByLabel('Area 2: up to').fill('40');
  await dialog.getByLabel('Area 2: shipping').fill('650');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText("The area must lie inside the hub's delivery radius")).toBeVisible();
  await dialog.getByLabel('Area 2: up to').fill('20');
  await dialog.getByLabel('Monday: closes').fill('18:00');
  await dialog.getByLabel('Saturday', { exact: true }).check();
  await expect(dialog.getByTestId('hub-preview')).toContainText('0–10 km: 450.00 kr');
  await expect(dialog.getByTestId('hub-preview')).toContainText('20–30 km: 850.00 kr');
  await screenshots(page, 'delivery-hub-form-en');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Hub Ålesund saved.')).toBeVisible();
  await expect(dialog).toBeHidden();

  const card = page.getByRole('article', { name: 'Ålesund' });
  await expect(card).toContainText(`Moloveien 10, ${TOWN.code} ${TOWN.city}`);
  await expect(card).toContainText('Active');
  await expect(card.getByTestId('hub-covered')).toContainText(/\d+ postcodes/);
  // The shop knows at once: the vendor delivers to the town, at the inner area's price (450 kr in øre).
  expect(await vendorInfoAtTown(page, vendorId)).toMatchObject({ delivers: true, shipping_price: 45000 });

  // Switched off by keyboard, after a confirmation: the town is no longer served.
  await card.getByRole('switch', { name: 'Active: Ålesund' }).focus();
  await page.keyboard.press('Space');
  const confirm = page.getByRole('dialog', { name: 'Deactivate hub Ålesund?' });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Deactivate' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Hub Ålesund is inactive.')).toBeVisible();
  await expect(card.getByRole('switch', { name: 'Active: Ålesund' })).not.toBeChecked();
  await expect(card.getByTestId('hub-covered')).toHaveText('0 postcodes');
  expect(await vendorInfoAtTown(page, vendorId)).toMatchObject({ delivers: false, shipping_price: null });

  // A vehicle.
  await page.getByRole('button', { name: 'Add vehicle' }).click();
  const vehicle = page.getByRole('dialog', { name: 'New vehicle' });
  await vehicle.getByLabel('Registration number').fill('trønder');
  await vehicle.getByLabel('Capacity').fill('2500');
  await vehicle.getByLabel('Width').fill('200');
  await vehicle.getByLabel('Height').fill('180');
  await vehicle.getByRole('button', { name: 'Save' }).click();
  await expect(vehicle.getByText('Enter the registration number with letters and digits, for example EL 12345')).toBeVisible();
  await expect(vehicle.getByText('This field is required')).toBeVisible();
  await vehicle.getByLabel('Registration number').fill('tr 55555');
  await vehicle.getByLabel('Depth').fill('400');
  await vehicle.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Vehicle TR 55555 saved.')).toBeVisible();
  const row = page.getByTestId('vehicle-row').filter({ hasText: 'TR 55555' });
  await expect(row).toContainText('2,500');
  await expect(row).toContainText('200 × 180 × 400');
  await expect(row.getByRole('switch', { name: 'Active: TR 55555' })).toBeChecked();
  await expectAccessible(page, 'delivery page after changes en');
});

test('the vendor becomes a vendor-transporter and back, staying signed in (en)', async ({ page }) => {
  await useLanguage(page, 'en');
  await loginAs(page, VENDOR);
  await page.goto('/dashboard/delivery');
  const toggle = page.getByRole('switch', { name: 'I also transport goods (vendor-transporter)' });
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await page.getByRole('dialog', { name: 'Become a vendor-transporter?' }).getByRole('button', { name: 'Become a transporter' }).click();
  await expect(page.getByText('You are now a vendor-transporter.')).toBeVisible();
  await expect(toggle).toBeChecked();
  const role = () => page.evaluate(() => JSON.parse(localStorage.getItem('vm.user') ?? '{}').role);
  expect(await role()).toBe('vendor-transporter');
  // The same session, with the new role, after a reload (the auto-login check asks the server).
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Delivery and vehicles' })).toBeVisible();
  await expect(toggle).toBeChecked();
  expect(await role()).toBe('vendor-transporter');

  await toggle.click();
  await page.getByRole('dialog', { name: 'Stop transporting?' }).getByRole('button', { name: 'Stop transporting' }).click();
  await expect(page.getByText('You are a vendor again.')).toBeVisible();
  expect(await role()).toBe('vendor');
});

// Spanish and Norwegian; the journeys above walk the page in English.
for (const lang of ['es', 'no'] as const satisfies Lang[]) {
  test(`the delivery page and its hub form in ${lang}, accessible, at 1280 and 390 px`, async ({ page }) => {
    const titles = { es: 'Entrega y vehículos', en: 'Delivery and vehicles', no: 'Levering og kjøretøy' };
    const edit = { es: 'Editar Heimdal', en: 'Edit Heimdal', no: 'Endre Heimdal' };
    await useLanguage(page, lang);
    await loginAs(page, VENDOR);
    await page.goto('/dashboard/delivery');
    await expect(page.getByRole('heading', { level: 1, name: titles[lang] })).toBeVisible();
    await expect(page.getByTestId('vehicle-row').first()).toBeVisible();
    await expectAccessibleIn(lang, page, `delivery ${lang}`);
    await screenshots(page, `delivery-${lang}`);
    await page.getByRole('button', { name: edit[lang] }).click();
    await expect(page.getByTestId('hub-form')).toBeVisible();
    await expectAccessibleIn(lang, page, `hub form ${lang}`);
    await screenshots(page, `delivery-hub-edit-${lang}`);
  });
}

test('a transporter, who has no shop, sees only its vehicles (no)', async ({ page }) => {
  await useLanguage(page, 'no');
  await loginAs(page, 'transport@demo.vedmarked.no');
  await page.goto('/dashboard/delivery');
  await expect(page.getByRole('heading', { level: 1, name: 'Levering og kjøretøy' })).toBeVisible();
  await expect(page.getByText('Kjøretøyene du frakter varer med.')).toBeVisible();
  await expect(page.getByTestId('vehicle-row').filter({ hasText: 'EL 12345' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Depoter' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Leveringsvilkårene dine' })).toHaveCount(0);
  await expectAccessible(page, 'delivery transporter no');
  await screenshots(page, 'delivery-transporter-no');
});
