import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { type AppRenderInput, appRenderer } from '../app-render.ts';

/** The drawn pages' cache and its limits (decision 0058), with a stand-in for the web app's render. */
const log = { error: () => {}, warn: () => {} } as unknown as FastifyBaseLogger;
const input = (url: string, extra: Partial<AppRenderInput> = {}): AppRenderInput => ({
  url,
  lang: 'en',
  products: null,
  postcode: null,
  settings: { neighbourDiscountPct: 5 } as never,
  ...extra,
});

function counting(html = (i: AppRenderInput) => `<h1>${i.url}</h1>`) {
  const calls: string[] = [];
  let release: () => void = () => {};
  let held: Promise<void> | null = null;
  const render = async (i: AppRenderInput) => {
    calls.push(`${i.lang}${i.url}${i.postcode ?? ''}`);
    if (held) await held;
    return html(i);
  };
  return {
    calls,
    render,
    hold() {
      held = new Promise((r) => {
        release = r;
      });
    },
    release: () => release(),
  };
}

describe('the drawn pages (app-render.ts)', () => {
  it('draws a page once per catalogue answer, language, postcode, URL and settings', async () => {
    const fake = counting();
    const r = appRenderer(fake.render, log);
    const answer = {};
    expect(await r.render(input('/en'), answer)).toBe('<h1>/en</h1>');
    expect(await r.render(input('/en'), answer)).toBe('<h1>/en</h1>');
    expect(fake.calls).toEqual(['en/en']);
    await r.render(input('/en', { lang: 'no' }), answer);
    await r.render(input('/en', { postcode: '0150' }), answer);
    await r.render(input('/en', { settings: { neighbourDiscountPct: 7 } as never }), answer);
    await r.render(input('/en/firewood'), answer);
    // A new answer (the catalogue changed): drawn again.
    await r.render(input('/en'), {});
    expect(fake.calls).toEqual(['en/en', 'no/en', 'en/en0150', 'en/en', 'en/en/firewood', 'en/en']);
  });

  it('asks once for a page that many request at the same time', async () => {
    const fake = counting();
    const r = appRenderer(fake.render, log);
    fake.hold();
    const answer = {};
    const all = Promise.all([r.render(input('/en'), answer), r.render(input('/en'), answer), r.render(input('/en'), answer)]);
    fake.release();
    expect(await all).toEqual(['<h1>/en</h1>', '<h1>/en</h1>', '<h1>/en</h1>']);
    expect(fake.calls).toHaveLength(1);
  });

  it('answers null for a page that cannot be drawn, and tries again on the next request', async () => {
    let fail = true;
    const r = appRenderer(async () => {
      if (fail) throw new Error('no');
      return '<h1>ok</h1>';
    }, log);
    const answer = {};
    expect(await r.render(input('/en'), answer)).toBeNull();
    fail = false;
    expect(await r.render(input('/en'), answer)).toBe('<h1>ok</h1>');
  });

  it('sends the server’s own copy (null) rather than queue more than four new pages', async () => {
    const fake = counting();
    const r = appRenderer(fake.render, log);
    fake.hold();
    const answer = {};
    const waiting = ['/a', '/b', '/c', '/d'].map((u) => r.render(input(u), answer));
    expect(await r.render(input('/e'), answer)).toBeNull();
    // A page already being drawn is still shared.
    const again = r.render(input('/a'), answer);
    fake.release();
    expect(await Promise.all(waiting)).toEqual(['/a', '/b', '/c', '/d'].map((u) => `<h1>${u}</h1>`));
    expect(await again).toBe('<h1>/a</h1>');
    expect(await r.render(input('/e'), answer)).toBe('<h1>/e</h1>');
  });

  it('keeps at most about 8 MB of pages, the least recently used going first', async () => {
    const big = 'x'.repeat(1024 * 1024);
    const fake = counting((i) => `${i.url}${big}`);
    const r = appRenderer(fake.render, log);
    const answer = {};
    for (let i = 0; i < 7; i++) await r.render(input(`/p${i}`), answer);
    // /p0 used again: it stays; /p1 is the oldest when the eighth page takes the cache past 8 MB.
    await r.render(input('/p0'), answer);
    await r.render(input('/p7'), answer);
    const before = fake.calls.length;
    await r.render(input('/p0'), answer);
    expect(fake.calls.length).toBe(before);
    await r.render(input('/p1'), answer);
    expect(fake.calls.length).toBe(before + 1);
  });
});
