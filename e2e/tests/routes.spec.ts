import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { DEMO_VENDOR_EMAILS, findOffer, KARI, type Offer, paidOrder, vendorInfo } from './commerce-support.ts';
import { allowTime, expectAccessible, type Lang, loginAs, screenshots, useLanguage, WCAG22 } from './support.ts';

/**
 * The route desk (issue 9), journeys 1 and 3: a vendor with five confirmed orders (one neighbour
 * pair) builds a suggested route, sees its stops with arrival times, its fill and the map (Leaflet,
 * with no tiles reachable), prints the route sheet, starts it, marks two stops delivered and
 * completes it; the other orders are Confirmed again, the final stage is requested, and the
 * customer sees Delivered on her order page. The vendor is one that the vendor-orders journey does
 * not use, so the planner cannot take that journey's confirmed orders.
 */
const POSTCODE = '0150';

async function vendorPage(browser: Browser, email: string, lang: Lang): Promise<{ page: Page; token: string }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // No tile server is reachable here: the stops, the line and the radius show without tiles.
  await context.route('https://tile.openstreetmap.org/**', (r) => r.abort());
  const page = await context.newPage();
  await useLanguage(page, lang);
  const { access_token } = await loginAs(page, email);
  return { page, token: access_token };
}

/** A vendor delivering to 0150 with a demo login, other than the birch big-bag vendor of vendor-orders.spec.ts. */
async function routeVendor(request: APIRequestContext): Promise<{ offer: Offer; email: string }> {
  const taken = (await findOffer(request, POSTCODE, (o) => /birch/i.test(o.name) && o.weight >= 50 && o.category_id === 1)).vendor_id;
  for (let id = 1; id <= 30; id++) {
    if (id === taken) continue;
    const info = await vendorInfo(request, id);
    const email = info?.delivers ? DEMO_VENDOR_EMAILS[info.name] : undefined;
    if (!email) continue;
    const offer = await findOffer(request, POSTCODE, (o) => o.vendor_id === id && o.weight > 0 && o.weight <= 60).catch(() => null);
    if (offer) return { offer, email };
  }
  throw new Error('no second demo vendor delivering to 0150');
}

/**
 * Paid orders the vendor confirms (two, or five with `neighbours`: four of Kari's and a guest two
 * doors down who used her neighbour code, so the pair goes on a route together), their first
 * delivery day, and a new vehicle of the vendor's.
 */
async function plannable(request: APIRequestContext, token: string, offer: Offer, neighbours = false) {
  // Enough for the supplier's minimum order (1,000 kr; prices are in øre).
  const quantity = Math.max(1, Math.ceil(110_000 / offer.price));
  const headers = { authorization: `Bearer ${token}`, 'x-language': 'en' };
  const ids = [await paidOrder(request, offer, quantity), await paidOrder(request, offer, quantity)];
  if (neighbours) {
    ids.push(await paidOrder(request, offer, quantity), await paidOrder(request, offer, quantity));
    const first = (await (await request.get(`/api/vendor/order/show/${ids[3]}`, { headers })).json()).data as { neighbour_code: string | null };
    expect(first.neighbour_code).toMatch(/^NB-/);
    ids.push(await paidOrder(request, offer, quantity, undefined, 'no', { code: first.neighbour_code! }));
  }
  for (const id of ids) {
    const confirmed = await request.post(`/api/vendor/order/confirm/${id}`, { headers, data: {} });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
  }
  const order = (await (await request.get(`/api/vendor/order/show/${ids[0]}`, { headers })).json()).data as { delivery_date_from: string };
  const car = `RT ${String(Date.now()).slice(-5)}`;
  const vehicle = await request.post('/api/transporter/add-vehicle', {
    headers,
    data: { car_number: car, capacity_kg: 3500, width_cm: 200, height_cm: 190, depth_cm: 420 },
  });
  expect(vehicle.status(), await vehicle.text()).toBe(200);
  return { ids, day: order.delivery_date_from, car, vehicleId: ((await vehicle.json()).data as { id: number }).id, headers };
}

/** Kari, signed in, on the order page of her delivered order (journey 3's end), in a language and checked with axe. */
async function customerSeesDelivered(browser: Browser, orderId: number, lang: Lang) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await useLanguage(page, lang);
  await loginAs(page, KARI);
  await page.goto(`/orders/${orderId}`);
  const delivered = { en: 'Delivered', es: 'Entregado', no: 'Levert' }[lang];
  await expect(page.getByTestId('order-status')).toHaveText(delivered);
  const current = page.getByTestId('delivery-step-delivered');
  await expect(current).toHaveAttribute('aria-current', 'step');
  await expect(current.getByTestId('delivery-step-text')).toHaveText(/\d\d\.\d\d\.\d{4}.*\d\d:\d\d/);
  await expectAccessible(page, `delivered order ${lang}`, [], WCAG22);
  await screenshots(page, `order-delivered-${lang}`);
  await context.close();
}

test('journeys 1 and 3: a vendor builds a suggested route of five orders, prints it, starts it, delivers two stops and completes it; the customer sees Delivered', async ({
  browser,
  request,
}) => {
  allowTime(150_000);
  const { offer, email } = await routeVendor(request);
  const { page, token } = await vendorPage(browser, email, 'en');
  const { ids, day, car, headers } = await plannable(request, token, offer, true);
  // The desk: a suggested route for the orders' first day, with the new vehicle.
  await page.goto('/dashboard/routes');
  await expect(page.getByRole('heading', { name: 'Routes', level: 1 })).toBeVisible();
  await expectAccessible(page, 'route desk', [], WCAG22);
  await page.getByTestId('new-route-date').fill(day);
  await page.getByTestId('new-route-vehicle').click();
  await page.getByRole('option', { name: car }).click();
  await page.getByTestId('new-route-suggest').click();

  // The route: its five stops (the neighbour pair together) with arrival times, the fill and the map.
  await expect(page).toHaveURL(/\/dashboard\/routes\/\d+$/);
  const routeId = Number(page.url().split('/').pop());
  await expect(page.getByRole('heading', { name: `Route #${routeId}`, level: 1 })).toBeVisible();
  const stop = (id: number) => page.locator(`[data-testid="route-stop"][data-order-id="${id}"]`);
  for (const id of ids) await expect(stop(id).getByText(/^Arrival \d\d:\d\d/)).toBeVisible();
  const positions = await page.getByTestId('route-stop').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-order-id'))));
  expect(Math.abs(positions.indexOf(ids[3]!) - positions.indexOf(ids[4]!)), 'the neighbour pair is delivered one after the other').toBe(1);
  const figures = page.getByTestId('route-figures');
  await expect(figures.getByText(/^\d+ %$/)).toHaveCount(2);
  await expect(figures).toContainText(car);
  await expect(page.getByTestId('route-map').getByTestId('plan-map-stop').first()).toBeVisible();
  await expect(page.getByRole('img', { name: /^Stop 1: / })).toBeVisible();
  await expect(page.getByTestId('route-status')).toHaveText('New');
  await expectAccessible(page, 'route', [], WCAG22);
  await screenshots(page, 'route-new-en');

  // The route sheet: a PDF.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Route PDF' }).click();
  const sheet = await readFile((await (await download).path())!);
  expect(sheet.subarray(0, 5).toString()).toBe('%PDF-');

  // Start (after confirming), deliver two stops, complete.
  await page.getByTestId('route-start').click();
  await page.getByTestId('dialog-start').click();
  await expect(page.getByTestId('route-status')).toHaveText('In progress');
  const [delivered, alsoDelivered, ...unmarked] = ids as [number, number, ...number[]];
  for (const id of [delivered, alsoDelivered]) {
    await page.getByRole('button', { name: new RegExp(`^Mark order #${id} .* delivered$`) }).click();
    await expect(stop(id).getByTestId('stop-delivered')).toBeVisible();
  }
  await page.getByTestId('route-complete').click();
  await page.getByTestId('dialog-complete').click();
  await expect(page.getByTestId('route-status')).toHaveText('Completed');

  // The unmarked orders are Confirmed again; the delivered ones have their final 40% requested.
  for (const id of unmarked) {
    const order = (await (await request.get(`/api/vendor/order/show/${id}`, { headers })).json()).data as { status_name: string };
    expect(order.status_name, `order ${id}`).toBe('confirmed');
  }
  const shown = (await (await request.get(`/api/vendor/order/show/${delivered}`, { headers })).json()).data as {
    status_name: string;
    payments: { stage: string; status: string }[];
  };
  expect(shown.status_name).toBe('delivered');
  expect(shown.payments.find((p) => p.stage === 'final')?.status).toMatch(/^(paid|pending)$/);

  // History holds the route.
  await page.getByRole('link', { name: 'All routes' }).click();
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByRole('link', { name: `Route #${routeId}` })).toBeVisible();
  await screenshots(page, 'routes-history-en');

  // The customer sees Delivered, with the day and about when, in her languages.
  for (const lang of ['es', 'no'] as const) await customerSeesDelivered(browser, delivered, lang);
});

for (const lang of ['es', 'no'] as const) {
  test(`the route desk and a route in ${lang}`, async ({ browser, request }) => {
    allowTime(60_000);
    const { offer, email } = await routeVendor(request);
    const { page, token } = await vendorPage(browser, email, lang);
    const { ids, day, vehicleId, headers } = await plannable(request, token, offer);
    const added = await request.post('/api/vendor/routes/add', {
      headers,
      data: { delivery_date: day, departure_time: '08:00', vehicle_id: vehicleId, order_ids: ids },
    });
    expect(added.status(), await added.text()).toBe(200);
    const routeId = ((await added.json()).data as { route: { id: number } }).route.id;
    await page.goto('/dashboard/routes');
    await expect(page.getByRole('link', { name: lang === 'es' ? `Ruta n.º ${routeId}` : `Rute nr. ${routeId}` })).toBeVisible();
    await expectAccessible(page, `route desk ${lang}`, [], WCAG22);
    await screenshots(page, `routes-desk-${lang}`);
    await page.goto(`/dashboard/routes/${routeId}`);
    await expect(page.getByTestId('route-stop')).toHaveCount(ids.length);
    await expect(page.getByTestId('route-map').getByTestId('plan-map-stop')).toHaveCount(ids.length);
    await expectAccessible(page, `route ${lang}`, [], WCAG22);
    await screenshots(page, `route-${lang}`);
    // A move by keyboard: the times are recomputed at once, before saving; the server keeps the new order.
    const first = page.locator(`[data-testid="route-stop"][data-order-id="${ids[0]}"]`);
    const arrivalBefore = await first.getByText(/^(Llegada|Ankomst) \d\d:\d\d/).textContent();
    await expect(page.getByTestId('route-stop').first()).toHaveAttribute('data-order-id', String(ids[0]));
    await page
      .getByRole('button', { name: lang === 'es' ? /^Bajar / : /^Flytt .* ned$/ })
      .first()
      .press('Enter');
    await expect(page.getByTestId('route-live')).toBeVisible();
    await expect(first.getByText(/^(Llegada|Ankomst) \d\d:\d\d/)).not.toHaveText(arrivalBefore!);
    const arrivalLive = await first.getByText(/^(Llegada|Ankomst) \d\d:\d\d/).textContent();
    await page.getByTestId('route-save').click();
    await expect(page.getByTestId('route-save')).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('route-stop').first()).toHaveAttribute('data-order-id', String(ids[1]));
    await expect(first.getByText(/^(Llegada|Ankomst) \d\d:\d\d/)).toHaveText(arrivalLive!);

    // Cancel, after confirming: every order is Confirmed again.
    await page.getByTestId('route-cancel').click();
    await page.getByTestId('dialog-cancel').click();
    await expect(page.getByTestId('route-status')).toHaveText(lang === 'es' ? 'Cancelada' : 'Kansellert');
    for (const id of ids) {
      const order = await request.get(`/api/vendor/order/show/${id}`, { headers });
      expect(((await order.json()).data as { status_name: string }).status_name).toBe('confirmed');
    }

    // The same map shows the hub and its delivery radius on /dashboard/delivery.
    await page.goto('/dashboard/delivery');
    await expect(page.getByTestId('hub-map').first().getByTestId('plan-map-hub')).toBeVisible();
    await expectAccessible(page, `delivery ${lang}`, [], WCAG22);
    await screenshots(page, `delivery-map-${lang}`);
  });
}
