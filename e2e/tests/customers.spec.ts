import { expect, test } from '@playwright/test';
import { DEMO_VENDOR_EMAILS } from './commerce-support.ts';
import { allowTime, expectAccessible, loginAs, screenshots, useLanguage } from './support.ts';

/**
 * A vendor's own customers (issue 11, item 2): Oslo Vedlager adds a customer by hand; bad fields
 * are refused next to them, the new customer is in the list (found by the search), and the same
 * person cannot be added twice.
 */
test('a vendor adds an own customer, sees field errors by their fields and finds the customer in its list', async ({ page }) => {
  allowTime(150_000);
  await useLanguage(page, 'es');
  await loginAs(page, DEMO_VENDOR_EMAILS['Oslo Vedlager']!);
  const stamp = Date.now().toString(36);
  const email = `ingrid.${stamp}@example.no`;

  await page.goto('/dashboard/customers/new');
  await expect(page.getByRole('heading', { name: 'Nuevo cliente', level: 1 })).toBeVisible();
  // Nothing filled in: each required field says so, and a contact is asked for by the e-mail field.
  await page.getByRole('button', { name: 'Añadir cliente' }).click();
  const emailField = page.getByRole('textbox', { name: 'Correo electrónico' });
  await expect(emailField).toHaveAccessibleDescription(/Indica un correo electrónico o un teléfono/);
  await expect(page.getByRole('textbox', { name: 'Nombre' })).toHaveAccessibleDescription(/Este campo es obligatorio/);
  await page.getByRole('textbox', { name: 'Nombre' }).fill('Ingrid');
  await page.getByRole('textbox', { name: 'Apellidos' }).fill(`Lund ${stamp}`);
  await emailField.fill('ingrid@');
  await page.getByRole('textbox', { name: 'Código postal' }).fill('0150');
  await page.getByRole('button', { name: 'Añadir cliente' }).click();
  await expect(emailField).toHaveAccessibleDescription(/Introduce una dirección de correo válida/);
  await expectAccessible(page, 'new customer es');
  await screenshots(page, 'customers-new-es');

  await emailField.fill(email);
  await page.getByRole('button', { name: 'Añadir cliente' }).click();
  await expect(page.getByText(`Ingrid Lund ${stamp} se ha añadido y ha recibido una invitación en ${email}`)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/customers$/);
  await expect(page.getByRole('heading', { name: 'Clientes', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar clientes' }).fill(stamp);
  await expect(page.getByText(email).first()).toBeVisible();
  await expectAccessible(page, 'customers es');
  await screenshots(page, 'customers-es');

  // The same person again: a clear refusal, in the form's alert.
  await page.goto('/dashboard/customers/new');
  await page.getByRole('textbox', { name: 'Nombre' }).fill('Ingrid');
  await page.getByRole('textbox', { name: 'Apellidos' }).fill('Lund');
  await emailField.fill(email);
  await page.getByRole('textbox', { name: 'Código postal' }).fill('0150');
  await page.getByRole('button', { name: 'Añadir cliente' }).click();
  await expect(page.getByText('Esta persona ya es uno de tus clientes')).toBeVisible();

  // Norwegian: the list and the form.
  await useLanguage(page, 'no');
  await page.goto(`/dashboard/customers?customers.q=${stamp}`);
  await expect(page.getByRole('heading', { name: 'Kunder', level: 1 })).toBeVisible();
  await expect(page.getByText(email).first()).toBeVisible();
  await screenshots(page, 'customers-no');
  await page.goto('/dashboard/customers/new');
  await page.getByRole('button', { name: 'Legg til kunde' }).click();
  await expect(page.getByRole('textbox', { name: 'E-post' })).toHaveAccessibleDescription(/Skriv inn en e-postadresse eller et telefonnummer/);
  await screenshots(page, 'customers-new-no');
});

test('a vendor previews a CSV of customers with each row’s errors, then imports all rows at once', async ({ page }) => {
  allowTime(150_000);
  await useLanguage(page, 'no');
  await loginAs(page, DEMO_VENDOR_EMAILS['Oslo Vedlager']!);
  const stamp = Date.now().toString(36);
  const csv = (second: string) => ({
    name: 'kunder.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`Fornavn;Etternavn;E-post;Postnummer\nAstrid;Holm;astrid.${stamp}@example.no;0150\n${second}\n`),
  });

  await page.goto('/dashboard/customers/import');
  await expect(page.getByRole('heading', { name: 'Importer kunder', level: 1 })).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles(csv(`Bjørn;Dahl;bjorn@;0150`));
  await expect(page.getByRole('alert').filter({ hasText: '1 rad kan ikke importeres' })).toBeVisible();
  await expect(page.getByTestId('import-errors-2').first()).toContainText('E-post: Skriv inn en gyldig e-postadresse');
  await expect(page.getByRole('button', { name: 'Importer 2 kunder' })).toBeDisabled();
  await expectAccessible(page, 'customer import no');
  await screenshots(page, 'customers-import-no');

  await page.locator('input[type="file"]').setInputFiles(csv(`Bjørn;Dahl;bjorn.${stamp}@example.no;0150`));
  await expect(page.getByText('Alle 2 radene kan importeres.')).toBeVisible();
  await page.getByRole('button', { name: 'Importer 2 kunder' }).click();
  await expect(page.getByText('2 kunder importert')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/customers$/);
  await page.getByRole('searchbox', { name: 'Søk i kunder' }).fill(stamp);
  await expect(page.getByText('2 rader')).toBeVisible();
});
