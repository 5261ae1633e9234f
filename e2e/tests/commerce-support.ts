import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from './support.ts';

/**
 * Helpers for the cart and checkout journeys. Products are put in the cart through the cart API with
 * the page's own session id (the storefront's product pages call the same API through
 * requestAddToCart); everything after that is done in the browser.
 */
export async function pageSessionId(page: Page): Promise<string> {
  const id = await page.evaluate(() => JSON.parse(localStorage.getItem('vm.sessionId') ?? 'null') as string | null);
  if (id) return id;
  // The app makes one on its first cart call; make sure there is one.
  const made = 'e2e' + Array.from({ length: 29 }, () => '0123456789abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 36)]).join('');
  await page.evaluate((s) => {
    localStorage.setItem('vm.sessionId', JSON.stringify(s));
    localStorage.setItem('vm.sessionIdExpiresAt', JSON.stringify(Date.now() + 30 * 86_400_000));
  }, made);
  return made;
}

export interface Offer {
  vendor_product_id: number;
  vendor_id: number;
  name: string;
  weight: number;
  category_id: number;
  price: number;
}

/** The first vendor delivering to the postcode whose offers include one matching `match`. */
export async function findOffer(request: APIRequestContext, postcode: string, match: (o: Offer) => boolean, session = '0'.repeat(32)): Promise<Offer> {
  for (let vendorId = 1; vendorId <= 30; vendorId++) {
    const res = await request.get(`/api/cart/get-vendor-info?session_id=${session}&postcode=${postcode}&vendor_id=${vendorId}`, {
      headers: { 'x-language': 'en' },
    });
    const data = (await res.json()).data as { delivers: boolean; products: Offer[] } | null;
    const hit = data?.delivers ? data.products.find(match) : undefined;
    if (hit) return hit;
  }
  throw new Error(`no offer at ${postcode} matches`);
}

/** An offer's product name in a language, as the shop names it. */
export async function offerName(request: APIRequestContext, postcode: string, offer: Offer, lang: 'es' | 'en' | 'no'): Promise<string> {
  const res = await request.get(`/api/cart/get-vendor-info?session_id=${'0'.repeat(32)}&postcode=${postcode}&vendor_id=${offer.vendor_id}`, {
    headers: { 'x-language': lang },
  });
  return ((await res.json()).data.products as Offer[]).find((o) => o.vendor_product_id === offer.vendor_product_id)!.name;
}

/** Adds to the page's cart through the cart API (as a product page's order button would). */
export async function addToCart(page: Page, postcode: string, vendorProductId: number, quantity?: number) {
  const session = await pageSessionId(page);
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('vm.accessToken') ?? 'null') as string | null);
  const res = await page.request.post(`/api/cart/add?session_id=${session}`, {
    data: { postcode, vendor_product_id: vendorProductId, quantity },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(res.status(), await res.text()).toBe(200);
}

export const birchBigBag = (o: Offer) => /birch/i.test(o.name) && o.weight >= 50 && o.category_id === 1;

/** Picks a postcode from the postcode box's suggestions. */
export async function choosePostcode(page: Page, label: string, code: string, option: string) {
  const box = page.getByRole('banner').getByRole('textbox', { name: label });
  await box.click();
  await box.pressSequentially(code, { delay: 20 });
  await page.getByRole('option', { name: option }).click();
}

/** Pays on the sandbox payment page with a test card. */
export async function payInSandbox(page: Page, card = '4242 4242 4242 4242') {
  await expect(page).toHaveURL(/\/sandbox\/pay\/sbx_/);
  await page.getByLabel(/Card number|Kortnummer|Número de tarjeta/).fill(card);
  await page.getByLabel(/Expiry date|Utløpsdato|Fecha de caducidad/).fill('1230');
  await page.getByLabel(/Security code|Sikkerhetskode|Código de seguridad/).fill('123');
  await page.getByLabel(/Name on the card|Navn på kortet|Nombre en la tarjeta/).fill('Kari Nordmann');
  await page.getByTestId('sandbox-pay').click();
}

/** Axe (WCAG 2.1 AA) on one part of the page, e.g. an open dialog whose background is covered. */
export async function expectAccessibleWithin(page: Page, selector: string, label: string) {
  await expectAccessible(page, label, [selector]);
}

/** Demo vendors that may serve Oslo (packages/db/src/seed/demo.ts), by name. */
export const DEMO_VENDOR_EMAILS: Record<string, string> = {
  'Oslo Vedlager': 'oslo.vedlager@demo.vedmarked.no',
  'Nordmarka Ved': 'nordmarka@demo.vedmarked.no',
  'Romerike Bjørkeved': 'romerike@demo.vedmarked.no',
  'Drammen Vedlager': 'drammen@demo.vedmarked.no',
  'Vedmarked Transport og Ved': 'vendor.transporter@demo.vedmarked.no',
};
export const POSTCODE = '0150';
export const KARI = 'kari.nordmann@demo.vedmarked.no';
const CARD = { card_number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'Kari Nordmann' };
const random = (n: number) => Array.from({ length: n }, () => '0123456789abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 36)]).join('');

export async function vendorInfo(request: APIRequestContext, vendorId: number) {
  const res = await request.get(`/api/cart/get-vendor-info?session_id=${'0'.repeat(32)}&postcode=${POSTCODE}&vendor_id=${vendorId}`);
  return (await res.json()).data as { vendorId: number; name: string; delivers: boolean } | null;
}

/** A guest neighbour of Kari's (two doors down) who orders with her neighbour code. */
export interface NeighbourGuest {
  code: string;
}

/**
 * Kari orders and pays 10% through the API (the cart, the order and the sandbox card page the
 * browser uses); or, with `neighbour`, a guest two doors down who orders with Kari's neighbour code.
 */
export async function paidOrder(
  request: APIRequestContext,
  offer: Offer,
  quantity: number,
  comment?: string,
  lang: 'es' | 'en' | 'no' = 'en',
  neighbour?: NeighbourGuest,
): Promise<number> {
  const login = neighbour ? null : await (await request.post('/api/auth/login', { data: { login: KARI, password: 'vedmarked' } })).json();
  const headers: Record<string, string> = login ? { authorization: `Bearer ${login.data.access_token}`, 'x-language': lang } : { 'x-language': lang };
  const who = neighbour
    ? {
        first_name: 'Per',
        last_name: 'Nabo',
        email: `per.${random(8)}@example.no`,
        phone: `4${String(Math.random()).slice(2, 9).padEnd(7, '0')}`,
        delivery_street: 'Dronningens gate 17',
        code: neighbour.code,
      }
    : { first_name: 'Kari', last_name: 'Nordmann', email: KARI, phone: '90000002', delivery_street: 'Dronningens gate 15' };
  const session = `e2e${random(29)}`;
  // Kari's cart is one per account: whatever an earlier journey left in it (a sign-in that merged a
  // guest's cart) would make this add `other_vendor`.
  if (!neighbour) await request.post(`/api/cart/clear?session_id=${session}`, { headers, data: {} });
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
      ...who,
      delivery_city: 'Oslo',
      delivery_postcode: POSTCODE,
      agree_terms: '1',
      ...(comment ? { comment } : {}),
    },
  });
  // A refused placement leaves the lines in Kari's cart: empty it, or every later order of hers fails too.
  if (placed.status() !== 200) await request.post(`/api/cart/clear?session_id=${session}`, { headers, data: {} });
  expect(placed.status(), await placed.text()).toBe(200);
  const { order, payment } = (await placed.json()).data;
  const sandboxId = String(payment.hosted_url).split('/').pop();
  const paid = await request.post(`/api/sandbox/session/${sandboxId}/pay`, { data: CARD, headers });
  expect((await paid.json()).data.status).toBe('charged');
  const applied = await request.post('/api/payment/set-order-status-by-payment-id', { data: { payment_id: payment.payment_id, session_id: session }, headers });
  expect((await applied.json()).data.order.status).toBe(1);
  return order.id as number;
}
