import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { allowTime, expectAccessible, loginAs, screenshots, useLanguage } from './support.ts';

/**
 * The operator's console (issue 13, items 1, 4 and 6): the admin opens /dashboard and sees the
 * figures and the charts of the demo world, finds the order unconfirmed for two days in the stuck
 * list and follows its link to the order; after acting as a user, the audit log lists it and exports
 * it as CSV. Read-only on the shared world (the impersonated account is only read).
 */

async function openDashboard(page: Page) {
  await page.goto('/dashboard');
  // The first visit loads the console's chunks (charts included): allow it more time on a busy machine.
  await expect(page.getByTestId('admin-home')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('figure-orders-value')).not.toHaveText('0');
  await expect(page.getByTestId('chart-orders-chart').locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(page.getByTestId('chart-counties-chart').locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(page.getByTestId('stuck-unconfirmed-count')).not.toHaveText('0');
}

test('the admin reads the figures and charts, finds a stuck order and follows it to the order', async ({ page }) => {
  allowTime(150_000);
  await useLanguage(page, 'es');
  await loginAs(page, 'admin@demo.vedmarked.no');
  await openDashboard(page);
  await expect(page.getByRole('heading', { name: 'Resumen del mercado', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pedidos por día según estado' })).toBeVisible();
  // The charts' numbers as tables: hidden until asked, then shown.
  const table = page.getByTestId('chart-vendors-table');
  await page.getByTestId('chart-vendors').getByRole('button', { name: 'Ver como tabla' }).click();
  await expect(table).toBeVisible();
  await expect(table.getByRole('rowheader').first()).not.toBeEmpty();
  // The navigation counts the stuck orders.
  await expect(page.getByTestId('nav-badge-stuck').first()).toBeVisible();
  await expectAccessible(page, 'admin dashboard es');
  await screenshots(page, 'admin-console-home-es');

  // Another period: 7 days, then a custom period with an end before its start (refused by the field).
  await page.getByText('7 días', { exact: true }).click();
  await expect(page).toHaveURL(/period=7d/);
  await page.getByText('Personalizado', { exact: true }).click();
  await page.getByLabel('Desde').fill('2026-03-10');
  await page.getByLabel('Hasta').fill('2026-03-01');
  await page.getByRole('button', { name: 'Mostrar' }).click();
  await expect(page.getByLabel('Hasta')).toHaveAccessibleDescription(/La fecha final debe ser igual o posterior/);
  await page.getByText('30 días', { exact: true }).click();

  // The stuck order: its link goes to the admin's order page.
  const link = page.getByTestId('stuck-unconfirmed').getByTestId('stuck-link-unconfirmed').first();
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/dashboard\/orders\/\d+$/);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test('the dashboard in Norwegian, on a phone too', async ({ page }) => {
  allowTime(120_000);
  await useLanguage(page, 'no');
  await loginAs(page, 'admin@demo.vedmarked.no');
  await openDashboard(page);
  await expect(page.getByRole('heading', { name: 'Oversikt over markedet', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Trenger oppfølging' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('figure-gmv')).toBeVisible();
  // Nothing wider than the phone, once the page has settled at the new width.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectAccessible(page, 'admin dashboard no');
  await screenshots(page, 'admin-console-home-no');
});

test('after acting as a user, the audit log lists it and exports it as CSV', async ({ page }) => {
  allowTime(150_000);
  await useLanguage(page, 'es');
  const admin = await loginAs(page, 'admin@demo.vedmarked.no');
  const auth = { authorization: `Bearer ${admin.access_token}` };
  const target = 'tommertransport@demo.vedmarked.no';
  const users = await (await page.request.get(`/api/admin/users?q=${encodeURIComponent(target)}`, { headers: auth })).json();
  const userId = users.data.users[0].id as number;
  const started = await page.request.get(`/api/auth/impersonate/${admin.user.id}/${userId}?admin_token=${encodeURIComponent(admin.access_token)}`);
  expect(started.ok()).toBe(true);

  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Registro de auditoría' }).first().click();
  await expect(page.getByRole('heading', { name: 'Registro de auditoría', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(target);
  const row = page.getByRole('row').filter({ hasText: 'impersonation.start' }).first();
  await expect(row).toBeVisible();
  await expect(row).toContainText('admin@demo.vedmarked.no');
  await expect(row).toContainText(target);
  await expectAccessible(page, 'audit es');
  await screenshots(page, 'admin-console-audit-es');

  // The table's CSV of what it shows, and the server's full file.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar CSV' }).click()]);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv).toContain('impersonation.start');
  expect(csv).toContain(target);
  const [full] = await Promise.all([page.waitForEvent('download'), page.getByTestId('audit-download').click()]);
  expect(full.suggestedFilename()).toBe('vedmarked-audit.csv');
  const fullCsv = readFileSync((await full.path())!, 'utf8');
  expect(fullCsv.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('id,time,actor,acted_as,action,target,reason,details');
  expect(fullCsv).toContain(`user:${userId}`);

  await useLanguage(page, 'no');
  await page.goto('/dashboard/audit');
  await expect(page.getByRole('heading', { name: 'Revisjonslogg', level: 1 })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'impersonation.start' }).first()).toBeVisible();
  await screenshots(page, 'admin-console-audit-no');
});
