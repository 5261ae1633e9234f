import { expect, test } from '@playwright/test';
import { expectAccessibleIn, screenshots, skipPostcodeDialog, useLanguage } from './support.ts';

// The postcode dialog has its own journeys (storefront.spec.ts); here it would cover the page.
test.beforeEach(({ page }) => skipPostcodeDialog(page));

test('home: switch language es → en → no, pick postcode 0150 from the suggestions, and keep it after a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leña seca a tu puerta');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  const languageMenu = page.getByTestId('language-menu');
  await languageMenu.click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dry firewood to your door');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await languageMenu.click();
  await page.getByRole('menuitem', { name: 'Norsk' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tørr ved levert på døra');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nb');

  const box = page.getByRole('main').getByRole('textbox', { name: 'Postnummer' });
  await box.click();
  await box.pressSequentially('a01x5', { delay: 30 }); // letters cannot be typed
  await expect(box).toHaveValue('015');
  await page.getByRole('option', { name: '0150 Oslo' }).click();
  await expect(page.getByText('Postnummer 0150 Oslo er lagret')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tørr ved levert på døra');
  await expect(page.getByRole('main').getByRole('textbox', { name: 'Postnummer' })).toHaveValue('0150');
  expect(await page.evaluate(() => localStorage.getItem('vm.postcode'))).toBe('"0150"');
});

test('an unknown postcode says so, and an incomplete one asks for 4 digits', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.goto('/');
  const box = page.getByRole('main').getByRole('textbox', { name: 'Postcode' });
  await box.fill('0000');
  await box.press('Enter');
  await expect(page.getByText('Postcode not found!')).toBeVisible();
  await box.fill('12');
  await box.press('Escape');
  await box.press('Enter');
  await expect(page.getByText('Enter a valid postcode of 4 digits')).toBeVisible();
});

test('unknown paths go to the 404 page; pages not built yet say so', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/pages\/errors\/error-404$/);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the shop' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a guest opening a customer page is sent home with the login prompt', async ({ page }) => {
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/\?login&redirectUrl=%2Forders$/);
});

// Spanish and Norwegian: the English home is walked by the language-switch journey above.
for (const lang of ['es', 'no'] as const) {
  test(`home is accessible and captured in ${lang}`, async ({ page }) => {
    await useLanguage(page, lang);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessibleIn(lang, page, `home ${lang}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessibleIn(lang, page, `home ${lang} phone`);
    await page
      .getByRole('button', { name: /menu|menú|menyen/i })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessibleIn(lang, page, `drawer ${lang}`);
    await page.keyboard.press('Escape');
    await screenshots(page, `home-${lang}`);
  });
}

test('the footer credits the postcode data', async ({ page }) => {
  await page.goto('/');
  const credit = page.getByRole('link', { name: 'Postnummerdata frå Erik Bolstad' });
  await expect(credit).toHaveAttribute('href', 'http://www.erikbolstad.no/postnummer/');
});
