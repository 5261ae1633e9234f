import { expect, type Page, test } from '@playwright/test';
import { expectNothingFixedCovers } from '../fixtures/covered.ts';
import { expectWcag22, KeyboardUser } from '../fixtures/keyboard.ts';
import { addToCart, birchBigBag, DEMO_VENDOR_EMAILS, findOffer, KARI, paidOrder, POSTCODE, vendorInfo } from './commerce-support.ts';
import { allowTime, type Lang, loginAs, useLanguage } from './support.ts';

/**
 * Keyboard-only journeys (issue 20): Tab, Shift+Tab, Enter, Space, the arrows and typing, with the
 * keyboard fixture checking after every press that focus is visible, on screen, not covered and
 * never dropped to <body>. Axe runs with the WCAG 2.2 AA rules on every page visited.
 */

const WORDS = {
  es: {
    postcode: '0150 Oslo',
    add: /^Añadir 1 × Leña de abedul, saco grande 1000 L/,
    cart: /^Abrir el carrito/,
    fields: { first: 'Nombre', last: 'Apellidos', email: 'Correo electrónico', phone: 'Móvil', street: 'Calle y número' },
    card: { number: 'Número de tarjeta', expiry: 'Fecha de caducidad', cvc: /^Código de seguridad/, name: 'Nombre en la tarjeta' },
  },
  no: {
    postcode: '0150 Oslo',
    add: /^Legg 1 × Bjørk\S*, 1000 L/,
    cart: /^Åpne handlekurven/,
    fields: { first: 'Fornavn', last: 'Etternavn', email: 'E-post', phone: 'Mobilnummer', street: 'Gate og nummer' },
    card: { number: 'Kortnummer', expiry: 'Utløpsdato', cvc: /^Sikkerhetskode/, name: 'Navn på kortet' },
  },
} as const;

async function fill(kb: KeyboardUser, page: Page, name: string | RegExp, text: string) {
  const field = page.getByRole('textbox', { name, exact: true });
  await kb.tabTo(field);
  await kb.type(text);
  await expect(field).not.toHaveValue('');
}

for (const { lang, width } of [
  { lang: 'es', width: 390 },
  { lang: 'no', width: 1280 },
] as const) {
  test(`a shopper buys at 0150 by keyboard alone (${lang}, ${width} px)`, async ({ browser }) => {
    allowTime(150_000);
    const w = WORDS[lang];
    const context = await browser.newContext({ viewport: { width, height: width > 600 ? 800 : 844 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await useLanguage(page, lang as Lang);
    const kb = new KeyboardUser(page);
    await page.goto('/');

    // The postcode dialog opens with its field focused; a suggestion chosen by arrow and Enter.
    const dialog = page.getByTestId('postcode-dialog');
    await expect(dialog.getByRole('textbox')).toBeFocused();
    await expectWcag22(page, 'home with the postcode dialog');
    await kb.type('0150');
    await expect(page.getByRole('option', { name: w.postcode })).toBeVisible();
    await kb.press('ArrowDown');
    await kb.press('Enter');
    await expect(dialog).toBeHidden();
    await expectWcag22(page, 'home at 0150');
    if (width < 500) await expectNothingFixedCovers(page, 'home at 0150');

    // A birch big bag: the pressed button keeps focus after the cart re-renders it.
    const add = page.getByRole('button', { name: w.add }).first();
    await kb.tabTo(add);
    await kb.press('Enter');
    const cartButton = page.getByTestId('cart-button');
    await expect(cartButton).toHaveAccessibleName(/1/);
    await expect(add).toBeFocused();

    // Back up to the cart button in the sticky header (nothing covers focus on the way), then the panel.
    await kb.tabTo(cartButton, { backwards: true, max: 60 });
    await kb.press('Enter');
    const toCart = page.getByTestId('panel-to-cart');
    await kb.tabTo(toCart);
    await expectWcag22(page, 'cart panel');
    await kb.press('Enter');

    // Each page change puts focus on the new page's heading and announces its title.
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(page.getByTestId('route-announcer')).toHaveText(/Vedmarked/);
    await expectWcag22(page, 'cart page');
    if (width < 500) await expectNothingFixedCovers(page, 'cart page');
    await kb.tabTo(page.getByTestId('to-delivery'));
    await kb.press('Enter');

    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await fill(kb, page, w.fields.first, 'Kari');
    await fill(kb, page, w.fields.last, 'Nordmann');
    await fill(kb, page, w.fields.email, `kb.${lang}.${Date.now()}@example.no`);
    await fill(kb, page, w.fields.phone, `9${String(Date.now()).slice(-7)}`);
    await fill(kb, page, w.fields.street, 'Dronningens gate 15');
    await kb.tabTo(page.getByTestId('agree-terms'));
    await kb.press('Space');
    await expect(page.getByTestId('agree-terms')).toBeChecked();
    await expectWcag22(page, 'delivery step');
    if (width < 500) await expectNothingFixedCovers(page, 'delivery step');
    await kb.tabTo(page.getByTestId('to-payment'));
    await kb.press('Enter');

    await expect(page).toHaveURL(/\/checkout-payment$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expectWcag22(page, 'payment step');
    await kb.tabTo(page.getByTestId('pay'));
    await kb.press('Enter', { load: true });

    // The sandbox card page (the provider's page, a full load), then the paid order.
    await expect(page).toHaveURL(/\/sandbox\/pay\/sbx_/);
    await expect(page.getByTestId('sandbox-amount')).toBeVisible();
    await fill(kb, page, w.card.number, '4242424242424242');
    await fill(kb, page, w.card.expiry, '1230');
    await fill(kb, page, w.card.cvc, '123');
    await fill(kb, page, w.card.name, 'Kari Nordmann');
    await expectWcag22(page, 'sandbox card page');
    await kb.tabTo(page.getByTestId('sandbox-pay'));
    await kb.press('Enter', { load: true });
    await expect(page).toHaveURL(/\/checkout-success\?payment_id=/);
    await expect(page.getByTestId('payment-success')).toBeVisible();
    await expectWcag22(page, 'success page');
    console.log(`keyboard purchase ${lang} ${width} px: ${kb.presses} presses`);
    await context.close();
  });
}

test('a vendor signs in and confirms an order by keyboard alone', async ({ browser, request }) => {
  allowTime(120_000);
  const bigBag = await findOffer(request, POSTCODE, birchBigBag);
  const vendor = await vendorInfo(request, bigBag.vendor_id);
  const email = DEMO_VENDOR_EMAILS[vendor!.name]!;
  const id = await paidOrder(request, bigBag, 1);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await useLanguage(page, 'en');
  const kb = new KeyboardUser(page);
  await page.goto(`/login?redirectUrl=${encodeURIComponent('/dashboard/orders')}`);

  // Sign in: the e-mail field has focus; the password manager's fields are named for it.
  const login = page.getByRole('textbox', { name: 'E-mail or mobile number', exact: true });
  await kb.tabTo(login);
  await expect(login).toHaveAttribute('autocomplete', 'username');
  await expectWcag22(page, 'sign-in page');
  await kb.type(email);
  await kb.press('Tab');
  await expect(page.getByLabel(/^Password/).first()).toHaveAttribute('autocomplete', 'current-password');
  await kb.type('vedmarked');
  await kb.press('Enter');

  await expect(page).toHaveURL(/\/dashboard\/orders/);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeFocused();
  await expectWcag22(page, 'vendor orders');
  await kb.tabTo(page.getByRole('link', { name: `Order ${id}`, exact: true }), { max: 120 });
  await kb.press('Enter');

  await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Order ${id}` })).toBeFocused();
  await expectWcag22(page, 'vendor order');
  const confirm = page.getByRole('button', { name: `Confirm order ${id}` });
  await kb.tabTo(confirm);
  await kb.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Confirm order ${id}?` });
  await expect(dialog).toBeVisible();
  await expectWcag22(page, 'confirm dialog');
  await kb.press('Enter');
  await expect(page.getByTestId('vendor-order-status')).toHaveText('Confirmed');
  // The confirm button is gone with the dialog: focus went to the next sensible control, not <body>.
  await expect(confirm).toHaveCount(0);
  await kb.expectFocusVisible('confirming');
  await context.close();
});

test('on a phone the checkout steps stay on one line and nothing fixed covers a control: shop, checkout, order and dashboard (no, 320–430 px)', async ({
  browser,
  request,
}) => {
  allowTime(90_000);
  const bigBag = await findOffer(request, POSTCODE, birchBigBag);
  const context = await browser.newContext({ viewport: { width: 320, height: 700 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await useLanguage(page, 'no');
  await page.addInitScript(() => localStorage.setItem('vm.postcode', JSON.stringify('0150')));
  await page.goto('/');
  await addToCart(page, POSTCODE, bigBag.vendor_product_id);
  for (const width of [320, 390, 430]) {
    await page.setViewportSize({ width, height: 700 });
    await page.goto('/');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    // On a phone the chat button is one of the header's controls, not a floating one.
    const launcher = page.getByRole('banner').getByTestId('support-launcher');
    await expect(launcher).toBeVisible();
    await expectNothingFixedCovers(page, 'home');
    await page.goto('/cart');
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect(page.getByRole('banner').getByTestId('support-launcher')).toBeVisible();
    // The three steps share one line and the page does not scroll sideways.
    const tops = await page.locator('.mantine-Stepper-step').evaluateAll((steps) => steps.map((s) => Math.round(s.getBoundingClientRect().top)));
    expect(new Set(tops).size, `steps on one line at ${width} px`).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNothingFixedCovers(page, 'cart');
    await page.goto('/checkout');
    await expect(page.getByTestId('to-payment')).toBeVisible();
    await expectNothingFixedCovers(page, 'checkout');
  }
  await context.close();

  // A customer's order page, and a vendor's dashboard and order page.
  const id = await paidOrder(request, bigBag, 1);
  const vendor = await vendorInfo(request, bigBag.vendor_id);
  for (const [who, pages] of [
    [KARI, [`/orders/${id}`]],
    [DEMO_VENDOR_EMAILS[vendor!.name]!, ['/dashboard', `/dashboard/orders/${id}`]],
  ] as const) {
    const signedIn = await browser.newContext({ viewport: { width: 320, height: 700 }, reducedMotion: 'reduce' });
    const p = await signedIn.newPage();
    await useLanguage(p, 'no');
    await loginAs(p, who);
    for (const path of pages) {
      await p.goto(path);
      await expect(p.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(p.getByRole('banner').getByTestId('support-launcher')).toBeVisible();
      for (const width of [320, 390]) {
        await p.setViewportSize({ width, height: 700 });
        await expectNothingFixedCovers(p, path);
      }
      await p.setViewportSize({ width: 320, height: 700 });
    }
    await signedIn.close();
  }
});

test('a guest at 390 px whose e-mail has an account sees the error at the field, focused, and is offered to sign in (es)', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await useLanguage(page, 'es');
  await page.addInitScript(() => localStorage.setItem('vm.postcode', JSON.stringify('0150')));
  await page.goto('/');
  await addToCart(page, POSTCODE, (await findOffer(page.request, POSTCODE, birchBigBag)).vendor_product_id);
  await page.goto('/checkout');
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Kari');
  await page.getByRole('textbox', { name: 'Apellidos', exact: true }).fill('Nordmann');
  const email = page.getByRole('textbox', { name: 'Correo electrónico', exact: true });
  await email.fill(KARI);
  await page.getByRole('textbox', { name: 'Móvil', exact: true }).fill(`9${String(Date.now()).slice(-7)}`);
  await page.getByRole('textbox', { name: 'Calle y número', exact: true }).fill('Dronningens gate 15');
  await page.getByTestId('agree-terms').check();
  // A field left empty: the browser-side check focuses it, centred on screen.
  await page.getByTestId('to-payment').click();
  const city = page.getByRole('textbox', { name: 'Ciudad', exact: true });
  await expect(city).toBeFocused();
  await expect(city).toBeInViewport();
  await city.fill('Oslo');
  await page.getByTestId('to-payment').click();
  // The server's answer lands at its field: in view, focused, with the offer to sign in; nothing typed is lost.
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toBeInViewport();
  await expect(page.getByTestId('login-to-finish')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Calle y número', exact: true })).toHaveValue('Dronningens gate 15');
  await context.close();
});
