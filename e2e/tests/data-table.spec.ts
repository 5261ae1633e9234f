import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { loginAs, screenshots, useLanguage } from './support.ts';

/** WCAG 2.2 AA, as the shared components promise (target size, focus not obscured, …): nothing serious or critical. */
async function expectWcag22(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${label}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3)}`)).toEqual([]);
}

const table = (page: Page) => page.getByRole('table', { name: 'Cuentas' });

/**
 * The shared data table on the admin's account list (/transporter), server side: sorting by
 * keyboard, a spec filter, the state in the URL with back, CSV export, cards on a phone.
 */
test('the account table sorts by keyboard, filters, keeps its state in the URL and exports CSV (es, no)', async ({ page }) => {
  await useLanguage(page, 'es');
  await loginAs(page, 'admin@demo.vedmarked.no');
  await page.goto('/transporter');
  await expect(page.getByRole('heading', { level: 1, name: 'Transportistas y cuentas' })).toBeVisible();
  await expect(table(page).getByRole('cell', { name: 'transport@demo.vedmarked.no', exact: true })).toBeVisible();

  // All roles, then sort by e-mail with the keyboard: the header is a button, its column has aria-sort.
  await page.getByRole('textbox', { name: 'Rol' }).click();
  await page.getByRole('option', { name: 'Todos los roles' }).click();
  await expect(page).toHaveURL(/role=all/);
  await page.getByRole('combobox', { name: 'Filas por página' }).selectOption('100');
  await expect(page).toHaveURL(/users\.size=100/);
  const emailHeader = table(page).getByRole('columnheader', { name: 'Correo' });
  const emails = () => table(page).locator('tbody tr td:nth-child(2)').allTextContents();
  await expect(emailHeader).toHaveAttribute('aria-sort', 'none');
  await emailHeader.getByRole('button').focus();
  await page.keyboard.press('Enter');
  await expect(emailHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(page).toHaveURL(/users\.sort=email/);
  const ascending = await emails();
  expect(ascending.length).toBeGreaterThan(5);
  await page.keyboard.press('Enter');
  await expect(emailHeader).toHaveAttribute('aria-sort', 'descending');
  // The database's collation orders them; descending is ascending reversed, whatever it is. The
  // journeys before this one may have made more than a page of accounts, so the two pages need not
  // hold the same accounts: the ones both show are in the opposite order, and the first differs.
  await expect
    .poll(async () => {
      const descending = await emails();
      const both = (list: string[]) => list.filter((e) => ascending.includes(e) && descending.includes(e));
      return descending[0] !== ascending[0] && both(descending).join() === both(ascending).reverse().join();
    })
    .toBe(true);

  // A filter of spec section 5, applied by the server.
  await page.getByRole('button', { name: 'Filtros' }).click();
  await page.getByRole('combobox', { name: 'Correo: condición' }).selectOption('starts-with');
  await page.getByRole('textbox', { name: 'Correo: valor' }).fill('TRANSPORT@');
  await expect(page).toHaveURL(/users\.f=email%3Astarts-with%3ATRANSPORT%40/);
  await expect(table(page).locator('tbody tr')).toHaveCount(1);
  await expect(table(page).getByRole('cell', { name: 'transport@demo.vedmarked.no', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /Quitar el filtro de Correo/ })).toBeVisible();
  await expectWcag22(page, 'accounts table es');

  // CSV of every filtered account: BOM, ";" and the Spanish headings.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(csv.slice(1).split('\r\n')[0]).toBe('Nombre;Correo;Rol;Empresa;Estado');
  expect(csv).toContain('transport@demo.vedmarked.no;Transportista');

  // Back goes to the table before the filter, forward brings it again.
  await page.goBack();
  await expect(table(page).locator('tbody tr')).not.toHaveCount(1);
  await expect(emailHeader).toHaveAttribute('aria-sort', 'descending');
  await page.goForward();
  await expect(table(page).locator('tbody tr')).toHaveCount(1);
  await screenshots(page, 'data-table-accounts-es');

  // A phone: cards instead of columns, the order chosen in the toolbar, nothing too small to tap.
  await page.setViewportSize({ width: 390, height: 844 });
  const cards = page.getByRole('list', { name: 'Cuentas' });
  await expect(cards.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('combobox', { name: 'Ordenar por' })).toHaveValue('-email');
  await expect(cards.getByRole('button', { name: 'Actuar como transport@demo.vedmarked.no' })).toBeVisible();
  await expectWcag22(page, 'accounts cards es 390');

  // Norwegian.
  await page.setViewportSize({ width: 1280, height: 800 });
  await useLanguage(page, 'no');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Rolle' })).toHaveValue('Alle roller');
  await expect(page.getByRole('table', { name: 'Kontoer' }).getByRole('columnheader', { name: 'E-post' })).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByRole('button', { name: /Fjern filteret på E-post/ })).toBeVisible();
  await expectWcag22(page, 'accounts table no');
  await screenshots(page, 'data-table-accounts-no');
});
