import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { birchBigBag, expectAccessibleWithin, findOffer, type Offer } from './commerce-support.ts';
import { allowTime, expectAccessible, type Lang, loginAs, screenshots, useLanguage } from './support.ts';

/**
 * The payment plan end to end (decision 0007): a customer pays 10% at checkout, the vendor confirms
 * the order on /dashboard/orders, the customer's order page then shows 60% paid. A second order the
 * vendor rejects goes to the market, where another vendor delivering there sees it.
 */

/** Demo vendors that may serve Oslo (packages/db/src/seed/demo.ts), by name. */
const DEMO_VENDOR_EMAILS: Record<string, string> = {
  'Oslo Vedlager': 'oslo.vedlager@demo.vedmarked.no',
  'Nordmarka Ved': 'nordmarka@demo.vedmarked.no',
  'Romerike Bjørkeved': 'romerike@demo.vedmarked.no',
  'Drammen Vedlager': 'drammen@demo.vedmarked.no',
  'Vedmarked Transport og Ved': 'vendor.transporter@demo.vedmarked.no',
};
const POSTCODE = '0150';
const KARI = 'kari.nordmann@demo.vedmarked.no';
const CARD = { card_number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'Kari Nordmann' };
const random = (n: number) => Array.from({ length: n }, () => '0123456789abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 36)]).join('');

async function vendorInfo(request: APIRequestContext, vendorId: number) {
  const res = await request.get(`/api/cart/get-vendor-info?session_id=${'0'.repeat(32)}&postcode=${POSTCODE}&vendor_id=${vendorId}`);
  return (await res.json()).data as { vendorId: number; name: string; delivers: boolean } | null;
}

/** Kari orders and pays 10% through the API (the cart, the order and the sandbox card page the browser uses). */
async function paidOrder(request: APIRequestContext, offer: Offer, quantity: number, comment?: string): Promise<number> {
  const login = await (await request.post('/api/auth/login', { data: { login: KARI, password: 'vedmarked' } })).json();
  const headers = { authorization: `Bearer ${login.data.access_token}`, 'x-language': 'en' };
  const session = `e2e${random(29)}`;
  const add = await request.post(`/api/cart/add?session_id=${session}`, {
    data: { postcode: POSTCODE, vendor_product_id: offer.vendor_product_id, quantity },
    headers,
  });
  expect(add.status(), await add.text()).toBe(200);
  const placed = await request.post('/api/payment/create-dibs-payment', {
    headers,
    data: {
      session_id: session,
      idempotency_key: random(24),
      return_url: '/checkout-success',
      first_name: 'Kari',
      last_name: 'Nordmann',
      email: KARI,
      phone: '90000002',
      delivery_street: 'Dronningens gate 15',
      delivery_city: 'Oslo',
      delivery_postcode: POSTCODE,
      agree_terms: '1',
      ...(comment ? { comment } : {}),
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const { order, payment } = (await placed.json()).data;
  const sandboxId = String(payment.hosted_url).split('/').pop();
  const paid = await request.post(`/api/sandbox/session/${sandboxId}/pay`, { data: CARD, headers });
  expect((await paid.json()).data.status).toBe('charged');
  const applied = await request.post('/api/payment/set-order-status-by-payment-id', { data: { payment_id: payment.payment_id, session_id: session }, headers });
  expect((await applied.json()).data.order.status).toBe(1);
  return order.id as number;
}

async function pageAs(browser: Browser, email: string, lang: Lang): Promise<Page> {
  // Each actor in its own context (axe needs pages of browser.newContext()).
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await useLanguage(page, lang);
  await loginAs(page, email);
  return page;
}

const row = (page: Page, id: number) => page.locator(`[data-testid="vendor-order-row"][data-order-id="${id}"]`);

test('a vendor confirms a paid order (the customer then has 60% paid) and rejects another, which another vendor sees on the market', async ({
  browser,
  request,
}) => {
  allowTime(180_000);
  const bigBag = await findOffer(request, POSTCODE, birchBigBag);
  const vendor = await vendorInfo(request, bigBag.vendor_id);
  const vendorEmail = DEMO_VENDOR_EMAILS[vendor!.name];
  expect(vendorEmail, `no demo login known for ${vendor?.name}`).toBeTruthy();
  const confirmId = await paidOrder(request, bigBag, 1, 'Please ring the bell.');
  const rejectId = await paidOrder(request, bigBag, 1);

  // The vendor's new orders: both are there, by keyboard and axe-clean.
  const v = await pageAs(browser, vendorEmail!, 'en');
  await v.goto('/dashboard/orders');
  await expect(v.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await expect(row(v, confirmId)).toBeVisible();
  await expect(row(v, rejectId)).toBeVisible();
  await expect(row(v, confirmId).getByTestId('vendor-order-progress')).toHaveText('10% paid');
  await expectAccessible(v, 'vendor orders (my orders)');
  await screenshots(v, 'vendor-orders-mine-en');

  // The order in full, then confirm it by keyboard through the dialog.
  await row(v, confirmId)
    .getByRole('link', { name: `Order ${confirmId}` })
    .click();
  await expect(v).toHaveURL(new RegExp(`/dashboard/orders/${confirmId}$`));
  await expect(v.getByRole('heading', { name: `Order ${confirmId}`, level: 1 })).toBeVisible();
  await expect(v.getByTestId('vendor-order-lines')).toContainText('1000 L');
  await expect(v.getByTestId('vendor-order-comment')).toHaveText('Please ring the bell.');
  await expect(v.getByText('Dronningens gate 15, 0150 Oslo')).toBeVisible();
  await expect(v.getByRole('link', { name: KARI })).toBeVisible();
  await expectAccessible(v, 'vendor order detail');
  await screenshots(v, 'vendor-order-detail-en');
  await v.getByRole('button', { name: `Confirm order ${confirmId}` }).focus();
  await v.keyboard.press('Enter');
  const dialog = v.getByRole('dialog', { name: `Confirm order ${confirmId}?` });
  await expect(dialog).toBeVisible();
  await expectAccessibleWithin(v, '[role="dialog"]', 'confirm dialog');
  await v.keyboard.press('Enter'); // the confirm button has the focus
  await expect(v.getByText(`Order ${confirmId} is confirmed. The customer has now paid 60%.`)).toBeVisible();
  await expect(v.getByTestId('vendor-order-status')).toHaveText('Confirmed');
  await expect(v.getByTestId('vendor-order-payment').getByTestId('vendor-order-progress')).toHaveText('60% paid');
  await expect(v.getByRole('button', { name: `Confirm order ${confirmId}` })).toHaveCount(0);

  // The customer's order page shows the plan's progress.
  const customer = await pageAs(browser, KARI, 'en');
  await customer.goto(`/orders/${confirmId}`);
  await expect(customer.getByTestId('payment-progress')).toHaveText('60% paid');
  await expect(customer.getByTestId('order-status')).toHaveText('Confirmed');
  await screenshots(customer, 'vendor-orders-customer-60-en');

  // Reject the other order from the list: it leaves My orders and goes to the market.
  await v.goto('/dashboard/orders');
  await row(v, rejectId)
    .getByRole('button', { name: `Reject order ${rejectId}` })
    .click();
  await expect(v.getByRole('dialog', { name: `Reject order ${rejectId}?` })).toBeVisible();
  await v.getByTestId('dialog-cancel').click();
  await expect(v.getByText(`Order ${rejectId} went to the market and its products are back in your stock.`)).toBeVisible();
  await expect(row(v, rejectId)).toHaveCount(0);
  await v.getByRole('tab', { name: 'Market orders' }).click();
  await expect(row(v, rejectId)).toHaveCount(0);
  await v.getByRole('tab', { name: 'Confirmed' }).click();
  await expect(row(v, confirmId)).toBeVisible();
  await expectAccessible(v, 'vendor orders (confirmed)');
  await screenshots(v, 'vendor-orders-confirmed-en');

  // Another vendor that delivers to 0150 finds it among its market orders.
  let other: string | undefined;
  for (let id = 1; id <= 30 && !other; id++) {
    if (id === bigBag.vendor_id) continue;
    const info = await vendorInfo(request, id);
    if (info?.delivers && DEMO_VENDOR_EMAILS[info.name]) other = DEMO_VENDOR_EMAILS[info.name];
  }
  expect(other, 'a second demo vendor delivering to 0150').toBeTruthy();
  const o = await pageAs(browser, other!, 'en');
  await o.goto('/dashboard/orders');
  await o.getByRole('tab', { name: 'Market orders' }).click();
  await expect(o).toHaveURL(/tab=market/);
  await expect(row(o, rejectId)).toBeVisible();
  await expect(row(o, rejectId).getByTestId('vendor-order-status')).toHaveText('On the market');
  await expect(row(o, confirmId)).toHaveCount(0);
  await expectAccessible(o, 'market orders');
  await screenshots(o, 'vendor-orders-market-en');
  await row(o, rejectId)
    .getByRole('link', { name: `Order ${rejectId}` })
    .click();
  await expect(o.getByText('This order is on the market')).toBeVisible();
  await expect(o.getByRole('link', { name: KARI })).toHaveCount(0);
  await expectAccessible(o, 'market order detail');
  await screenshots(o, 'vendor-order-market-detail-en');
  // The confirmed order belongs to the first vendor only.
  await o.goto(`/dashboard/orders/${confirmId}`);
  await expect(o.getByTestId('vendor-order-missing')).toBeVisible();
});

for (const lang of ['es', 'no'] as const) {
  test(`the vendor's order pages in ${lang}`, async ({ browser, request }) => {
    allowTime(90_000);
    const bigBag = await findOffer(request, POSTCODE, birchBigBag);
    const vendor = await vendorInfo(request, bigBag.vendor_id);
    const id = await paidOrder(request, bigBag, 1);
    const v = await pageAs(browser, DEMO_VENDOR_EMAILS[vendor!.name]!, lang);
    await v.goto('/dashboard/orders');
    await expect(row(v, id)).toBeVisible();
    await expect(v.getByRole('tab', { name: lang === 'es' ? 'Mis pedidos' : 'Mine bestillinger' })).toHaveAttribute('aria-selected', 'true');
    await expectAccessible(v, `vendor orders ${lang}`);
    await screenshots(v, `vendor-orders-mine-${lang}`);
    await v.goto(`/dashboard/orders/${id}`);
    await expect(v.getByTestId('vendor-order-progress').first()).toHaveText(lang === 'es' ? '10% pagado' : '10 % betalt');
    await expectAccessible(v, `vendor order ${lang}`);
    await screenshots(v, `vendor-order-detail-${lang}`);
    await v.getByRole('button', { name: lang === 'es' ? `Rechazar el pedido ${id}` : `Avvis bestilling ${id}` }).click();
    await expect(v.getByRole('dialog')).toBeVisible();
    await screenshots(v, `vendor-order-reject-dialog-${lang}`);
    await v.keyboard.press('Escape');
    await expect(v.getByRole('dialog')).toHaveCount(0);
  });
}
