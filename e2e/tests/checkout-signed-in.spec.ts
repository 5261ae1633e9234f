import { expect, test } from '@playwright/test';
import { addToCart, findOffer } from './commerce-support.ts';
import { allowTime, expectAccessible, loginAs, screenshots, useLanguage } from './support.ts';

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

test('a guest cart is kept when the customer signs in', async ({ page }) => {
  await useLanguage(page, 'no');
  await page.addInitScript(() => localStorage.setItem('vm.postcode', JSON.stringify('0150')));
  await page.goto('/');
  const sack = await findOffer(page.request, '0150', (o) => o.category_id === 1 && o.weight < 50);
  await addToCart(page, '0150', sack.vendor_product_id);
  const session = await page.evaluate(() => JSON.parse(localStorage.getItem('vm.sessionId') ?? 'null'));
  const res = await page.request.post('/api/auth/login', { data: { login: 'kari.nordmann@demo.vedmarked.no', password: 'vedmarked', session_id: session } });
  const data = (await res.json()).data;
  await page.evaluate(
    ([token, user]) => {
      localStorage.setItem('vm.accessToken', JSON.stringify(token));
      localStorage.setItem('vm.user', JSON.stringify(user));
    },
    [
      data.access_token,
      { id: data.user.id, email: data.user.email, role: data.user.role, firstName: data.user.first_name, lastName: data.user.last_name },
    ] as const,
  );
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
});
