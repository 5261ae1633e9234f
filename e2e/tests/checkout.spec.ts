import { expect, test } from '@playwright/test';
import { addToCart, birchBigBag, choosePostcode, expectAccessibleWithin, findOffer, payInSandbox } from './commerce-support.ts';
import { allowTime, expectAccessible, screenshots, skipPostcodeDialog, useLanguage } from './support.ts';

test.describe.configure({ mode: 'serial' });
// The postcode dialog has its own journeys (storefront.spec.ts); these choose the postcode in the top bar.
test.beforeEach(({ page }) => skipPostcodeDialog(page));

let neighbourCode = '';

test('a new user buys firewood from postcode 0150 to a paid order, creating an account at checkout', async ({ page }) => {
  allowTime(120_000);
  await useLanguage(page, 'no');
  await page.goto('/');

  // 1. Postcode 0150.
  await choosePostcode(page, 'Postnummer', '0150', '0150 Oslo');
  await expect(page.getByText('Postnummer 0150 Oslo er lagret')).toBeVisible();

  // 2. A birch big bag, from the firewood page listed by supplier.
  await page.goto('/lena');
  await expect(page.getByTestId('category-summary')).toContainText('0150 Oslo');
  await page.getByText('Per leverandør').click();
  const birchBigBagCard = page
    .getByTestId('product-card')
    .filter({ hasText: /bjørk/i })
    .filter({ hasText: /1000 L/ });
  const vendorSection = page.getByTestId('vendor-section').filter({ has: birchBigBagCard }).first();
  const vendorName = (await vendorSection.getByRole('heading', { level: 2 }).textContent()) ?? '';
  expect(vendorName).not.toBe('');
  await vendorSection
    .getByTestId('product-card')
    .filter({ hasText: /bjørk/i })
    .filter({ hasText: /1000 L/ })
    .first()
    .getByRole('button', { name: /^Legg \d+ × / })
    .click();
  const cartButton = page.getByTestId('cart-button');
  await expect(cartButton).toBeVisible();
  await expect(cartButton).toHaveAccessibleName(/^Åpne handlekurven \(\d+ varer\)$/);
  await cartButton.click();
  const panel = page.getByRole('dialog', { name: 'Handlekurven din' });
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('cart-line')).toHaveCount(1);
  await expectAccessibleWithin(page, '.mantine-Drawer-content', 'cart panel');
  // Adding from the panel shows no notice (the panel shows the change).
  await panel
    .getByRole('button', { name: /^Legg til \d+ × .*40 L/ })
    .first()
    .click();
  await expect(panel.getByTestId('cart-line')).toHaveCount(2);
  await expect(page.locator('[data-variant="cart"]')).toHaveCount(0);
  await panel.getByTestId('panel-to-cart').click();

  // 3. The empty-cart flow, on step 0.
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Handlekurven din' })).toBeVisible();
  await page.getByTestId('empty-cart').click();
  const confirm = page.getByRole('dialog', { name: 'Tømme handlekurven?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Tøm handlekurven' }).click();
  const toast = page.getByText('Handlekurven er tom', { exact: true });
  await expect(toast).toBeVisible();
  await expect(page.getByText('Handlekurven din er tom.')).toBeVisible();
  await expect(page.getByTestId('empty-cart')).toHaveCount(0);
  await expect(toast).toBeHidden({ timeout: 6000 });

  // 4. Sacks: ten of one, then ten more of another from the cart page (a notice, since the panel is closed).
  await page.goto('/lena');
  await page.getByText('Per leverandør').click();
  const sameVendor = page.getByTestId('vendor-section').filter({ has: page.getByRole('heading', { level: 2, name: vendorName, exact: true }) });
  // The button offers the smallest quantity that passes the vendor's minimum (decision 0023), at least 10.
  const addSacks = sameVendor
    .getByTestId('product-card')
    .filter({ hasText: /bjørk/i })
    .filter({ hasText: /40 L/ })
    .first()
    .getByRole('button', { name: /^Legg \d+ × / });
  const sacks = (await addSacks.getAttribute('aria-label'))!.match(/^Legg (\d+) ×/)![1]!;
  expect(Number(sacks)).toBeGreaterThanOrEqual(10);
  await addSacks.click();
  await expect(page.getByTestId('cart-button')).toHaveAccessibleName(`Åpne handlekurven (${sacks} varer)`);
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-line-quantity')).toHaveValue(sacks);
  await expect(page.getByTestId('min-order')).toHaveCount(0);
  const moreSacks = page
    .getByTestId('cross-sell-item')
    .filter({ hasText: /40 L|60 L/ })
    .first();
  await moreSacks.getByRole('button').click();
  const notice = page.locator('[data-variant="cart"]');
  await expect(notice).toBeVisible();
  await expect(notice).toBeHidden({ timeout: 5000 });
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expect(page.getByRole('tab', { name: 'Handlekurv' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Levering' }).click();
  await expect(page.getByTestId('delivery-tab')).toContainText('Levering til 0150');
  await expectAccessible(page, 'cart page');
  await screenshots(page, 'cart-no');

  // 5. Check out as a guest who registers.
  await page.getByTestId('to-delivery').click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByLabel('Fornavn').fill('Kari');
  await page.getByLabel('Etternavn').fill('Nordmann');
  const email = `kari.${Date.now()}@example.no`;
  await page.getByLabel('E-post').fill(email);
  await page.getByLabel('Mobilnummer').fill(`9${String(Date.now()).slice(-7)}`);
  await page.getByLabel('Opprett en konto med disse opplysningene').check();
  await page.getByLabel(/^Passord/).fill('ved2026');
  await page.getByLabel('Gate og nummer').fill('Dronningens gate 15');
  await expect(page.getByLabel('Sted')).toHaveValue('Oslo');

  // 6. Delivery options: 6 days, one excluded day, evening, carry and placement.
  await page.getByTestId('delivery-period').getByText('6 dager').click();
  // The first day of the window: the calendar opens on its month, which may hold only a day or two
  // of it (a window that starts on the 29th), so not the third.
  await page.getByTestId('excluded-dates').locator('button:not([data-disabled]):not([data-outside])').filter({ hasText: /^\d+$/ }).first().click();
  await page.getByLabel('Kveld 17:00–22:00').check();
  await page.getByTestId('service-carry').check();
  await page.getByLabel('Kommentar til leverandøren').fill('Ring på når dere kommer.');
  // Without the terms the form says so next to the box.
  await page.getByTestId('to-payment').click();
  await expect(page.getByText('Du må godta salgsvilkårene')).toBeVisible();
  await expectAccessible(page, 'delivery step');
  await page.getByTestId('agree-terms').check();
  await screenshots(page, 'checkout-no');
  await page.getByTestId('to-payment').click();

  // 7. Pay in the sandbox. (Axe checks the payment step, the card page and the success page in
  // Norwegian in the keyboard journey, keyboard.spec.ts, with the WCAG 2.2 rules.)
  await expect(page).toHaveURL(/\/checkout-payment$/);
  await expect(page.getByTestId('payment-plan')).toContainText('Trekkes nå');
  await screenshots(page, 'checkout-payment-no');
  await page.getByTestId('pay').click();
  await expect(page.getByTestId('sandbox-amount')).toBeVisible();
  await screenshots(page, 'sandbox-pay-no');
  await payInSandbox(page);

  // 8. The success page, with the neighbour link to share.
  await expect(page).toHaveURL(/\/checkout-success\?payment_id=/);
  await expect(page.getByTestId('payment-success')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Takk for bestillingen!' })).toBeVisible();
  const link = await page.getByTestId('share-link').inputValue();
  expect(link).toMatch(/\/\?code=NB-[A-Z0-9]{5}-[A-Z0-9]{5}$/);
  neighbourCode = link.split('code=')[1]!;
  await screenshots(page, 'checkout-success-no');
  expect(await page.evaluate(() => localStorage.getItem('vm.promoCode'))).toBeNull();

  // 9. The order on /orders (the new account is signed in on this device).
  await page.getByTestId('see-order').click();
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  await expect(page.getByTestId('order-status')).toHaveText('Venter på leverandøren');
  await expect(page.getByTestId('payment-progress')).toHaveText('10 % betalt');
  await expect(page.getByText('Innbæring og plassering').first()).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByTestId('invoice-pdf').click();
  expect((await download).suggestedFilename()).toMatch(/^vedmarked-\d+\.pdf$/);
  await expectAccessible(page, 'order page');
  await screenshots(page, 'order-no');
  await page.goto('/orders');
  await expect(page.getByTestId('orders-table').getByRole('row')).toHaveCount(2);
  await expectAccessible(page, 'orders page');
  await screenshots(page, 'orders-no');
});

test('a failed payment lists the likely causes, and trying again pays the same order', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.goto('/');
  await choosePostcode(page, 'Postcode', '0150', '0150 Oslo');
  const bigBag = await findOffer(page.request, '0150', birchBigBag);
  await addToCart(page, '0150', bigBag.vendor_product_id);
  await page.goto('/cart');
  await page.getByTestId('to-delivery').click();
  await page.getByLabel('First name').fill('Ola');
  await page.getByLabel('Last name').fill('Hansen');
  await page.getByLabel('E-mail').fill(`ola.${Date.now()}@example.no`);
  await page.getByLabel('Mobile number').fill(`4${String(Date.now()).slice(-7)}`);
  await page.getByLabel('Street and number').fill('Kirkegata 1');
  await page.getByTestId('agree-terms').check();
  await page.getByTestId('to-payment').click();
  await page.getByTestId('pay').click();
  await payInSandbox(page, '4000 0000 0000 0002');
  await expect(page.getByTestId('payment-failed')).toBeVisible();
  await expect(page.getByTestId('failure-reason')).toHaveText('The bank declined the card.');
  for (const cause of ['Wrong payment details', 'The card has expired', 'Not enough money on the card', 'An unstable connection'])
    await expect(page.getByText(cause)).toBeVisible();
  await expectAccessible(page, 'failed page');
  await screenshots(page, 'checkout-failed-en');
  await page.getByTestId('retry-payment').click();
  await payInSandbox(page);
  await expect(page.getByTestId('payment-success')).toBeVisible();
});

test('a neighbour opens the shared link, gets 50% off delivery and is delivered with the first order', async ({ page }) => {
  test.skip(!neighbourCode, 'needs the first journey');
  await useLanguage(page, 'es');
  await page.goto(`/?code=${neighbourCode}`);
  const welcome = page.getByTestId('promo-success');
  await expect(welcome).toBeVisible();
  await expect(page).not.toHaveURL(/code=/);
  await expect(page.getByRole('dialog')).toContainText('50 %');
  await page.getByRole('button', { name: 'Empezar a comprar' }).click();
  // The dialog's overlay fades out; wait until it is gone before using the page behind it.
  await expect(page.getByRole('dialog')).toBeHidden();
  await choosePostcode(page, 'Código postal', '0150', '0150 Oslo');
  const bigBag = await findOffer(page.request, '0150', birchBigBag);
  await addToCart(page, '0150', bigBag.vendor_product_id);
  await page.goto('/cart');
  await expect(page.getByTestId('cart-summary')).toContainText('Descuento de vecinos');
  await page.getByTestId('to-delivery').click();
  await expect(page.getByTestId('group-dates')).toContainText('junto con el pedido de tu vecino');
  await page.getByLabel(/^Nombre/).fill('Per');
  await page.getByLabel('Apellidos').fill('Nabo');
  await page.getByLabel('Correo electrónico').fill(`per.${Date.now()}@example.no`);
  await page.getByLabel('Móvil').fill(`9${String(Date.now()).slice(-7)}`);
  await page.getByLabel('Calle y número').fill('Dronningens gate 17');
  await page.getByTestId('agree-terms').check();
  await screenshots(page, 'checkout-neighbour-es');
  await page.getByTestId('to-payment').click();
  await expect(page.getByTestId('order-total')).toBeVisible();
  await page.getByTestId('pay').click();
  await payInSandbox(page);
  await expect(page.getByTestId('payment-success')).toBeVisible();
  await screenshots(page, 'checkout-success-es');

  // An unknown code says sorry and clears the stored one.
  await page.goto('/?code=NB-NOPE99');
  await expect(page.getByTestId('promo-sorry')).toContainText('No encontramos este código');
  expect(await page.evaluate(() => localStorage.getItem('vm.promoCode'))).toBeNull();
});
