import type { Language } from '@vedmarked/domain';
import { startAppAfterPaint } from '../../lib/app-start.ts';

/** What the server writes into a public page's <head> (issue 21, decision 0041). */
export interface PageHead {
  lang: Language;
  title: string;
  description: string;
  /** Absolute URLs. */
  canonical: string;
  url: string;
  alternates: { hreflang: string; href: string }[];
  image: string;
  imageAlt: string;
  siteName: string;
  /** schema.org objects, each written as its own JSON-LD script. */
  jsonLd: object[];
}

/** The language tags the page uses: Norwegian Bokmål is `nb` in <html lang> and hreflang. */
export const HTML_LANG: Record<Language, string> = { es: 'es', en: 'en', no: 'nb' };
const OG_LOCALE: Record<Language, string> = { es: 'es_ES', en: 'en_GB', no: 'nb_NO' };

/** Text for an HTML text node or a quoted attribute. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON inside <script type="application/ld+json">: no `<`, `>` or `&` can close the element or start markup. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const meta = (attr: 'name' | 'property', key: string, content: string) => `<meta ${attr}="${key}" content="${escapeHtml(content)}">`;

/** The tags of a page's head, one a line. */
export function headTags(h: PageHead): string[] {
  const others = (Object.keys(OG_LOCALE) as Language[]).filter((l) => l !== h.lang);
  return [
    `<title>${escapeHtml(h.title)}</title>`,
    meta('name', 'description', h.description),
    `<link rel="canonical" href="${escapeHtml(h.canonical)}">`,
    ...h.alternates.map((a) => `<link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(a.href)}">`),
    meta('property', 'og:type', h.jsonLd.some((o) => (o as { '@type'?: string })['@type'] === 'Article') ? 'article' : 'website'),
    meta('property', 'og:site_name', h.siteName),
    meta('property', 'og:title', h.title),
    meta('property', 'og:description', h.description),
    meta('property', 'og:url', h.url),
    meta('property', 'og:image', h.image),
    meta('property', 'og:image:width', '1200'),
    meta('property', 'og:image:height', '630'),
    meta('property', 'og:image:alt', h.imageAlt),
    meta('property', 'og:locale', OG_LOCALE[h.lang]),
    ...others.map((l) => meta('property', 'og:locale:alternate', OG_LOCALE[l])),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', h.title),
    meta('name', 'twitter:description', h.description),
    meta('name', 'twitter:image', h.image),
    ...h.jsonLd.map((o) => `<script type="application/ld+json">${scriptJson(o)}</script>`),
  ];
}

/**
 * The content block's look until the app takes its place (decision 0047): the shop's widths, type
 * and colours, and the footer below the fold. The theme's fonts and ember shades are written out
 * (apps/web/src/app/theme.ts): Mantine sets them as variables only when the app runs.
 */
const PRERENDER_STYLE = `<style>
#prerender{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:var(--mantine-color-text,#222);line-height:1.55}
#prerender a{color:var(--mantine-color-anchor,#8a3a12)}
.pr-main{box-sizing:border-box;max-width:1320px;margin:0 auto;padding:64px 16px 32px;min-height:100dvh}
.pr-main h1{font-size:clamp(30px,5vw,46px);line-height:1.2;margin:0 0 8px}
.pr-tiles,.pr-products,.pr-footer ul{list-style:none;padding:0;display:grid;gap:16px;grid-template-columns:repeat(auto-fill,minmax(220px,1fr))}
.pr-product{background:#fff;border:1px solid #dee2e6;border-radius:8px;padding:12px}
.pr-product img{display:block;width:100%;height:150px;object-fit:contain}
.pr-product h3{font-size:16px;margin:8px 0 0}
.pr-footer{box-sizing:border-box;max-width:1320px;margin:0 auto;padding:32px 16px}
.pr-main-hero{max-width:none;padding:64px 0 32px}
#prerender h1,#prerender h2{font-family:Georgia,"Times New Roman",serif}
.pr-hero{background:#6e2d0c;color:#fff;padding:32px 16px}
.pr-hero>div{max-width:928px;margin:0 auto}
.pr-main .pr-hero h1{font-size:30px;line-height:1.15;margin:0}
.pr-eyebrow{text-transform:uppercase;font-weight:700;font-size:var(--mantine-font-size-sm,14px);letter-spacing:1px;color:#ffe0cf;margin:0 0 6px}
.pr-lead{font-size:var(--mantine-font-size-lg,18px);line-height:var(--mantine-line-height-lg,1.6);max-width:720px;margin:16px 0 0;color:#fff1e8}
.pr-hero-info{background:linear-gradient(135deg,#6e2d0c 0%,#4a1e08 100%);padding:40px 16px}
.pr-hero-info>div{max-width:1108px}
.pr-main .pr-hero-info h1{font-size:32px;line-height:1.12}
.pr-hero-info .pr-eyebrow{margin-bottom:8px}
.pr-hero-info .pr-lead{max-width:620px}
.pr-after-hero{box-sizing:border-box;max-width:960px;margin:0 auto;padding:16px}
.pr-sections section{margin:16px 0 32px}
.pr-sections h2{font-size:22px;line-height:1.3;margin:0 0 10px}
.pr-sections p{margin:0 0 16px;line-height:1.65}
.pr-sections ul,.pr-sections ol{margin:0 0 16px;padding-left:28px;line-height:1.55}
.pr-sections li{margin-bottom:4px}
.pr-wide{max-width:992px}
.pr-toc{max-width:1140px;padding:32px 16px}
.pr-toc>div{display:grid;gap:32px}
.pr-toc nav{border:1px solid #dee2e6;border-radius:4px;padding:16px;align-self:start}
.pr-toc nav p{margin:0 0 8px}
.pr-toc nav ul{list-style:none;padding:0;margin:0;font-size:14px;line-height:1.55;display:grid;gap:6px}
.pr-updated{font-size:14px;color:#495057;margin:0 0 24px}
.pr-main>article{max-width:928px;margin:0 auto}
.pr-main>article p{line-height:1.65}
.pr-panel{max-width:1140px;padding:32px 16px}
.pr-panel h2{font-size:26px;line-height:1.2;margin:0 0 10px}
.pr-panel p{font-size:var(--mantine-font-size-lg,18px);line-height:1.65;max-width:720px;margin:0;color:#495057}
@media (min-width:62em){.pr-sections h2{font-size:26px}.pr-toc>div{grid-template-columns:calc((100% + 32px) * 2 / 3 - 32px) 1fr}.pr-toc nav{order:2;position:sticky;top:80px}.pr-panel{padding:56px 16px}.pr-panel h2{font-size:34px}.pr-hero{padding:56px 16px}.pr-main .pr-hero h1{font-size:44px}.pr-hero-info{padding:72px 16px}.pr-hero-info>div>*{max-width:58.33%}.pr-main .pr-hero-info h1{font-size:46px}}
</style>`;

/**
 * The web app's index.html with the page's head: its language on <html>, and the template's own
 * <title> and description replaced by the page's tags; with `body`, the page's content written
 * into <div id="root"> (decision 0047).
 */
export function renderPage(template: string, h: PageHead, body?: string, drawn?: { app: true; waits?: boolean }): string {
  // The web app's own render (decision 0058) is styled by the app's style sheet, as it will be once hydrated.
  const tags = [...headTags(h), ...(body && !drawn ? [PRERENDER_STYLE] : [])].join('\n    ');
  // With the server's copy, the app starts once that copy is painted (decision 0055).
  const filled = body ? startAppAfterPaint(template.replace(/<div id="root"><\/div>/, () => `<div id="root">${body}</div>`)) : template;
  const html = filled
    // Mantine's colours hang on the colour-scheme attribute, which the app sets when it starts.
    // data-app-waits: the app starts when the visitor first does something (apps/api/src/lib/app-start.ts).
    .replace(/<html\b[^>]*>/i, `<html lang="${HTML_LANG[h.lang]}"${drawn ? ' data-mantine-color-scheme="light"' : ''}${drawn?.waits ? ' data-app-waits' : ''}>`)
    .replace(/\s*<title>[\s\S]*?<\/title>/i, '')
    .replace(/\s*<meta\s+name="description"[^>]*>/i, '');
  // A template without a head gets one before its body.
  // (Replacer functions: a `$` in the page's text is not a replacement pattern.)
  return html.includes('</head>') ? html.replace('</head>', () => `  ${tags}\n  </head>`) : html.replace(/<body\b/i, () => `<head>${tags}</head><body`);
}
