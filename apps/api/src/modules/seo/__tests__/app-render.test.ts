import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatMoney, type Language, productPath, publicPath } from '@vedmarked/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { APP_START_SCRIPT } from '../../../lib/app-start.ts';
import { buildTestApp, createProduct, offer } from '../../../../test/helpers.ts';
import { webText } from '../web-texts.ts';
import { birchInOsloAndTromso } from './two-markets.ts';

/**
 * Decision 0058: the public pages drawn on the server by the web app's own components
 * (apps/web/src/entry-server.tsx, built here as the web build builds it), with the answers the
 * browser hydrates them from. A reader without JavaScript gets the app's page itself.
 */
const webDir = new URL('../../../../../web', import.meta.url).pathname;
const root = mkdtempSync(join(tmpdir(), 'vm-ssr-'));
// Into a folder of its own: a test's build (JSX in development mode) must not replace the web build's
// dist-ssr. Under the repository's node_modules, so that the render's own imports (React…) resolve.
const ssrOut = join(webDir, '..', '..', 'node_modules', '.cache', `vm-ssr-test-${process.pid}`);
execFileSync('npx', ['vite', 'build', '--ssr', 'src/entry-server.tsx', '--outDir', ssrOut, '--emptyOutDir', '--logLevel', 'error'], {
  cwd: webDir,
  stdio: 'inherit',
});
symlinkSync(ssrOut, join(root, 'dist-ssr'));
afterAll(() => rmSync(ssrOut, { recursive: true, force: true }));
const dist = join(root, 'dist');
mkdirSync(dist);
// As the built page: a small style sheet linked in the head (written into drawn pages).
const template = readFileSync(join(webDir, 'index.html'), 'utf8').replace(
  '</head>',
  '<link rel="stylesheet" crossorigin href="/assets/shell-test.css">\n</head>',
);
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'assets', 'shell-test.css'), '.shell-test{color:red}');
writeFileSync(join(dist, 'index.html'), template);
writeFileSync(join(dist, 'home.html'), template);

const { app } = await buildTestApp({ webDist: dist });
// Birch at 0150 (Oslo) for 129.50 kr; the same birch in Tromsø (9008) for 99.00 kr: the market's "from" price.
const { tromso, birch } = await birchInOsloAndTromso(app);

async function page(url: string, cookie?: string) {
  const res = await app.inject({ url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
  expect(res.statusCode, url).toBe(200);
  const served = /<div id="prerender" ([^>]*)>([\s\S]*)<\/div>\s*<\/div>/.exec(res.body);
  expect(served, `${url}: the app's render in the root`).not.toBeNull();
  const text = (served![2] ?? '').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&');
  return { res, marks: served![1] ?? '', html: text };
}

const h1 = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '');

describe('public pages drawn by the web app on the server (decision 0058)', () => {
  it('draws the category page with its products and "from" prices, in each language, marked for hydration', async () => {
    const names: Record<Language, string> = { es: 'Abedul 40 L', en: 'Birch 40 L', no: 'Bjørk 40 L' };
    for (const lang of ['es', 'en', 'no'] as const) {
      const url = publicPath('lena', lang);
      const { res, marks, html } = await page(url);
      expect(marks).toBe(`data-ssr data-lang="${lang}" data-products data-postcode-dialog`);
      expect(h1(html)).toBe(webText(lang, 'common:category.firewood'));
      expect(html).toContain('data-testid="product-card"');
      expect(html).toContain(names[lang]);
      expect(html).toContain(formatMoney(9900, 'NOK', lang));
      expect(html).not.toContain(formatMoney(12950, 'NOK', lang));
      // The app's style sheet styles it: the server's own copy and its style are not sent.
      expect(res.body).toContain('data-mantine-color-scheme="light"');
      expect(res.body).not.toContain('class="pr-');
      // No script but the page's start (allowed by its hash) and the JSON-LD: React's streaming scripts would be blocked.
      const scripts = res.body.match(/<script(?![^>]*(?:type="application\/ld\+json"|type="module"|src=))[^>]*>[\s\S]*?<\/script>/g) ?? [];
      expect(scripts).toEqual([`<script>${APP_START_SCRIPT}</script>`]);
      expect(res.headers.vary).toContain('Cookie');
      // Small style sheets are written in, beside a disabled (never fetched) link that tells the app's
      // module loader they are in: it would otherwise add them again and restyle the page (decision 0059).
      expect(res.body).toContain('<style>.shell-test{color:red}</style><link rel="stylesheet" href="/assets/shell-test.css" disabled>');
      expect(res.body).not.toContain('<link rel="stylesheet" crossorigin href="/assets/shell-test.css">');
    }
  });

  it('draws a returning visitor’s postcode offers (the vm_postcode cookie), and the market’s prices for a code nobody delivers to', async () => {
    const home = await page('/en', 'vm_postcode=0150');
    expect(home.marks).toBe('data-ssr data-lang="en" data-postcode="0150" data-products');
    expect(home.html).toContain('Firewood delivered to 0150');
    expect(home.html).toContain(formatMoney(12950, 'NOK', 'en'));
    expect(home.html).not.toContain(formatMoney(9900, 'NOK', 'en'));
    for (const [cookie, marks] of [
      ['vm_postcode=0101', 'data-ssr data-lang="en" data-products'],
      // Not a postcode: as a first visit.
      ['vm_postcode=<b>', 'data-ssr data-lang="en" data-products data-postcode-dialog'],
    ] as const) {
      const other = await page('/en', cookie);
      expect(other.marks, cookie).toBe(marks);
      expect(other.html, cookie).toContain(formatMoney(9900, 'NOK', 'en'));
    }
  });

  it('draws a first visit’s home and category pages with the postcode dialog open, as the browser opens it on arrival', async () => {
    const dialog = /<div[^>]*data-testid="postcode-dialog"[\s\S]*?role="dialog"[\s\S]*?<h2[^>]*>([^<]+)<\/h2>/;
    for (const [url, lang] of [
      ['/no', 'no'],
      [publicPath('lena', 'es'), 'es'],
    ] as const) {
      const first = await page(url);
      expect(first.marks, url).toContain('data-postcode-dialog');
      // In place (a portal is not drawn on the server), open, with its field and "Not now".
      expect(dialog.exec(first.html)?.[1], url).toBe(webText(lang, 'storefront:postcode-dialog.title'));
      expect(first.html, url).toContain('data-testid="postcode-dialog-later"');
      // The app waits for the visitor's first touch, key or click (decision 0060, lib/app-start.ts).
      expect(first.res.body, url).toMatch(/<html [^>]*data-app-waits>/);
    }
    // Not for a visitor with a postcode, nor one who put it off in this browser session.
    for (const cookie of ['vm_postcode=0150', 'vm_postcode_later=1', 'vm_language=no; vm_postcode_later=1']) {
      const later = await page('/no', cookie);
      expect(later.marks, cookie).not.toContain('data-postcode-dialog');
      expect(later.html, cookie).not.toContain('data-testid="postcode-dialog"');
      expect(later.res.body, cookie).not.toMatch(/<html [^>]*data-app-waits/);
    }
    // A product's own URL opens its quick-order dialog instead, drawn open in place (decision 0062):
    // its name, its picture and its "from" price; that page waits for the visitor too.
    const product = await page(productPath('lena', 'no', birch.id, 'Bjørk 40 L'));
    expect(product.marks).not.toContain('data-postcode-dialog');
    expect(product.marks).toContain('data-product-dialog');
    expect(product.html).not.toContain('data-testid="postcode-dialog"');
    const productDialog = /<section[^>]*role="dialog"[^>]*>[\s\S]*$/.exec(product.html)?.[0] ?? '';
    expect(productDialog).toMatch(/aria-label="Bjørk 40 L"/);
    expect(productDialog).toContain('data-testid="product-dialog"');
    expect(productDialog).toMatch(/<img[^>]*fetchpriority="high"/i);
    expect(productDialog).toContain(formatMoney(9900, 'NOK', 'no'));
    expect(product.res.body).toMatch(/<html [^>]*data-app-waits>/);
    // A visitor with a postcode gets the dialog with that postcode's offer; the app starts at once.
    const withPostcode = await page(productPath('lena', 'no', birch.id, 'Bjørk 40 L'), 'vm_postcode=0150');
    expect(withPostcode.marks).toContain('data-product-dialog');
    expect(withPostcode.html).toContain(formatMoney(12950, 'NOK', 'no'));
    expect(withPostcode.res.body).not.toMatch(/<html [^>]*data-app-waits/);
    // A page opened to sign in shows that dialog instead (PostcodeDialog's own rule, drawn by the app).
    const login = await page('/no?login');
    expect(login.html).not.toContain('role="dialog"');
    // Such a page starts the app at once (it has its own dialog to open): so does one with ?helper or ?code.
    for (const url of ['/no?login', '/no?helper', `${publicPath('lena', 'es')}?code=NB-ABC`]) {
      const other = await page(url);
      expect(other.marks, url).not.toContain('data-postcode-dialog');
      expect(other.res.body, url).not.toMatch(/<html [^>]*data-app-waits/);
    }
  });

  it('draws a path that names no language in the visitor’s chosen language (vm_language), else the browser’s', async () => {
    const chosen = await app.inject({ url: '/lena', headers: { cookie: 'vm_language=no', 'accept-language': 'en' } });
    expect(chosen.body).toContain('<html lang="nb"');
    expect(chosen.body).toContain('data-ssr data-lang="no"');
    expect(chosen.headers.vary).toContain('Cookie');
    const browser = await app.inject({ url: '/lena', headers: { cookie: 'vm_language=xx', 'accept-language': 'en' } });
    expect(browser.body).toContain('data-ssr data-lang="en"');
  });

  it('draws the content and supplier pages too (decision 0061): the heading, the sections, the header, no products', async () => {
    for (const [id, lang, heading] of [
      ['about', 'es', 'pages:about.title'],
      ['faq', 'no', 'pages:faq.title'],
      ['vendor-landing', 'en', 'vendor-info:landing.title'],
      ['policy', 'no', 'legal:policy.title'],
    ] as const) {
      const url = publicPath(id, lang);
      const { res, marks, html } = await page(url);
      expect(marks, url).toBe(`data-ssr data-lang="${lang}"`);
      expect(h1(html), url).toBe(webText(lang, heading));
      // The app's own header and footer, not the server's copy.
      expect(html, url).toContain('<header');
      expect(res.body, url).not.toContain('class="pr-main');
      // A first visit's page waits for the visitor (decision 0061); it has no postcode dialog.
      expect(res.body, url).toMatch(/<html [^>]*data-app-waits>/);
      expect(html, url).not.toContain('data-testid="postcode-dialog"');
    }
    // The sections of the help page, as the app draws them.
    const help = await page(publicPath('help', 'en'));
    expect(help.html).toContain(webText('en', 'pages:help.sections.ordering.title'));
    // A visitor with a postcode: their postcode in the page's marks (the header shows it), the app at once.
    const known = await page(publicPath('about', 'no'), 'vm_postcode=0150');
    expect(known.marks).toBe('data-ssr data-lang="no" data-postcode="0150"');
    expect(known.res.body).not.toMatch(/<html [^>]*data-app-waits/);
    // A content page opened to sign in starts the app at once, as a shop page does.
    expect((await page(`${publicPath('about', 'en')}?login`)).res.body).not.toMatch(/<html [^>]*data-app-waits/);
  });

  it('draws a new offer on the next request (the drawn page is kept with the answer it shows)', async () => {
    const before = await page('/en/firewood');
    expect((await page('/en/firewood')).html).toBe(before.html);
    const alder = await createProduct(app, { categoryId: 1, name: { es: 'Aliso 40 L', en: 'Alder 40 L', no: 'Older 40 L' } });
    await offer(app, tromso.vendor.id, alder.id, 8900);
    await expect.poll(async () => (await page('/en/firewood')).html.includes('Alder 40 L'), { timeout: 10_000 }).toBe(true);
    expect((await page('/en/firewood')).html).toContain(formatMoney(8900, 'NOK', 'en'));
  });
});
