import { type APIRequestContext, expect, test } from '@playwright/test';
import { DEMO_VENDOR_EMAILS, findOffer, type Offer, POSTCODE, vendorInfo } from './commerce-support.ts';
import { allowTime, expectAccessible, loginAs, screenshots, useLanguage, WCAG22 } from './support.ts';

const CARD = { card_number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'Guri Gjest' };
const random = (n: number) => Array.from({ length: n }, () => '0123456789abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 36)]).join('');

/** A guest's own order (nobody else's journey touches it), its 10% paid: unconfirmed at its vendor. */
async function guestOrder(request: APIRequestContext, offer: Offer): Promise<{ id: number; shipping: number }> {
  const session = `e2e${random(29)}`;
  const add = await request.post(`/api/cart/add?session_id=${session}`, {
    data: { postcode: POSTCODE, vendor_product_id: offer.vendor_product_id, quantity: Math.max(10, Math.ceil(200_000 / offer.price)) },
  });
  expect(add.status(), await add.text()).toBe(200);
  const placed = await request.post('/api/payment/create-dibs-payment', {
    data: {
      session_id: session,
      idempotency_key: random(24),
      return_url: '/checkout-success',
      first_name: 'Guri',
      last_name: `Gjest${random(4)}`,
      email: `guri.${random(8)}@example.no`,
      phone: `4${String(Math.random()).slice(2, 9).padEnd(7, '0')}`,
      delivery_street: 'Dronningens gate 21',
      delivery_city: 'Oslo',
      delivery_postcode: POSTCODE,
      agree_terms: '1',
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const { order, payment } = (await placed.json()).data;
  const paid = await request.post(`/api/sandbox/session/${String(payment.hosted_url).split('/').pop()}/pay`, { data: CARD });
  expect((await paid.json()).data.status).toBe('charged');
  const applied = await request.post('/api/payment/set-order-status-by-payment-id', { data: { payment_id: payment.payment_id, session_id: session } });
  expect((await applied.json()).data.order.status).toBe(1);
  return { id: order.id as number, shipping: order.shipping ?? 0 };
}

/**
 * The operator's console (issue 13): the admin finds an unconfirmed order from the orders list (the
 * "awaiting a route" quick filter and the search), fixes its shipping price with a comment and a
 * reason, and the vendor, signed in as itself, sees the new price and the comment on its order page.
 */
test('the admin fixes an order’s shipping with a comment, and the vendor sees both', async ({ browser, request }) => {
  allowTime(120_000);
  const offer = await findOffer(request, POSTCODE, (o) => o.category_id === 1 && o.weight < 50);
  const order = await guestOrder(request, offer);
  const vendorName = (await vendorInfo(request, offer.vendor_id))!.name;
  const vendorEmail = DEMO_VENDOR_EMAILS[vendorName]!;
  expect(vendorEmail, vendorName).toBeTruthy();

  // The admin, in Norwegian: the list with a quick filter, then the search by order number.
  const admin = await (await browser.newContext()).newPage();
  await useLanguage(admin, 'no');
  await loginAs(admin, 'admin@demo.vedmarked.no');
  await admin.goto('/dashboard/orders');
  await expect(admin.getByRole('heading', { name: 'Alle bestillinger', level: 1 })).toBeVisible({ timeout: 30_000 });
  await admin.getByText('Venter på rute', { exact: true }).click();
  await expect(admin).toHaveURL(/group=awaitingRoute/);
  await admin.getByRole('searchbox', { name: 'Søk i bestillinger' }).fill(String(order.id));
  const link = admin.getByRole('link', { name: `Bestilling ${order.id}`, exact: true }).first();
  await expect(link).toBeVisible({ timeout: 30_000 });
  await expectAccessible(admin, 'admin orders no', [], WCAG22);
  await screenshots(admin, 'admin-orders-no');
  await link.click();
  await expect(admin.getByRole('heading', { name: `Bestilling ${order.id}`, level: 1 })).toBeVisible({ timeout: 30_000 });

  // A missing reason is refused by its field; then price, comment and reason are saved.
  const form = admin.getByTestId('fix-shipping-form');
  await form.getByLabel('Fraktpris (kr)').fill('777');
  await form.getByLabel('Kommentar til leverandøren').fill('Lang vei inn, avtalt med kunden');
  await form.getByRole('button', { name: 'Lagre pris og kommentar' }).click();
  await expect(form.getByText('Skriv begrunnelsen (minst 3 tegn); den lagres i revisjonsloggen')).toBeVisible();
  await form.getByLabel('Begrunnelse').fill('Ferje til øya');
  await form.getByRole('button', { name: 'Lagre pris og kommentar' }).click();
  await expect(admin.getByTestId('detail-shipping')).toContainText('777');
  await expect(admin.getByTestId('detail-admin-comment')).toContainText('Lang vei inn, avtalt med kunden');
  await expect(admin.getByText('Fast fraktpris').first()).toBeVisible();
  await expectAccessible(admin, 'admin order no', [], WCAG22);
  await screenshots(admin, 'admin-order-no');

  // The vendor, in Spanish, on its own order page.
  const vendor = await (await browser.newContext()).newPage();
  await useLanguage(vendor, 'es');
  await loginAs(vendor, vendorEmail);
  await vendor.goto(`/dashboard/orders/${order.id}`);
  await expect(vendor.getByTestId('vendor-order-admin-comment')).toContainText('Lang vei inn, avtalt med kunden', { timeout: 30_000 });
  await expect(vendor.getByTestId('vendor-order-shipping')).toContainText('777');
  await expect(vendor.getByTestId('vendor-order-shipping')).toContainText('precio fijado por Vedmarked');
});

test('the admin’s order list, order page, vendors and settings in Spanish, accessible', async ({ browser, request }) => {
  allowTime(120_000);
  const offer = await findOffer(request, POSTCODE, (o) => o.category_id === 1 && o.weight < 50);
  const order = await guestOrder(request, offer);
  const admin = await (await browser.newContext()).newPage();
  await useLanguage(admin, 'es');
  await loginAs(admin, 'admin@demo.vedmarked.no');
  await admin.goto('/dashboard/orders?group=awaitingRoute');
  await expect(admin.getByRole('heading', { name: 'Todos los pedidos', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(admin.getByTestId('admin-order-link').first()).toBeVisible({ timeout: 30_000 });
  await expectAccessible(admin, 'admin orders es', [], WCAG22);
  await screenshots(admin, 'admin-orders-es');
  await admin.goto(`/dashboard/orders/${order.id}`);
  await expect(admin.getByRole('heading', { name: `Pedido ${order.id}`, level: 1 })).toBeVisible({ timeout: 30_000 });
  await expectAccessible(admin, 'admin order es', [], WCAG22);
  await screenshots(admin, 'admin-order-es');
  await admin.goto('/dashboard/settings');
  await expect(admin.getByRole('heading', { name: 'Ajustes de la plataforma', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(admin.getByLabel('Comisión estándar de la plataforma (%)')).toBeVisible();
  await expectAccessible(admin, 'settings es', [], WCAG22);
  await screenshots(admin, 'admin-settings-es');
  await admin.goto('/dashboard/vendors');
  await expect(admin.getByRole('heading', { name: 'Proveedores', level: 1 })).toBeVisible({ timeout: 30_000 });
  await admin
    .getByRole('button', { name: /^Detalles de / })
    .first()
    .click();
  await expect(admin.getByTestId('vendor-panel')).toBeVisible({ timeout: 30_000 });
  await expectAccessible(admin, 'vendors es', [], WCAG22);
  await screenshots(admin, 'admin-vendors-es');

  const no = await (await browser.newContext()).newPage();
  await useLanguage(no, 'no');
  await loginAs(no, 'admin@demo.vedmarked.no');
  await no.goto('/dashboard/settings');
  await expect(no.getByRole('heading', { name: 'Plattforminnstillinger', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expectAccessible(no, 'settings no', [], WCAG22);
  await screenshots(no, 'admin-settings-no');
});
