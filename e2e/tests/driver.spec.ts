import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectWcag22, KeyboardUser } from '../fixtures/keyboard.ts';
import { DEMO_VENDOR_EMAILS, findOffer, KARI, type Offer, paidOrder, POSTCODE, vendorInfo } from './commerce-support.ts';
import { allowTime, loginAs, screenshots, useLanguage } from './support.ts';

/**
 * The driver app (issue 9, item 6): at 390 px, a vendor's driver opens the day's started route,
 * loses the connection, photographs and marks two stops delivered (kept on the phone, shown as
 * waiting), gets the connection back and sees both sent; the API has the marks and the photos.
 * Then, offline again, the app still opens from its service worker with the routes it kept; the
 * route desk shows the photos too.
 */

/** A 16 × 12 PNG, as a camera would hand over a (much larger) photo. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAMCAIAAADkharWAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAGElEQVR4nGPI7lMmCTGMaugbDaVsbEkDAOSY1QEgEKakAAAAAElFTkSuQmCC',
  'base64',
);

/**
 * A demo vendor delivering to 0150 that the other journeys leave alone: routes.spec.ts takes the first
 * from the lowest id up, vendor-orders.spec.ts the birch big-bag one; this one counts down.
 */
async function driverVendor(request: APIRequestContext): Promise<{ offer: Offer; email: string }> {
  const taken = (await findOffer(request, POSTCODE, (o) => /birch/i.test(o.name) && o.weight >= 50 && o.category_id === 1)).vendor_id;
  for (let id = 30; id >= 1; id--) {
    if (id === taken) continue;
    const info = await vendorInfo(request, id);
    const email = info?.delivers ? DEMO_VENDOR_EMAILS[info.name] : undefined;
    if (!email) continue;
    const offer = await findOffer(request, POSTCODE, (o) => o.vendor_id === id && o.weight > 0 && o.weight <= 60).catch(() => null);
    if (offer) return { offer, email };
  }
  throw new Error('no demo vendor delivering to 0150 for the driver journey');
}

/** Two paid orders the vendor confirms, on a route of a new van, started. */
async function startedRoute(request: APIRequestContext, token: string, offer: Offer) {
  const headers = { authorization: `Bearer ${token}`, 'x-language': 'en' };
  // Above every demo supplier's minimum order (at most 1,500 kr; prices are in øre).
  const quantity = Math.max(1, Math.ceil(160_000 / offer.price));
  const ids = [await paidOrder(request, offer, quantity, 'Ring på døra'), await paidOrder(request, offer, quantity)];
  for (const id of ids) expect((await request.post(`/api/vendor/order/confirm/${id}`, { headers, data: {} })).status()).toBe(200);
  const order = (await (await request.get(`/api/vendor/order/show/${ids[0]}`, { headers })).json()).data as { delivery_date_from: string };
  const van = await request.post('/api/transporter/add-vehicle', {
    headers,
    data: { car_number: `DR ${String(Date.now()).slice(-5)}`, capacity_kg: 3500, width_cm: 200, height_cm: 190, depth_cm: 420 },
  });
  const vehicleId = ((await van.json()).data as { id: number }).id;
  const added = await request.post('/api/vendor/routes/add', {
    headers,
    data: { delivery_date: order.delivery_date_from, departure_time: '08:00', vehicle_id: vehicleId, order_ids: ids },
  });
  expect(added.status(), await added.text()).toBe(200);
  const routeId = ((await added.json()).data as { route: { id: number } }).route.id;
  expect((await request.post(`/api/vendor/routes/start/${routeId}`, { headers, data: {} })).status()).toBe(200);
  return { routeId, ids, headers };
}

test('a driver at 390 px marks two stops delivered with photos while offline, and the marks arrive when back online', async ({ browser, request }) => {
  allowTime(120_000);
  const { offer, email } = await driverVendor(request);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await useLanguage(page, 'es');
  const { access_token } = await loginAs(page, email);
  const { routeId, ids, headers } = await startedRoute(request, access_token, offer);

  await page.goto('/driver');
  await expect(page.getByRole('heading', { name: 'Reparto de hoy', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('App del conductor · Vedmarked');
  const route = page.locator(`[data-testid="driver-route"][data-route-id="${routeId}"]`);
  const stops = ids.map((id) => route.locator(`[data-testid="driver-stop"][data-order-id="${id}"]`));
  for (const stop of stops) await expect(stop).toBeVisible();
  await expect(stops[0]!.getByTestId('stop-comment')).toHaveText('Nota del cliente: «Ring på døra»');
  await expect(stops[0]!.getByRole('link', { name: /^Llamar a Kari Nordmann/ })).toHaveAttribute('href', 'tel:+4790000002');
  await expect(stops[0]!.getByRole('link', { name: /^Abrir Dronningens gate 15, Oslo en la app de mapas$/ })).toHaveAttribute('href', /Dronningens/);
  await expectWcag22(page, 'driver app');
  // The service worker is ready before the connection goes: the app can open offline later.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));

  await context.setOffline(true);
  await expect(page.getByTestId('driver-offline')).toContainText('Sin conexión');
  const keyboard = new KeyboardUser(page);
  for (const stop of stops) {
    const mark = stop.getByTestId('stop-mark-delivered');
    await expect(mark).toBeDisabled();
    await stop.getByTestId('stop-photo-input').setInputFiles({ name: 'entrega.png', mimeType: 'image/png', buffer: PHOTO });
    await expect(stop.getByRole('img', { name: /pendiente de envío$/ })).toHaveCount(1);
    await keyboard.tabTo(mark);
    await keyboard.press('Enter');
    await expect(stop.getByTestId('stop-sync')).toHaveText('Pendiente de envío');
  }
  await expect(page.getByTestId('driver-waiting')).toHaveText('4 envíos pendientes');
  await expectWcag22(page, 'driver app offline');
  await screenshots(page, 'driver-offline-es');
  await page.setViewportSize({ width: 390, height: 844 });

  await context.setOffline(false);
  for (const stop of stops) await expect(stop.getByTestId('stop-sync')).toHaveText('Enviado');
  await expect(page.getByTestId('driver-waiting')).toHaveCount(0);
  // The server photos replace the kept ones once the routes are fetched again.
  for (const stop of stops) await expect(stop.getByRole('img', { name: /^Foto de entrega 1 del pedido/ })).toHaveCount(1);
  const shown = (await (await request.get(`/api/vendor/routes/show/${routeId}`, { headers })).json()).data as {
    stops: { order_id: number; delivered: boolean; photos: unknown[] }[];
  };
  for (const id of ids) expect(shown.stops.find((s) => s.order_id === id)).toMatchObject({ delivered: true, photos: [expect.anything()] });
  await screenshots(page, 'driver-es');

  // Offline again, the app opens from the service worker with the routes it kept.
  await page.setViewportSize({ width: 390, height: 844 });
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Reparto de hoy', level: 1 })).toBeVisible();
  await expect(page.getByTestId('driver-offline')).toContainText('Rutas cargadas a las');
  for (const stop of stops) await expect(stop.getByTestId('stop-sync')).toHaveText('Entregado');
  await context.setOffline(false);

  // Norwegian.
  const no = await context.newPage();
  await useLanguage(no, 'no');
  await no.goto('/driver');
  await expect(no.getByRole('heading', { name: 'Dagens leveringer', level: 1 })).toBeVisible();
  await expect(no.locator(`[data-testid="driver-route"][data-route-id="${routeId}"]`).getByTestId('stop-sync').first()).toHaveText('Levert');
  await screenshots(no, 'driver-no');
  // The route desk shows the same photos.
  await no.getByTestId('driver-desk-link').click();
  await expect(no).toHaveURL(/\/dashboard\/routes$/);
  await no.goto(`/dashboard/routes/${routeId}`);
  for (const id of ids) await expect(no.getByRole('img', { name: `Leveringsbilde 1 av bestilling nr. ${id}` })).toBeVisible();
  await context.close();

  // The customer sees the order delivered, with the driver's photo.
  const customer = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const kari = await customer.newPage();
  await useLanguage(kari, 'no');
  await loginAs(kari, KARI);
  await kari.goto(`/orders/${ids[0]}`);
  await expect(kari.getByText('Levert', { exact: true }).first()).toBeVisible();
  await expect(kari.getByRole('img', { name: 'Leveringsbilde 1' })).toBeVisible();
  await customer.close();
});
