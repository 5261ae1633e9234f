import { type Browser, expect, type Page, test } from '@playwright/test';
import { birchBigBag, DEMO_VENDOR_EMAILS, expectAccessibleWithin, findOffer, KARI, offerName, paidOrder, POSTCODE, vendorInfo } from './commerce-support.ts';
import { allowTime, expectAccessible, type Lang, loginAs, screenshots, useLanguage } from './support.ts';

/**
 * The payment plan end to end (decision 0007): a customer pays 10% at checkout, the vendor confirms
 * the order on /dashboard/orders, the customer's order page then shows 60% paid. A second order the
 * vendor rejects goes to the market, where another vendor delivering there sees it.
 */

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
    // The customer orders in the other language; the vendor reads the product in their own (issue 18, item 5).
    const customerLang = lang === 'es' ? 'no' : 'es';
    const id = await paidOrder(request, bigBag, 1, undefined, customerLang);
    const [own, customers] = [await offerName(request, POSTCODE, bigBag, lang), await offerName(request, POSTCODE, bigBag, customerLang)];
    expect(own).not.toBe(customers);
    const v = await pageAs(browser, DEMO_VENDOR_EMAILS[vendor!.name]!, lang);
    await v.goto('/dashboard/orders');
    await expect(row(v, id)).toBeVisible();
    await expect(v.getByRole('tab', { name: lang === 'es' ? 'Mis pedidos' : 'Mine bestillinger' })).toHaveAttribute('aria-selected', 'true');
    await expectAccessible(v, `vendor orders ${lang}`);
    await screenshots(v, `vendor-orders-mine-${lang}`);
    // The Payments tab: the order's stages, its 10% deposit paid, the order linking to its page.
    await v.getByTestId('tab-payments').click();
    const link = v.getByRole('link', { name: lang === 'es' ? `Pedido ${id}` : `Bestilling ${id}`, exact: true });
    await expect(link).toHaveCount(3);
    await expect(v.locator('[data-row-key]', { has: link }).filter({ hasText: lang === 'es' ? 'Anticipo (10%)' : 'Forskudd (10 %)' })).toContainText(
      lang === 'es' ? 'Pagado' : 'Betalt',
    );
    await screenshots(v, `vendor-orders-payments-${lang}`);
    await v.goto(`/dashboard/orders/${id}`);
    await expect(v.getByTestId('vendor-order-progress').first()).toHaveText(lang === 'es' ? '10% pagado' : '10 % betalt');
    await expect(v.getByTestId('vendor-order-lines')).toContainText(own);
    await expect(v.getByTestId('vendor-order-lines')).not.toContainText(customers);
    await expectAccessible(v, `vendor order ${lang}`);
    await screenshots(v, `vendor-order-detail-${lang}`);
    await v.getByRole('button', { name: lang === 'es' ? `Rechazar el pedido ${id}` : `Avvis bestilling ${id}` }).click();
    await expect(v.getByRole('dialog')).toBeVisible();
    await screenshots(v, `vendor-order-reject-dialog-${lang}`);
    await v.keyboard.press('Escape');
    await expect(v.getByRole('dialog')).toHaveCount(0);
  });
}
