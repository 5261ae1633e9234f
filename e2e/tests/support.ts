import AxeBuilder from '@axe-core/playwright';
import { BASE_URL } from '../playwright.config.ts';
import { type ConsoleMessage, expect, type Page, test } from '@playwright/test';

export type Lang = 'es' | 'en' | 'no';

/** Starts a page in a language (as if the visitor had chosen it before). */
export async function useLanguage(page: Page, lang: Lang) {
  await page.addInitScript((l) => localStorage.setItem('vm.language', JSON.stringify(l)), lang);
  // The app mirrors the choice to a cookie, so the server draws unprefixed pages in it (decision 0058).
  await page.context().addCookies([{ name: 'vm_language', value: lang, url: BASE_URL }]);
}

/**
 * Home and category pages open the postcode dialog for a visitor with no stored postcode. Journeys
 * that are not about the postcode call this first: it marks the dialog as dismissed in this tab, as
 * "Not now" would (sessionStorage vm.postcodeDialogDismissed and the vm_postcode_later cookie), so it
 * does not cover the page.
 */
export async function skipPostcodeDialog(page: Page) {
  await page.addInitScript(() => sessionStorage.setItem('vm.postcodeDialogDismissed', '1'));
  // And its cookie for the browser session, so the server does not draw the dialog into the page either.
  await page.context().addCookies([{ name: 'vm_postcode_later', value: '1', url: BASE_URL }]);
}

/** A console message that is React's warning (hydration, keys, act…) or an error. */
export const isReactWarning = (m: ConsoleMessage) => (m.type() === 'error' || m.type() === 'warning') && /react|hydrat|Warning:/i.test(m.text());

/**
 * The app's page, running. A first visit's public page is the app's own markup, drawn by the server,
 * and runs the app on the visitor's first touch, key or click (decisions 0060, 0061): this presses
 * Shift, which does nothing else, as a visitor's first key would, and waits for the app to have taken
 * the page (the drawn root loses its id once hydrated or swapped). The page hydrated without a
 * warning: React said nothing in the console since the page was opened (issue 21's tests).
 */
export async function appStarted(page: Page) {
  const drawn = (await page.locator('#prerender[data-ssr]').count()) > 0;
  await page.keyboard.press('Shift');
  await expect(page.locator('#prerender')).toHaveCount(0);
  if (!drawn) return;
  const messages = await page.consoleMessages({ filter: 'since-navigation' });
  const warnings = messages.filter(isReactWarning);
  expect(
    warnings.map((m) => m.text()),
    `${page.url()}: hydrated without a warning`,
  ).toEqual([]);
}

const WCAG21 = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** WCAG 2.2 AA: what the issue-18 journeys check (e2e/tests/first-buyer.spec.ts). */
export const WCAG22 = [...WCAG21, 'wcag22aa'];

/** Fails on any serious or critical axe-core violation (WCAG 2.1 AA, or the tags given); optionally only within some parts of the page. */
export async function expectAccessible(page: Page, label = page.url(), within: string[] = [], tags: string[] = WCAG21) {
  let builder = new AxeBuilder({ page }).withTags(tags);
  for (const selector of within) builder = builder.include(selector);
  const results = await builder.analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map(
      (v) =>
        `${label}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    ),
  ).toEqual([]);
}

/**
 * The languages in which the page-by-page loops run axe (at 1280 and 390 px) and take screenshots.
 * Axe reads a page's structure, roles and contrast, which the languages share, and CI's time is a
 * budget: CI checks Spanish, and the other languages get the quick pass (one heading, the page's
 * language, nothing wider than a phone), while the journeys in Norwegian (the keyboard purchase,
 * routes, vendor orders) still run axe on every page they visit. A run for people to look at
 * (E2E_SCREENSHOTS=1, and any run outside CI) checks and captures Spanish and Norwegian.
 */
export const PAGE_CHECK_LANGS: readonly Lang[] = process.env.CI && process.env.E2E_SCREENSHOTS !== '1' ? ['es'] : ['es', 'no'];
/** The languages that get only the quick pass over those pages. */
export const QUICK_CHECK_LANGS: readonly Lang[] = (['es', 'en', 'no'] as const).filter((l) => !PAGE_CHECK_LANGS.includes(l));

/** Axe on a page of a page-by-page loop, in the languages of PAGE_CHECK_LANGS only. */
export async function expectAccessibleIn(lang: Lang, page: Page, label: string, within: string[] = [], tags: string[] = WCAG21) {
  if (PAGE_CHECK_LANGS.includes(lang)) await expectAccessible(page, label, within, tags);
}

/**
 * A journey's own time limit. CI shares two cores between the server, two browsers and axe, so there
 * every limit is doubled, as the configuration does for the default (e2e/playwright.config.ts).
 */
export function allowTime(ms: number) {
  test.setTimeout(process.env.CI ? ms * 2 : ms);
}

/** Saves full-page screenshots at 1280 px and 390 px into e2e/screenshots (for people to look at). */
export async function screenshots(page: Page, name: string) {
  // The captures are for people to look at; CI asserts nothing with them and skips them unless
  // E2E_SCREENSHOTS=1 (the page still ends at the desktop width, as after capturing).
  if (process.env.CI && process.env.E2E_SCREENSHOTS !== '1') {
    await page.setViewportSize({ width: 1280, height: 800 });
    return;
  }
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 600 ? 800 : 844 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `e2e/screenshots/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

export interface LoginResult {
  access_token: string;
  user: { id: number; email: string; role: string; first_name: string | null; last_name: string | null };
}

/**
 * Signs in through the API (POST /api/auth/login) and stores the session the way the web app does,
 * so a journey can start signed in. Demo accounts use the password "vedmarked".
 */
export async function loginAs(page: Page, email: string, password = 'vedmarked'): Promise<LoginResult> {
  let res = await page.request.post('/api/auth/login', { data: { login: email, password } });
  let body = await res.json();
  // Administrators have their own sign-in.
  if (body.error?.code === 'admin_login_required') {
    res = await page.request.post('/api/admin/login', { data: { login: email, password } });
    body = await res.json();
  }
  expect(body.success, JSON.stringify(body)).toBe(true);
  const data = body.data as LoginResult;
  const user = { id: data.user.id, email: data.user.email, role: data.user.role, firstName: data.user.first_name, lastName: data.user.last_name };
  await page.addInitScript(
    ([token, u]) => {
      localStorage.setItem('vm.accessToken', JSON.stringify(token));
      localStorage.setItem('vm.user', JSON.stringify(u));
    },
    [data.access_token, user] as const,
  );
  return data;
}
