import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { APP_START_SCRIPT, APP_START_SCRIPT_SOURCE, startAppAfterPaint } from '../app-start.ts';

const BUILT = `<html><head>
    <title>Vedmarked</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-def.css">
  <link rel="modulepreload" crossorigin href="/assets/HomePage-1.js">
    <link rel="preload" as="style" crossorigin href="/assets/Carousel-2.css">
  </head><body><div id="root"></div></body></html>`;

describe('the app started after the first paint (decision 0055)', () => {
  it('keeps the stylesheet, and moves the entry and every preload into the inert template', () => {
    const html = startAppAfterPaint(BUILT);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-def.css">');
    expect(html).toContain('<meta name="app-entry" content="/assets/index-abc.js">');
    const template = /<template id="app-preloads">(.*?)<\/template>/.exec(html)?.[1];
    expect(template).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/index-abc.js"><link rel="modulepreload" crossorigin href="/assets/HomePage-1.js"><link rel="preload" as="style" crossorigin href="/assets/Carousel-2.css">',
    );
    expect(html.replace(/<template[\s\S]*<\/template>/, '')).not.toMatch(/rel="(module)?preload"|type="module"/);
    expect(html).toContain(`<script>${APP_START_SCRIPT}</script>`);
  });

  it('leaves a page without an entry script as it is', () => {
    const plain = '<html><head></head><body><div id="root"></div></body></html>';
    expect(startAppAfterPaint(plain)).toBe(plain);
  });

  it('names the inline script by its hash for the Content-Security-Policy', () => {
    expect(APP_START_SCRIPT_SOURCE).toBe(`'sha256-${createHash('sha256').update(APP_START_SCRIPT).digest('base64')}'`);
  });
});
