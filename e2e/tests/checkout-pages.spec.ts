import { expect, test } from '@playwright/test';
import { addToCart, birchBigBag, findOffer, payInSandbox } from './commerce-support.ts';
import { expectAccessible, screenshots, useLanguage } from './support.ts';

const T = {
  en: {
    first: /^First name/,
    last: /^Last name/,
    email: /^E-mail/,
    phone: /^Mobile number/,
    street: /^Street and number/,
    canceled: 'The payment was cancelled',
  },
  es: { first: /^Nombre/, last: /^Apellidos/, email: /^Correo electrónico/, phone: /^Móvil/, street: /^Calle y número/, canceled: 'El pago se ha cancelado' },
} as const;

for (const lang of ['en', 'es'] as const) {
  test(`cart, delivery, payment and a payment cancelled on the provider's page (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    await page.addInitScript(() => {
      localStorage.setItem('vm.postcode', JSON.stringify('0150'));
      localStorage.setItem('vm.addressCity', JSON.stringify('Oslo'));
    });
    await page.goto('/');
    const bigBag = await findOffer(page.request, '0150', birchBigBag);
    await addToCart(page, '0150', bigBag.vendor_product_id);
    await page.goto('/cart');
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expectAccessible(page, `cart ${lang}`);
    await screenshots(page, `cart-${lang}`);

    await page.getByTestId('to-delivery').click();
    await page.getByLabel(T[lang].first).fill('Ingrid');
    await page.getByLabel(T[lang].last).fill('Berg');
    await page.getByLabel(T[lang].email).fill(`ingrid.${Date.now()}@example.no`);
    await page.getByLabel(T[lang].phone).fill(`4${String(Date.now()).slice(-7)}`);
    await page.getByLabel(T[lang].street).fill('Kongens gate 2');
    await page.getByTestId('agree-terms').check();
    await expectAccessible(page, `delivery ${lang}`);
    await screenshots(page, `checkout-${lang}`);
    await page.getByTestId('to-payment').click();
    await expect(page.getByTestId('payment-plan')).toBeVisible();
    await expectAccessible(page, `payment ${lang}`);
    await screenshots(page, `checkout-payment-${lang}`);

    await page.getByTestId('pay').click();
    await expect(page.getByTestId('sandbox-amount')).toBeVisible();
    await screenshots(page, `sandbox-pay-${lang}`);
    await page.getByTestId('sandbox-cancel').click();
    await expect(page.getByRole('heading', { name: T[lang].canceled })).toBeVisible();
    await expectAccessible(page, `cancelled ${lang}`);
    await screenshots(page, `checkout-canceled-${lang}`);

    // Back to the cart: the unpaid order is withdrawn and its products come back.
    await page.getByRole('button', { name: lang === 'en' ? 'Back to the cart' : 'Volver al carrito' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
  });
}

test('the cart works by keyboard: open the panel, close it, empty the cart with its confirmation', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.addInitScript(() => localStorage.setItem('vm.postcode', JSON.stringify('0150')));
  await page.goto('/');
  const bigBag = await findOffer(page.request, '0150', birchBigBag);
  await addToCart(page, '0150', bigBag.vendor_product_id);
  await page.reload();
  const button = page.getByTestId('cart-button');
  await button.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Your cart' });
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await page.goto('/cart');
  await page.getByTestId('empty-cart').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Empty the cart?' })).toBeVisible();
  await page.keyboard.press('Enter'); // the confirm button has the focus
  await expect(page.getByText('The cart is empty', { exact: true })).toBeVisible();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
});

test('paying on the sandbox page works by keyboard', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.addInitScript(() => localStorage.setItem('vm.postcode', JSON.stringify('0150')));
  await page.goto('/');
  const bigBag = await findOffer(page.request, '0150', birchBigBag);
  await addToCart(page, '0150', bigBag.vendor_product_id);
  const session = await page.evaluate(() => JSON.parse(localStorage.getItem('vm.sessionId') ?? 'null'));
  const r = await page.request.post('/api/payment/create-dibs-payment', {
    data: {
      session_id: session,
      first_name: 'Tor',
      last_name: 'Tast',
      email: `tor.${Date.now()}@example.no`,
      phone: `9${String(Date.now()).slice(-7)}`,
      delivery_street: 'Tastaturveien 1',
      delivery_city: 'Oslo',
      delivery_postcode: '0150',
      agree_terms: '1',
      idempotency_key: `kbd${Date.now()}abcdefghijkl`,
      return_url: '/checkout-success',
    },
  });
  const hosted = (await r.json()).data.payment.hosted_url;
  await page.goto(hosted);
  await page.getByLabel(/^Card number/).focus();
  await page.keyboard.type('4242424242424242');
  await page.keyboard.press('Tab');
  await page.keyboard.type('1239');
  await page.keyboard.press('Tab');
  await page.keyboard.type('123');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Tor Tast');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('payment-success')).toBeVisible();
  await expectAccessible(page, 'success en');
});

test('the sandbox page shows the card errors next to the fields', async ({ page }) => {
  await useLanguage(page, 'no');
  await page.addInitScript(() => localStorage.setItem('vm.postcode', JSON.stringify('0150')));
  await page.goto('/');
  const bigBag = await findOffer(page.request, '0150', birchBigBag);
  await addToCart(page, '0150', bigBag.vendor_product_id);
  await page.goto('/cart');
  await page.getByTestId('to-delivery').click();
  await page.getByLabel(/^Fornavn/).fill('Siv');
  await page.getByLabel(/^Etternavn/).fill('Feil');
  await page.getByLabel(/^E-post/).fill(`siv.${Date.now()}@example.no`);
  await page.getByLabel(/^Mobilnummer/).fill('22334455');
  await page.getByLabel(/^Gate og nummer/).fill('Feilveien 3');
  await page.getByLabel(/^Sted/).fill('Oslo');
  await page.getByTestId('agree-terms').check();
  await page.getByTestId('to-payment').click();
  await expect(page.getByText('Skriv inn et gyldig norsk mobilnummer (8 sifre som begynner på 4 eller 9)')).toBeVisible();
  await page.getByLabel(/^Mobilnummer/).fill('41234567');
  await page.getByTestId('to-payment').click();
  await page.getByTestId('pay').click();
  await payInSandbox(page, '4111 1111 1111 1111');
  await expect(page.getByText('Dette er en testbetalingsside: bruk et av testkortene som vises')).toBeVisible();
  await expectAccessible(page, 'sandbox errors');
});
