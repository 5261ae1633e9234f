import { expect, test } from '@playwright/test';
import { addToCart, findOffer, offerName } from './commerce-support.ts';
import { allowTime, expectAccessible, loginAs, screenshots, useLanguage, WCAG22 } from './support.ts';

const INGRID = 'ingrid.berg@e2e.vedmarked.no';

/**
 * Signed-in customers. These journeys sign in through POST /api/auth/login (loginAs), which the
 * accounts branch provides: they pass once it is merged.
 */
test('a confirmed company customer orders on invoice, finds the invoice and orders again', async ({ page }) => {
  allowTime(90_000);
  await useLanguage(page, 'en');
  await loginAs(page, 'innkjop@demo.vedmarked.no');
  await page.addInitScript(() => {
    localStorage.setItem('vm.postcode', JSON.stringify('5003'));
    localStorage.setItem('vm.addressCity', JSON.stringify('Bergen'));
  });
  await page.goto('/');
  const sacks = await findOffer(page.request, '5003', (o) => o.category_id === 1 && o.weight < 50);
  await addToCart(page, '5003', sacks.vendor_product_id, 20);
  await page.goto('/cart');
  await page.getByTestId('to-delivery').click();
  // The company's details are filled in, and the company checkout is offered.
  await expect(page.getByLabel(/^First name/)).toHaveValue('Ola');
  await page.getByRole('radio', { name: 'Company', exact: true }).check();
  await expect(page.getByLabel(/^Company name/)).toHaveValue('Bryggen Kafé AS');
  await page.getByLabel(/^Street and number/).fill('Bryggen 15');
  await page.getByTestId('agree-terms').check();
  await page.getByTestId('to-payment').click();
  await page.getByLabel('Invoice to the company').check();
  await expectAccessible(page, 'payment with invoice');
  await page.getByTestId('pay').click();
  await expect(page.getByTestId('payment-success')).toBeVisible();
  await page.getByTestId('see-order').click();
  await expect(page.getByTestId('payment-progress')).toHaveText('Invoice');
  const download = page.waitForEvent('download');
  await page.getByTestId('invoice-pdf').click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  await screenshots(page, 'order-invoice-en');
  await page.getByTestId('repeat-order').click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
});

test('a guest who signs in keeps the cart, and is told which line of the older cart gave way (no)', async ({ page }) => {
  // Ingrid's account holds a cart from an earlier visit with another vendor's sack (e2e/fixtures/seed.ts).
  const sack = await findOffer(page.request, '0150', (o) => o.category_id === 1 && o.weight < 50);
  const older = await findOffer(page.request, '0150', (o) => o.category_id === 1 && o.vendor_id !== sack.vendor_id);
  const login = await (await page.request.post('/api/auth/login', { data: { login: INGRID, password: 'vedmarked' } })).json();
  const headers = { authorization: `Bearer ${login.data.access_token}` };
  const earlier = `e2e${'0'.repeat(28)}1`;
  await page.request.post(`/api/cart/clear?session_id=${earlier}`, { headers, data: {} });
  const put = await page.request.post(`/api/cart/add?session_id=${earlier}`, {
    headers,
    data: { postcode: '0150', vendor_product_id: older.vendor_product_id },
  });
  expect(put.status(), await put.text()).toBe(200);

  // As a guest she puts a sack in the cart, then signs in from the cart page.
  await useLanguage(page, 'no');
  await page.addInitScript(() => localStorage.setItem('vm.postcode', JSON.stringify('0150')));
  await page.goto('/');
  await addToCart(page, '0150', sack.vendor_product_id);
  await page.goto('/cart');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Logg inn' }).click();
  const dialog = page.getByTestId('auth-dialog');
  await dialog.getByLabel('E-post eller mobilnummer').fill(INGRID);
  await dialog.getByRole('textbox', { name: 'Passord', exact: true }).fill('vedmarked');
  await dialog.getByRole('button', { name: 'Logg inn', exact: true }).click();

  // The notice names the line that gave way, in Norwegian; the guest's line is the cart.
  const notice = page.getByTestId('cart-merge-notice');
  await expect(notice).toContainText(`${await offerName(page.request, '0150', older, 'no')} (`);
  await expect(notice).toContainText('annen leverandør');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-line')).toContainText(await offerName(page.request, '0150', sack, 'no'));
  await expectAccessible(page, 'cart merge notice no', [], WCAG22);
});
