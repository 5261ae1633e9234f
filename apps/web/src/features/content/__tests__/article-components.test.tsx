// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderAt, stubBrowser } from '../../../components/__tests__/render.tsx';
import ArticleCarousel from '../components/ArticleCarousel.tsx';
import { ArticleTeasers } from '../index.tsx';

/** The article pieces: the teasers other features mount (the home page) and the article page's carousel, rendered for real. */
let reducedMotion = false;
beforeAll(() => {
  stubBrowser();
  // Reduced motion is switched per test here.
  const stubbed = window.matchMedia;
  window.matchMedia = (query: string) => ({ ...stubbed(query), matches: query.includes('prefers-reduced-motion') ? reducedMotion : false });
});
afterEach(cleanup);

async function renderIn(lang: 'es' | 'en' | 'no', ui: React.ReactNode) {
  const { default: i18n, i18nReady } = await import('../../../i18n/index.ts');
  await i18nReady;
  await i18n.changeLanguage(lang);
  await renderAt(ui);
}

describe('ArticleTeasers', () => {
  it('shows the four fixed articles under a heading, with a link to all articles', async () => {
    await renderIn('en', <ArticleTeasers />);
    const section = await screen.findByTestId('article-teasers', {}, { timeout: 5000 });
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe('Good to know about firewood');
    const cards = within(section)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(cards).toEqual(['/articles', '/articles/grunder', '/articles/brennverdi', '/articles/VektVedKilo', '/articles/norskved']);
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Why buy dried firewood?',
      'Heating value: how much heat is in firewood?',
      'Weight per litre: what does a sack of firewood weigh?',
      'Norwegian firewood',
    ]);
  });

  it('links to /artikler/… in Norwegian', async () => {
    await renderIn('no', <ArticleTeasers headingOrder={3} />);
    const section = await screen.findByTestId('article-teasers', {}, { timeout: 5000 });
    expect(within(section).getByRole('heading', { level: 3 }).textContent).toBe('Verdt å vite om ved');
    expect(within(section).getAllByRole('heading', { level: 4 })).toHaveLength(4);
    expect(within(section).getByRole('link', { name: 'Alle artikler' }).getAttribute('href')).toBe('/artikler');
    expect(within(section).getByTestId('article-card-VektVedKilo').getAttribute('href')).toBe('/artikler/VektVedKilo');
  });
});

describe('ArticleCarousel', () => {
  it('holds every article as a slide and plays unless the visitor asks for reduced motion', async () => {
    reducedMotion = false;
    await renderIn('es', <ArticleCarousel />);
    const carousel = await screen.findByTestId('article-carousel', {}, { timeout: 5000 });
    expect(within(carousel).getAllByRole('group')).toHaveLength(6);
    expect(within(carousel).getAllByRole('group')[0]!.getAttribute('aria-label')).toBe('1 de 6');
    expect(await within(carousel).findByRole('button', { name: 'Pausar el carrusel' })).toBeTruthy();
  });

  it('does not play by itself with reduced motion, but can be started', async () => {
    reducedMotion = true;
    await renderIn('en', <ArticleCarousel />);
    const carousel = await screen.findByTestId('article-carousel', {}, { timeout: 5000 });
    const play = await within(carousel).findByRole('button', { name: 'Play the carousel' });
    await act(async () => play.click());
    expect(within(carousel).getByRole('button', { name: 'Pause the carousel' })).toBeTruthy();
  });
});
