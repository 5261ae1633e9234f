import { expect, type Page, test } from '@playwright/test';
import { DEMO_VENDOR_EMAILS, findOffer } from './commerce-support.ts';
import { allowTime, expectAccessible, loginAs, useLanguage } from './support.ts';

/** The invitation's link to set a password, from the dev outbox (the mail the person receives). */
async function invitationLink(page: Page, to: string): Promise<string> {
  const res = await page.request.get(`/dev/outbox.json?to=${encodeURIComponent(to)}`);
  const [mail] = (await res.json()).data as { text: string }[];
  const url = /https?:\/\/[^\s]+\/reset-password[^\s]*/.exec(mail!.text)?.[0];
  expect(url, mail!.text).toBeTruthy();
  return new URL(url!).pathname + new URL(url!).search;
}

/**
 * Issue 11, journeys 2 and 3: a vendor imports 50 customers from a CSV with 3 bad rows, sees each
 * row's error, fixes the file and imports all 50; one of them sets a password from the invitation,
 * signs in and orders.
 */
test('a vendor imports 50 customers after fixing 3 bad rows; an invited customer sets a password and orders (no)', async ({ page, browser }) => {
  allowTime(180_000);
  await useLanguage(page, 'no');
  await loginAs(page, DEMO_VENDOR_EMAILS['Romerike Bjørkeved']!);
  const stamp = Date.now().toString(36);
  const good = Array.from({ length: 50 }, (_, i) => `Kunde;Nummer ${i};kunde.${i}.${stamp}@example.no;0150`);
  const csv = (lines: string[]) => ({
    name: 'kunder.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`Fornavn;Etternavn;E-post;Postnummer\n${lines.join('\n')}\n`),
  });
  const bad = [...good];
  bad[4] = `Kunde;Nummer 4;kunde.4.${stamp}@;0150`; // a bad e-mail
  bad[19] = `Kunde;Nummer 19;kunde.19.${stamp}@example.no;99`; // a bad postcode
  bad[14] = `Kunde;Nummer 14;kunde.3.${stamp}@example.no;0150`; // row 4's person again

  await page.goto('/dashboard/customers/import');
  await page.locator('input[type="file"]').setInputFiles(csv(bad));
  await expect(page.getByRole('alert').filter({ hasText: '3 rader kan ikke importeres' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('import-errors-5').first()).toContainText('E-post');
  await expect(page.getByTestId('import-errors-20').first()).toContainText('Postnummer');
  await expect(page.getByTestId('import-errors-15').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Importer 50 kunder' })).toBeDisabled();
  await expectAccessible(page, 'import with 3 bad rows no');

  await page.locator('input[type="file"]').setInputFiles(csv(good));
  await expect(page.getByText('Alle 50 radene kan importeres.')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Importer 50 kunder' }).click();
  await expect(page.getByText('50 kunder importert')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/dashboard\/customers$/);

  // Customer 7 opens the invitation, chooses a password and signs in with it.
  const email = `kunde.7.${stamp}@example.no`;
  const customer = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await useLanguage(customer, 'no');
  await customer.goto(await invitationLink(customer, email));
  await expect(customer.getByRole('heading', { name: 'Velg et nytt passord' })).toBeVisible();
  await customer.getByLabel('Nytt passord').fill('bjørk-og-gran');
  await customer.getByLabel('Gjenta passordet').fill('bjørk-og-gran');
  await customer.getByRole('button', { name: 'Lagre det nye passordet' }).click();
  await expect(customer.getByText('Nytt passord er lagret. Logg inn med det.')).toBeVisible();
  const login = await (await customer.request.post('/api/auth/login', { data: { login: email, password: 'bjørk-og-gran' } })).json();
  expect(login.success, JSON.stringify(login)).toBe(true);

  // The order: the cart and the order as the shop's pages call them, with the customer's session.
  const headers = { authorization: `Bearer ${login.data.access_token}`, 'x-language': 'no' };
  const offer = await findOffer(customer.request, '0150', (o) => o.category_id === 1 && o.weight < 50);
  const session = `e2e${stamp}${'0'.repeat(29 - stamp.length)}`;
  const add = await customer.request.post(`/api/cart/add?session_id=${session}`, {
    headers,
    data: { postcode: '0150', vendor_product_id: offer.vendor_product_id, quantity: 40 },
  });
  expect(add.status(), await add.text()).toBe(200);
  const placed = await customer.request.post('/api/payment/create-dibs-payment', {
    headers,
    data: {
      session_id: session,
      idempotency_key: `imp${stamp}`.padEnd(24, '0'),
      return_url: '/checkout-success',
      first_name: 'Kunde',
      last_name: 'Nummer 7',
      email,
      phone: `4${String(Date.now()).slice(-7)}`,
      delivery_street: 'Dronningens gate 7',
      delivery_city: 'Oslo',
      delivery_postcode: '0150',
      agree_terms: '1',
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const orderId = (await placed.json()).data.order.id as number;

  // Signed in, the customer finds the order in their list.
  await loginAs(customer, email, 'bjørk-og-gran');
  await customer.goto('/orders');
  await expect(customer.getByTestId('orders-table')).toContainText(String(orderId));
  await customer.context().close();
});
