// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appContainer } from '../server-content.ts';

const flush = () => new Promise((r) => setTimeout(r, 0));

describe("the server's page until the app's is ready (decision 0047)", () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('renders into the root element at once when the server wrote no page', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(appContainer()).toBe(document.getElementById('root'));
  });

  it('keeps the server page (inert) until the app has its heading and nothing loading, then takes the root in one step', async () => {
    document.body.innerHTML = '<div id="root"><div id="prerender"><h1>Ved</h1></div></div>';
    const app = appContainer();
    expect(app.isConnected).toBe(false);
    expect(document.getElementById('prerender')!.inert).toBe(true);
    app.innerHTML = '<main><h1>Ved</h1><div data-loading></div></main>';
    await flush();
    expect(document.getElementById('prerender')).not.toBeNull();
    app.querySelector('[data-loading]')!.remove();
    await flush();
    expect(document.getElementById('prerender')).toBeNull();
    expect(document.getElementById('root')).toBe(app);
    expect(document.querySelectorAll('h1')).toHaveLength(1);
  });

  it('gives up waiting after a while: a failing page is shown rather than hidden', () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<div id="root"><div id="prerender"><h1>Ved</h1></div></div>';
    const app = appContainer();
    vi.advanceTimersByTime(10_000);
    expect(document.getElementById('root')).toBe(app);
  });
});
