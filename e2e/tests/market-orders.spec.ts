import { type Browser, expect, test } from '@playwright/test';
import { E2E_TIMBER_TRANSPORTER, E2E_WHOLESALER } from '../fixtures/market-orders.ts';
import { DEMO_VENDOR_EMAILS } from './commerce-support.ts';
import { allowTime, expectAccessible, type Lang, loginAs, screenshots, useLanguage, WCAG22 } from './support.ts';

const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAMCAIAAADkharWAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAGElEQVR4nGPI7lMmCTGMaugbDaVsbEkDAOSY1QEgEKakAAAAAElFTkSuQmCC',
  'base64',
);

async function signedIn(browser: Browser, email: string, lang: Lang) {
  const page = await (await browser.newContext()).newPage();
  await useLanguage(page, lang);
  const { access_token } = await loginAs(page, email);
  return { page, auth: { authorization: `Bearer ${access_token}` } };
}

/**
 * Market orders after they are placed (issue 12, decision 0036). The 'ordered' market order of Oslo
 * Vedlager on the journey's own wholesaler's listing is an e2e fixture (e2e/fixtures/market-orders.ts):
 * the wholesaler confirms it (es); the journey's round-timber transporter accepts the transportation
 * request, picks it up and marks it delivered with a photo (es); the vendor and the wholesaler both
 * see it delivered in their orders. Screenshots of the wholesaler's order and the request in es and no.
 */
test('a wholesaler confirms a market order, a round-timber transporter delivers it, and both sides see it delivered', async ({ browser }) => {
  allowTime(300_000);
  const seller = await signedIn(browser, E2E_WHOLESALER, 'es');
  const ordered = await seller.page.request.get('/api/wholesaler/order/list?status=ordered', { headers: seller.auth });
  const id = (await ordered.json()).data[0].id as number;

  // The wholesaler's orders in the shared data table, then the order itself.
  await seller.page.goto('/dashboard/orders');
  await expect(seller.page.getByRole('heading', { name: 'Pedidos del mercado', level: 1 })).toBeVisible({ timeout: 30_000 });
  await seller.page
    .getByRole('link', { name: `Pedido n.º ${id}` })
    .first()
    .click();
  await expect(seller.page).toHaveURL(new RegExp(`/dashboard/orders/${id}$`));
  await expect(seller.page.getByRole('heading', { name: `Pedido del mercado n.º ${id}`, level: 1 })).toBeVisible();
  await expect(seller.page.getByTestId('market-order-status')).toHaveAttribute('data-status', 'ordered');
  await expectAccessible(seller.page, 'wholesaler order es', [], WCAG22);
  await screenshots(seller.page, 'market-order-wholesaler-es');
  await seller.page.getByTestId('market-order-confirm').click();
  await seller.page.getByTestId('dialog-confirm').click();
  await expect(seller.page.getByTestId('market-order-status')).toHaveAttribute('data-status', 'confirmed');
  await expect(seller.page.getByTestId('market-order-transport').getByTestId('transport-status')).toHaveAttribute('data-status', 'open');

  // The transporter finds the request near it, accepts it, picks the goods up and delivers them with a photo.
  const driver = await signedIn(browser, E2E_TIMBER_TRANSPORTER, 'es');
  const open = await driver.page.request.get('/api/transporter/transportation/list', { headers: driver.auth });
  const request = ((await open.json()).data as { id: number; order_id: number }[]).find((r) => r.order_id === id)!;
  expect(request).toBeTruthy();
  await driver.page.goto('/dashboard/transportation');
  await expect(driver.page.getByRole('heading', { name: 'Transporte', level: 1 })).toBeVisible({ timeout: 30_000 });
  await driver.page
    .getByRole('link', { name: `Solicitud n.º ${request.id}` })
    .first()
    .click();
  await expect(driver.page).toHaveURL(new RegExp(`/dashboard/transportation/${request.id}$`));
  await expect(driver.page.getByRole('heading', { name: `Solicitud n.º ${request.id}`, level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(driver.page.getByTestId('transport-status')).toHaveAttribute('data-status', 'open');
  await expectAccessible(driver.page, 'transport request es', [], WCAG22);
  await screenshots(driver.page, 'transport-request-es');
  await driver.page.getByTestId('transport-accept').click();
  await driver.page.getByTestId('dialog-accept').click();
  await expect(driver.page.getByTestId('transport-status')).toHaveAttribute('data-status', 'accepted');
  await driver.page.getByTestId('transport-pick-up').click();
  await expect(driver.page.getByTestId('transport-status')).toHaveAttribute('data-status', 'picked-up');
  await driver.page.getByTestId('transport-deliver').click();
  await expect(driver.page.getByText('Añade al menos 1 y como máximo 10 fotos de la mercancía entregada.')).toBeVisible();
  await driver.page.locator('input[type=file]').setInputFiles({ name: 'entregado.png', mimeType: 'image/png', buffer: PHOTO });
  await driver.page.getByTestId('transport-deliver').click();
  await expect(driver.page.getByTestId('transport-status')).toHaveAttribute('data-status', 'delivered');
  await expect(driver.page.getByRole('img', { name: 'Foto 1 de la mercancía entregada' })).toBeVisible();
  await expectAccessible(driver.page, 'transport delivered es', [], WCAG22);

  // The vendor follows its market order: delivered, in its list and on its page.
  const vendor = await signedIn(browser, DEMO_VENDOR_EMAILS['Oslo Vedlager']!, 'es');
  await vendor.page.goto('/dashboard/market/orders');
  await expect(vendor.page.getByRole('heading', { name: 'Mis pedidos del mercado', level: 1 })).toBeVisible({ timeout: 30_000 });
  await vendor.page
    .getByRole('link', { name: `Pedido n.º ${id}` })
    .first()
    .click();
  await expect(vendor.page).toHaveURL(new RegExp(`/dashboard/market/order/${id}$`));
  await expect(vendor.page.getByRole('heading', { name: `Pedido del mercado n.º ${id}`, level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(vendor.page.getByTestId('market-order-status')).toHaveAttribute('data-status', 'delivered');
  await expect(vendor.page.getByRole('img', { name: 'Foto 1 de la mercancía entregada' })).toBeVisible();
  await expectAccessible(vendor.page, 'vendor market order es', [], WCAG22);

  // The wholesaler sees it delivered too.
  await seller.page.goto('/dashboard/orders');
  await expect(seller.page.getByRole('heading', { name: 'Pedidos del mercado', level: 1 })).toBeVisible({ timeout: 30_000 });
  const row = seller.page.getByRole('row').filter({ has: seller.page.getByRole('link', { name: `Pedido n.º ${id}` }) });
  await expect(row.getByTestId('market-order-status')).toHaveAttribute('data-status', 'delivered');

  // The same two pages in Norwegian.
  const sellerNo = await signedIn(browser, E2E_WHOLESALER, 'no');
  await sellerNo.page.goto(`/dashboard/orders/${id}`);
  await expect(sellerNo.page.getByRole('heading', { name: `Markedsbestilling #${id}`, level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(sellerNo.page.getByTestId('market-order-status')).toHaveText('Levert');
  await expectAccessible(sellerNo.page, 'wholesaler order no', [], WCAG22);
  await screenshots(sellerNo.page, 'market-order-wholesaler-no');
  const driverNo = await signedIn(browser, E2E_TIMBER_TRANSPORTER, 'no');
  await driverNo.page.goto(`/dashboard/transportation/${request.id}`);
  await expect(driverNo.page.getByRole('heading', { name: `Forespørsel #${request.id}`, level: 1 })).toBeVisible({ timeout: 30_000 });
  await expectAccessible(driverNo.page, 'transport request no', [], WCAG22);
  await screenshots(driverNo.page, 'transport-request-no');
});
