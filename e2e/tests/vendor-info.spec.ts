import { expect, type Page, test } from '@playwright/test';
import { allowTime, appStarted, expectAccessible, type Lang, PAGE_CHECK_LANGS, QUICK_CHECK_LANGS, screenshots, useLanguage } from './support.ts';

/** The supplier information pages, the vendor landing page with its tabs and the industry market (issue 4, item 4). */

const main = (page: Page) => page.getByRole('main');

const H1: Record<'vendor' | 'landing' | 'market', Record<Lang, string>> = {
  vendor: { es: 'Vende tu leña en Vedmarked', en: 'Sell your firewood on Vedmarked', no: 'Selg veden din på Vedmarked' },
  landing: { es: 'Vende, transporta o abastece al sector', en: 'Sell, drive or supply the trade', no: 'Selg, kjør eller forsyn bransjen' },
  market: { es: 'El mercado industrial de madera y leña', en: 'The industry market for timber and firewood', no: 'Bransjemarkedet for tømmer og ved' },
};
const TITLE: Record<'vendor' | 'landing' | 'market', Record<Lang, string>> = {
  vendor: { es: 'Para proveedores', en: 'For suppliers', no: 'For leverandører' },
  landing: { es: 'Vende con Vedmarked', en: 'Sell with Vedmarked', no: 'Selg med Vedmarked' },
  market: { es: 'Mercado industrial', en: 'Industry market', no: 'Bransjemarked' },
};
const PAGES = [
  { name: 'leverandor', path: '/leverandor', kind: 'vendor' },
  { name: 'vendor', path: '/vendor', kind: 'vendor' },
  { name: 'pagina-vendedor', path: '/pagina-vendedor', kind: 'landing' },
  { name: 'bransjemarked', path: '/bransjemarked', kind: 'market' },
  { name: 'wholesaler', path: '/wholesaler', kind: 'market' },
] as const;

/** The registration links of a page's main area, by href. */
async function registerLinks(page: Page): Promise<string[]> {
  const hrefs = await main(page)
    .locator('a[href$="-register"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs)].sort();
}

// axe and the screenshots in the languages of PAGE_CHECK_LANGS (Spanish in CI, and Norwegian when
// people look at the captures); the other languages get their headings and titles checked in one pass below.
for (const lang of PAGE_CHECK_LANGS) {
  for (const p of PAGES) {
    test(`${p.path} in ${lang}: loads, accessible at 1280 and 390 px`, async ({ page }) => {
      await useLanguage(page, lang);
      await page.goto(p.path);
      // The app's page, not the server's copy, which now shows the same heading (decision 0047's addendum).
      await appStarted(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(H1[p.kind][lang]);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page).toHaveTitle(`${TITLE[p.kind][lang]} · Vedmarked`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang === 'no' ? 'nb' : lang);
      // The page is built from sections named by their headings.
      expect(await main(page).getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(p.kind === 'landing' ? 1 : 4);
      await expectAccessible(page, `${p.path} ${lang} 1280`);
      await page.setViewportSize({ width: 390, height: 844 });
      await expectAccessible(page, `${p.path} ${lang} 390`);
      // Nothing wider than the phone screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.setViewportSize({ width: 1280, height: 800 });
      // /vendor and /wholesaler are the same pages as /leverandor and /bransjemarked: captured once.
      if (p.name !== 'vendor' && p.name !== 'wholesaler') await screenshots(page, `vendor-info-${p.name}-${lang}`);
    });
  }
}

for (const lang of QUICK_CHECK_LANGS) {
  test(`the vendor and market pages in ${lang}: heading, title, language and width`, async ({ page }) => {
    allowTime(120_000);
    await useLanguage(page, lang);
    await page.setViewportSize({ width: 390, height: 844 });
    for (const p of PAGES) {
      await page.goto(p.path);
      await appStarted(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(H1[p.kind][lang]);
      await expect(page).toHaveTitle(`${TITLE[p.kind][lang]} · Vedmarked`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang === 'no' ? 'nb' : lang);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), p.path).toBeLessThanOrEqual(390);
    }
  });
}

test.describe('/leverandor', () => {
  test('states the terms of spec section 1 and leads to the supplier registrations', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/leverandor');
    const facts = page.getByRole('list', { name: 'The terms in short' });
    await expect(facts.getByRole('listitem')).toHaveCount(3);
    for (const [i, value, text] of [
      [0, '14 days', 'between settlements, with a statement for every order'],
      [1, '5%', 'fee on orders from your own customers'],
      [2, '10 sacks', 'is the smallest order, so every trip is worth the drive'],
    ] as const) {
      await expect(facts.getByRole('listitem').nth(i)).toContainText(value);
      await expect(facts.getByRole('listitem').nth(i)).toContainText(text);
    }
    await expect(main(page)).toContainText('Every 14 days you receive your settlement.');
    await expect(page.getByRole('heading', { level: 2, name: 'Delivery areas by hub radius' })).toBeVisible();
    await expect(page.getByRole('figure')).toContainText('35 to 60 km: your standard delivery cost');
    await expect(page.getByRole('heading', { level: 2, name: 'Become a transporter too' })).toBeVisible();
    expect(await registerLinks(page)).toEqual(['/leverandor-register', '/leverandor-transporter-register', '/transporter-register']);

    // The FAQ opens by keyboard, and an answer links on.
    const cost = page.getByRole('button', { name: 'What does it cost to sell on Vedmarked?' });
    await cost.focus();
    await page.keyboard.press('Enter');
    await expect(cost).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('On orders from your own customers you pay a fee of 5%.')).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('button', { name: 'When do I get paid?' })).toBeFocused();
    await page.getByRole('button', { name: 'I am not ready to register. Can I talk to someone first?' }).click();
    await expect(main(page).getByRole('link', { name: 'Tell us about your business', exact: true })).toHaveAttribute('href', '/ildstedet');
    await expectAccessible(page, '/leverandor with the FAQ open');

    await main(page).getByRole('link', { name: 'Register as a supplier' }).first().click();
    await expect(page).toHaveURL(/\/leverandor-register$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Register as Supplier' })).toBeVisible();

    await page.goto('/vendor');
    await main(page).getByRole('link', { name: 'Register as supplier and transporter' }).first().click();
    await expect(page).toHaveURL(/\/leverandor-transporter-register$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Register as Supplier and transporter' })).toBeVisible();
  });

  test('in Norwegian, with the settlement written the Norwegian way', async ({ page }) => {
    await useLanguage(page, 'no');
    await page.goto('/leverandor');
    await expect(main(page)).toContainText('få oppgjør hver 14. dag');
    const fee = page.getByRole('list', { name: 'Vilkårene i korte trekk' }).getByRole('listitem').nth(1);
    await expect(fee).toContainText('5\u00a0%');
    await expect(fee).toContainText('gebyr på bestillinger fra egne kunder');
    await main(page).getByRole('link', { name: 'Registrer deg som transportør', exact: true }).click();
    await expect(page).toHaveURL(/\/transporter-register$/);
  });
});

test.describe('/pagina-vendedor', () => {
  const TABS = [
    { value: 'sell', tab: 'Sell firewood', heading: 'Sell firewood to households near you', cta: 'Register as a supplier', href: '/leverandor-register' },
    { value: 'transport', tab: 'Transport', heading: 'Drive for the marketplace', cta: 'Register as a transporter', href: '/transporter-register' },
    {
      value: 'wholesale',
      tab: 'Wholesale / round timber',
      heading: 'Sell timber and firewood to the trade',
      cta: 'Register as a wholesaler',
      href: '/wholesaler-register',
    },
  ] as const;

  async function expectOpen(page: Page, i: number) {
    const t = TABS[i]!;
    await expect(page.getByRole('tab', { name: t.tab })).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    await expect(panel).toHaveCount(1);
    await expect(panel.getByRole('heading', { level: 2 })).toHaveText(t.heading);
    await expect(panel.getByRole('link', { name: t.cta })).toHaveAttribute('href', t.href);
  }

  test('the tabs work by keyboard and keep the open tab in the URL', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/pagina-vendedor');
    await expect(page.getByRole('tablist', { name: 'Ways to work with Vedmarked' })).toBeVisible();
    await expectOpen(page, 0);

    await page.getByRole('tab', { name: 'Sell firewood' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Transport' })).toBeFocused();
    await expectOpen(page, 1);
    await expect(page).toHaveURL(/\/pagina-vendedor\?tab=transport$/);
    await expectAccessible(page, 'landing transport tab');

    await page.keyboard.press('ArrowRight');
    await expectOpen(page, 2);
    await expect(page).toHaveURL(/\?tab=wholesale$/);
    // Arrows wrap around; Home and End go to the ends.
    await page.keyboard.press('ArrowRight');
    await expectOpen(page, 0);
    await page.keyboard.press('ArrowLeft');
    await expectOpen(page, 2);
    await page.keyboard.press('Home');
    await expectOpen(page, 0);
    await page.keyboard.press('End');
    await expectOpen(page, 2);
    await expectAccessible(page, 'landing wholesale tab');
    await screenshots(page, 'vendor-info-pagina-vendedor-wholesale-en');

    // Tab leaves the tab list for the open panel's content: its call to action.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel').getByRole('link', { name: 'Register as a wholesaler' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/wholesaler-register$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Register as Wholesaler (timber seller)' })).toBeVisible();
    // Back returns to the tab that was open.
    await page.goBack();
    await expectOpen(page, 2);
  });

  test('?tab= opens a tab by name or index; anything else opens the first', async ({ page }) => {
    await useLanguage(page, 'en');
    for (const [query, i] of [
      ['?tab=transport', 1],
      ['?tab=wholesale', 2],
      ['?tab=Wholesale', 2],
      ['?tab=1', 1],
      ['?tab=0', 0],
      ['?tab=nothing', 0],
      ['', 0],
    ] as const) {
      await page.goto(`/pagina-vendedor${query}`);
      await expectOpen(page, i);
    }
    // A click on a tab updates the URL too, and the link from the transport tab leads on.
    await page.goto('/pagina-vendedor?tab=transport');
    await page.getByRole('tabpanel').getByRole('link', { name: 'Register as a transporter' }).click();
    await expect(page).toHaveURL(/\/transporter-register$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Register as Transporter' })).toBeVisible();
  });

  test('each tab in Spanish and Norwegian has its own text and registration', async ({ page }) => {
    for (const [lang, tabs] of [
      ['es', ['Vende leña', 'Transporte', 'Mayorista / madera en rollo']],
      ['no', ['Selg ved', 'Transport', 'Engros / tømmer']],
    ] as const) {
      await useLanguage(page, lang);
      await page.goto('/pagina-vendedor?tab=transport');
      await expect(page.getByRole('tab')).toHaveText([...tabs]);
      await expect(page.getByRole('tab', { name: tabs[1] })).toHaveAttribute('aria-selected', 'true');
      await expect(
        page.getByRole('tabpanel').getByRole('link', { name: lang === 'es' ? 'Regístrate como transportista' : 'Registrer deg som transportør' }),
      ).toHaveAttribute('href', '/transporter-register');
      await page.getByRole('tab', { name: tabs[2] }).click();
      await expect(page).toHaveURL(/\?tab=wholesale$/);
      await expect(
        page.getByRole('tabpanel').getByRole('link', { name: lang === 'es' ? 'Regístrate como mayorista' : 'Registrer deg som grossist' }),
      ).toHaveAttribute('href', '/wholesaler-register');
      await expectAccessible(page, `landing wholesale ${lang}`);
    }
  });
});

test.describe('/bransjemarked', () => {
  test('names the wood types and formats and leads wholesalers to register and suppliers to the market', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/bransjemarked');
    for (const product of ['Round timber', 'Trees on the root', 'Wholesale firewood'])
      await expect(main(page).getByRole('heading', { level: 3, name: product })).toBeVisible();
    const wood = page.getByRole('region', { name: 'Wood types' });
    await expect(wood.getByRole('heading', { level: 3 })).toHaveText(['Birch', 'Larch', 'Oak', 'Pine', 'Spruce']);
    const formats = page.getByRole('region', { name: 'Firewood formats' });
    await expect(formats.getByRole('heading', { level: 3 })).toHaveText(['40 L sack', '60 L sack', '1000 L big bag', '1500 L big bag']);
    expect(await registerLinks(page)).toEqual(['/leverandor-register', '/round-timber-transporter-register', '/wholesaler-register']);
    await expect(main(page).getByRole('link', { name: 'Open the market (suppliers)' })).toHaveAttribute('href', '/dashboard/market');

    await main(page).getByRole('link', { name: 'Register as a wholesaler' }).first().click();
    await expect(page).toHaveURL(/\/wholesaler-register$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Register as Wholesaler (timber seller)' })).toBeVisible();
  });

  test('a supplier who follows "Open the market" signs in and lands on /dashboard/market', async ({ page }) => {
    await useLanguage(page, 'en');
    // A stored postcode, so the shop's first-visit postcode prompt stays out of the way of the login.
    await page.addInitScript(() => localStorage.setItem('vm.postcode', JSON.stringify('0150')));
    await page.goto('/wholesaler');
    await main(page).getByRole('link', { name: 'Open the market (suppliers)' }).click();
    await expect(page).toHaveURL(/\/\?login&redirectUrl=%2Fdashboard%2Fmarket$/);
    const dialog = page.getByRole('dialog', { name: 'Your account' });
    await dialog.getByLabel('E-mail or mobile number').fill('oslo.vedlager@demo.vedmarked.no');
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('vedmarked');
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/market$/);
  });
});
