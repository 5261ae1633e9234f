import { expect, type Page, test } from '@playwright/test';
import { expectNothingFixedCovers } from '../fixtures/covered.ts';
import { addToCart, birchBigBag, findOffer } from './commerce-support.ts';
import { expectAccessible as expectAccessible21, skipPostcodeDialog, useLanguage, WCAG22 } from './support.ts';

/** Axe with WCAG 2.2 AA on every page these journeys visit. */
const expectAccessible = (page: Page, label: string) => expectAccessible21(page, label, [], WCAG22);

/** Issue 18: the shop as a first-time buyer meets it, one journey per finding. */
test.beforeEach(({ page }) => skipPostcodeDialog(page));

test.describe('at 390 px in Spanish', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('item 1: the quick order at 0150 reaches the checkout with no blocking message', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('vm.language', JSON.stringify('es'));
      localStorage.setItem('vm.postcode', JSON.stringify('0150'));
      localStorage.setItem('vm.addressCity', JSON.stringify('Oslo'));
    });
    await page.goto('/');
    const carousel = page.getByTestId('firewood-carousel');
    await carousel.getByTestId('product-name').first().click();
    const dialog = page.getByTestId('product-dialog');
    // The button says how many and what they cost: the smallest quantity that passes the vendor's minimum.
    const orderNow = dialog.getByRole('button', { name: /^Pedir ahora: \d+ por \d/ });
    await expect(orderNow).toBeVisible();
    const count = (await orderNow.textContent())!.match(/(\d+) por/)![1]!;
    expect(Number(count)).toBeGreaterThanOrEqual(10);
    await orderNow.click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId('cart-line-quantity')).toHaveValue(count);
    await expect(page.getByTestId('cart-summary')).toBeVisible();
    await expect(page.getByTestId('min-order')).toHaveCount(0);
    await expect(page.getByTestId('cart-problem')).toHaveCount(0);
    await expectAccessible(page, 'cart after quick order es 390');
    await expectNothingFixedCovers(page, 'cart after quick order es');
    await page.getByTestId('to-delivery').click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByTestId('cart-problem')).toHaveCount(0);
  });
});

test.describe('a Norwegian browser', () => {
  test.use({ locale: 'nb-NO' });

  test('item 7: gets Norwegian on a first visit, and a choice made afterwards wins', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
    const menu = page.getByTestId('language-menu');
    await expect(menu).toHaveText('NO');
    await expectAccessible(page, 'home nb-NO');
    await menu.click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.reload();
    await expect(page.getByTestId('language-menu')).toHaveText('EN');
  });
});

test('item 2: a returning customer who signs in at the checkout finds the details filled and the cart kept', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.addInitScript(() => localStorage.setItem('vm.postcode', JSON.stringify('0150')));
  await page.goto('/');
  const offer = await findOffer(page.request, '0150', birchBigBag);
  await addToCart(page, '0150', offer.vendor_product_id);
  await page.goto('/checkout');
  await expect(page.getByLabel('First name')).toHaveValue('');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Your account' });
  await login.getByLabel('E-mail or mobile number').fill('ola.hansen@e2e.vedmarked.no');
  await login.getByRole('textbox', { name: 'Password', exact: true }).fill('vedmarked');
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByLabel('First name')).toHaveValue('Ola');
  await expect(page.getByLabel('Last name')).toHaveValue('Hansen');
  await expect(page.getByLabel('E-mail')).toHaveValue('ola.hansen@e2e.vedmarked.no');
  await expect(page.getByLabel('Mobile number')).toHaveValue('90000043');
  await expectAccessible(page, 'checkout signed in en');
  // The guest's cart is now the customer's.
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
});

test('item 4: a vendor who signs in from the shop lands on the dashboard home, which lists what to do today', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.goto('/');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Your account' });
  await login.getByLabel('E-mail or mobile number').fill('oslo.vedlager@demo.vedmarked.no');
  await login.getByRole('textbox', { name: 'Password', exact: true }).fill('vedmarked');
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  await expect(page.getByTestId('today-confirm-count')).toHaveText(/^\d+$/);
  await expect(page.getByTestId('today-market-count')).toHaveText(/^\d+$/);
  await expectAccessible(page, 'dashboard home vendor en');
  await page.getByTestId('today-confirm').click();
  await expect(page).toHaveURL(/\/dashboard\/orders$/);
});

test('item 3: a PO-box postcode picked from the suggestions says at the field why, and nothing is stored', async ({ page }) => {
  await useLanguage(page, 'es');
  await page.goto('/');
  const box = page.getByRole('banner').getByRole('textbox', { name: 'Código postal' });
  await box.click();
  await box.pressSequentially('0101', { delay: 20 });
  await page.getByRole('option', { name: /^0101 Oslo/ }).click();
  await expect(page.getByRole('banner').getByText('El código postal 0101 es solo para apartados de correos', { exact: false })).toBeVisible();
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  expect(await page.evaluate(() => localStorage.getItem('vm.postcode'))).toBeNull();
  await expectAccessible(page, 'po box at the field es');
});

test('item 9: the Spanish shop says "saco grande", never "big bag" (docs/glossary.md)', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('vm.language', JSON.stringify('es'));
    localStorage.setItem('vm.postcode', JSON.stringify('0150'));
    localStorage.setItem('vm.addressCity', JSON.stringify('Oslo'));
  });
  await page.goto('/lena');
  await expect(
    page
      .getByTestId('product-card')
      .filter({ hasText: /Saco grande · [\d.,]+ kg/ })
      .first(),
  ).toBeVisible();
  await expect(page.getByText(/big bag/i)).toHaveCount(0);
  await expectAccessible(page, 'lena es');
});
