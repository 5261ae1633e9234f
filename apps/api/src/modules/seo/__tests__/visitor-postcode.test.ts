import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatMoney } from '@vedmarked/domain';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../test/helpers.ts';
import { webText } from '../web-texts.ts';
import { birchInOsloAndTromso } from './two-markets.ts';

/** The web app's real template as the built app's index.html and home.html. */
const root = mkdtempSync(join(tmpdir(), 'vm-seo-pc-'));
const template = new URL('../../../../../web/index.html', import.meta.url).pathname;
copyFileSync(template, join(root, 'index.html'));
copyFileSync(template, join(root, 'home.html'));

// The server's own copy (body.ts): the web app's server render has its own tests (app-render.test.ts).
const { app } = await buildTestApp({ webDist: root, publicPagesRender: 'copy' });
// Birch at 0150 (Oslo) for 129.50 kr; the same birch in Tromsø (9008) for 99.00 kr: the market's "from" price.
await birchInOsloAndTromso(app);

async function page(url: string, cookie?: string) {
  const res = await app.inject({ url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
  expect(res.statusCode, url).toBe(200);
  const content = (/<div id="root">([\s\S]*)<\/div>\s*<script/.exec(res.body)?.[1] ?? res.body).replace(/&#(\d+);/g, (_, n: string) =>
    String.fromCharCode(Number(n)),
  );
  return { res, content };
}

describe('a returning visitor’s postcode in the server’s copy of a page (decision 0052)', () => {
  it('lists that postcode’s offers on the home and category pages, with its name, and no "from"', async () => {
    for (const lang of ['en', 'no'] as const) {
      const home = await page(`/${lang === 'en' ? 'en' : 'no'}`, 'theme=dark; vm_postcode=0150');
      expect(home.res.headers.vary).toContain('Cookie');
      expect(home.content).toContain('data-postcode="0150"');
      expect(home.content).toMatch(/<h2>[^<]*0150[^<]*<\/h2>/);
      expect(home.content).toContain(`<strong>${formatMoney(12950, 'NOK', lang)}</strong>`);
      expect(home.content).not.toContain(formatMoney(9900, 'NOK', lang));
      expect(home.content).not.toContain(webText(lang, 'storefront:product.from-hint'));
    }
    const firewood = await page('/en/firewood', 'vm_postcode=0150');
    expect(firewood.content).toContain(`<strong>${formatMoney(12950, 'NOK', 'en')}</strong>`);
    expect(firewood.content).toContain('delivered to 0150');
  });

  it('keeps the market’s "from" prices without the cookie, for a code nobody can deliver to, or one that is not a postcode', async () => {
    for (const cookie of [undefined, 'vm_postcode=0101', 'vm_postcode=0000', 'vm_postcode=01500', 'vm_postcode=<b>']) {
      const home = await page('/en', cookie);
      expect(home.content, String(cookie)).not.toContain('data-postcode');
      expect(home.content, String(cookie)).toContain(`<strong>${formatMoney(9900, 'NOK', 'en')}</strong>`);
      expect(home.content, String(cookie)).toContain(webText('en', 'storefront:product.from-hint'));
    }
  });

  it('leaves the head and its Product offers with the market’s prices, the same for everyone', async () => {
    const withCookie = await page('/en/firewood', 'vm_postcode=0150');
    const without = await page('/en/firewood');
    const head = (html: string) => /<head>[\s\S]*<\/head>/.exec(html)?.[0];
    expect(head(withCookie.res.body)).toBe(head(without.res.body));
  });
});
