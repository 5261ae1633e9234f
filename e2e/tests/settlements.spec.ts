import { expect, test } from '@playwright/test';
import { DEMO_VENDOR_EMAILS } from './commerce-support.ts';
import { allowTime, expectAccessible, loginAs, screenshots, useLanguage, WCAG22 } from './support.ts';

/**
 * Settlements (issue 10, decision 0031): the admin closes the last ended period (the job's work,
 * done at once); Oslo Vedlager finds its settlement under Outstanding (es), opens it and downloads
 * the PDF statement; the admin marks it paid with the bank reference (no); the vendor finds it
 * under Paid. The delivered order on a completed route is an e2e fixture (e2e/fixtures/seed.ts), and
 * so is a collected market order Oslo Vedlager owes for, which its settlement keeps back (decision 0049).
 */
test('a period closes, the vendor reads its settlement and PDF, the admin pays it, and it moves to Paid', async ({ browser }) => {
  allowTime(90_000);
  const admin = await (await browser.newContext()).newPage();
  await useLanguage(admin, 'no');
  const { access_token } = await loginAs(admin, 'admin@demo.vedmarked.no');
  const closed = await admin.request.post('/api/settlements/close-period', { headers: { authorization: `Bearer ${access_token}` }, data: {} });
  expect(closed.status(), await closed.text()).toBe(200);

  // The vendor, in Spanish: Outstanding lists the settlement; its page shows the lines and sums.
  const vendor = await (await browser.newContext()).newPage();
  await useLanguage(vendor, 'es');
  await loginAs(vendor, DEMO_VENDOR_EMAILS['Oslo Vedlager']!);
  await vendor.goto('/dashboard/settlements');
  await expect(vendor.getByRole('heading', { name: 'Liquidaciones', level: 1 })).toBeVisible();
  const link = vendor.getByTestId('settlement-link').first();
  await expect(link).toBeVisible();
  await expectAccessible(vendor, 'settlements es', [], WCAG22);
  await screenshots(vendor, 'settlements-es');
  await link.click();
  await expect(vendor).toHaveURL(/\/dashboard\/settlements\/\d+$/);
  const id = Number(vendor.url().split('/').pop());
  await expect(vendor.getByRole('heading', { name: `Liquidación ${id}`, level: 1 })).toBeVisible();
  await expect(vendor.getByTestId('settlement-status')).toHaveText('Pendiente');
  await expect(vendor.getByTestId('sum-payout')).toContainText('kr');
  // Oslo Vedlager owes for a collected market order (an e2e fixture): the close kept it back (decision 0049).
  await expect(vendor.getByText('Compras en el mercado retenidas')).toBeVisible();
  await expect(vendor.getByTestId('sum-market_netted')).toContainText(/^−.*kr/);
  await expect(vendor.getByTestId('sum-to_pay')).toContainText('kr');
  await expect(vendor.getByTestId('mark-paid')).toHaveCount(0);
  await expectAccessible(vendor, 'settlement es', [], WCAG22);
  await screenshots(vendor, 'settlement-es');
  const [pdf] = await Promise.all([vendor.waitForEvent('download'), vendor.getByTestId('settlement-pdf').click()]);
  expect(pdf.suggestedFilename()).toBe(`vedmarked-settlement-${id}.pdf`);

  // The admin, in Norwegian: a reference that is too short is refused by its field, then it is paid.
  await admin.goto(`/dashboard/settlements/${id}`);
  await expect(admin.getByRole('heading', { name: `Oppgjør ${id}`, level: 1 })).toBeVisible();
  await admin.getByTestId('bank-reference').fill('x');
  await admin.getByTestId('mark-paid').click();
  await expect(admin.getByText('Skriv inn bankens referanse for overføringen (3 til 64 tegn)')).toBeVisible();
  await expectAccessible(admin, 'settlement admin no', [], WCAG22);
  await screenshots(admin, 'settlement-admin-no');
  await admin.getByTestId('bank-reference').fill('NO-E2E-0001');
  await admin.getByTestId('mark-paid').click();
  await expect(admin.getByTestId('settlement-status')).toHaveText('Betalt');
  await expect(admin.getByText(/^Betalt \d\d\.\d\d\.20\d\d, bankreferanse NO-E2E-0001$/)).toBeVisible();
  await expect(admin.getByTestId('mark-paid')).toHaveCount(0);

  // The vendor finds it under Paid.
  await vendor.goto('/dashboard/settlements?tab=paid');
  await expect(vendor.getByRole('link', { name: `Liquidación ${id}` })).toBeVisible();
  await screenshots(vendor, 'settlements-paid-es');
  await admin.goto('/dashboard/settlements?tab=paid');
  await expect(admin.getByRole('link', { name: `Oppgjør ${id}` })).toBeVisible();
  await expectAccessible(admin, 'settlements no', [], WCAG22);
  await screenshots(admin, 'settlements-paid-no');
});
