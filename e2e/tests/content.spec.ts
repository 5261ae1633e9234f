import { expect, type Page, test } from '@playwright/test';
import { allowTime, appStarted, expectAccessible, type Lang, PAGE_CHECK_LANGS, QUICK_CHECK_LANGS, screenshots, useLanguage } from './support.ts';

/** Form fields are looked up in the page's main area (the header has a postcode box too). */
const main = (page: Page) => page.getByRole('main');

/** Forms, articles and static pages (issue 6, items 3–5). */

test.describe('question form', () => {
  test('shows field errors in the form, places a server error next to its field, then sends', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/question-form');
    await expect(page.getByRole('heading', { level: 1, name: 'Ask a question' })).toBeVisible();

    await page.getByRole('button', { name: 'Send the question' }).click();
    const name = main(page).getByLabel('Your name');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('This field is required');
    await expect(name).toBeFocused();
    await expect(main(page).getByLabel('What is it about?')).toHaveAccessibleDescription('This field is required');
    await expectAccessible(page, 'question form with errors');

    await name.fill('Kari Nordmann');
    const email = main(page).getByLabel('E-mail');
    await email.fill('kari@');
    await email.blur();
    await expect(email).toHaveAccessibleDescription('Enter a valid e-mail address');
    await email.fill('kari.e2e@example.no');
    await main(page).getByLabel('What is it about?').selectOption('delivery');
    await main(page).getByLabel('Order number').fill('12a');
    await main(page).getByLabel('Order number').blur();
    await expect(main(page).getByLabel('Order number')).toHaveAccessibleDescription(/only digits/);
    await main(page).getByLabel('Order number').fill('1042');
    // Four digits pass the form's check; only the server knows 0000 is not a postcode.
    await main(page).getByLabel('Postcode').fill('0000');
    await main(page)
      .getByRole('textbox', { name: /^Your question/ })
      .fill('When will my 1000 L bag of birch be delivered?');
    await page.getByRole('button', { name: 'Send the question' }).click();
    const postcode = main(page).getByLabel('Postcode');
    await expect(postcode).toHaveAccessibleDescription(/^Postcode not found!/);
    await expect(postcode).toBeFocused();

    await postcode.fill('0150');
    await page.getByRole('button', { name: 'Send the question' }).click();
    const success = page.getByTestId('form-success');
    await expect(success.getByRole('heading', { name: 'Thank you, we have your question' })).toBeFocused();
    await expect(success).toContainText('kari.e2e@example.no');
    await expect(page.getByTestId('form-reference')).toHaveText(/^Q-\d+$/);
    await expectAccessible(page, 'question form sent');
  });
});

test.describe('firewood-dealer form', () => {
  test('asks for a sack format, then sends and lands on /ildstedet-success', async ({ page }) => {
    await useLanguage(page, 'no');
    await page.goto('/ildstedet');
    await expect(page.getByRole('heading', { level: 1, name: 'Selg veden din gjennom Vedmarked' })).toBeVisible();

    await main(page).getByLabel('Firmanavn').fill('Vestlandsved AS');
    await main(page).getByLabel('Organisasjonsnummer').fill('923 609 017');
    await main(page).getByLabel('Kontaktperson').fill('Ola Vik');
    await main(page).getByLabel('E-post').fill('ola.e2e@vestlandsved.no');
    await main(page).getByLabel('Telefon').fill('55 12 34 56');
    await main(page).getByLabel('Postnummer').fill('5003');
    await page.getByRole('radio', { name: 'Vedprodusent' }).check();
    await page.getByRole('button', { name: 'Send' }).click();

    await expect(page.getByText('Velg minst ett sekkeformat')).toBeVisible();
    await expect(main(page).getByLabel('Organisasjonsnummer')).toHaveAccessibleDescription(/Skriv inn et gyldig organisasjonsnummer/);
    await expect(main(page).getByLabel('Organisasjonsnummer')).toBeFocused();
    await expectAccessible(page, 'dealer form with errors');

    await main(page).getByLabel('Organisasjonsnummer').fill('923 609 016');
    // With only the formats missing, focus goes to the first format.
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('checkbox', { name: '40 L sekk' })).toBeFocused();
    await page.getByRole('checkbox', { name: '1000 L storsekk' }).check();
    await page.getByRole('checkbox', { name: '40 L sekk' }).check();
    await page.getByRole('checkbox', { name: 'Bjørk' }).check();
    await main(page).getByLabel('Årlig volum (løs m³)').fill('800');
    await page.getByRole('checkbox', { name: 'Vi leverer med egne kjøretøy' }).check();
    await expect(page.getByText('Velg minst ett sekkeformat')).toBeHidden();
    await page.getByRole('button', { name: 'Send' }).click();

    await expect(page).toHaveURL(/\/ildstedet-success$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Takk, vi har fått opplysningene' })).toBeFocused();
    await expect(page.getByTestId('form-reference')).toHaveText(/^D-\d+$/);
  });
});

test.describe('contact form', () => {
  test('/contactenos refuses a too short subject, then sends', async ({ page }) => {
    await useLanguage(page, 'es');
    await page.goto('/contactenos');
    await expect(page.getByRole('heading', { level: 1, name: 'Contacto' })).toBeVisible();
    await main(page).getByLabel('Tu nombre').fill('Lucía Pérez');
    await main(page).getByLabel('Correo electrónico').fill('lucia.e2e@example.es');
    await main(page).getByLabel('Asunto').fill('Hi');
    await main(page)
      .getByRole('textbox', { name: /^Mensaje/ })
      .fill('¿Entregáis pellets de 15 kg en Oslo durante el invierno?');
    await page.getByRole('button', { name: 'Enviar el mensaje' }).click();
    await expect(main(page).getByLabel('Asunto')).toHaveAccessibleDescription('Debe tener al menos 3 caracteres');
    await expect(main(page).getByLabel('Asunto')).toBeFocused();

    await main(page).getByLabel('Asunto').fill('Pellets en Oslo');
    await page.getByRole('button', { name: 'Enviar el mensaje' }).click();
    await expect(page.getByRole('heading', { name: 'Gracias por tu mensaje' })).toBeVisible();
    await expect(page.getByTestId('form-reference')).toHaveText(/^C-\d+$/);
  });

  test('an open application from /stilling arrives with the subject filled in', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/stilling');
    await page.getByRole('link', { name: 'Send an open application' }).click();
    await expect(page).toHaveURL(/\/kontakt\?subject=Open/);
    await expect(main(page).getByLabel('Subject')).toHaveValue('Open application');
  });
});

test.describe('articles', () => {
  test('a fixed link opens its article with the sack weights of spec section 9', async ({ page }) => {
    await useLanguage(page, 'no');
    await page.goto('/artikler/VektVedKilo');
    await expect(page.getByRole('heading', { level: 1, name: 'Vekt per liter: hva veier en sekk ved?' })).toBeVisible();
    await expect(page).toHaveTitle('Vekt per liter: hva veier en sekk ved? · Vedmarked');
    const table = page.getByRole('table', { name: 'Sekkeformater: vekt og energi' });
    await expect(table.getByRole('row', { name: /^40 L minst 15 kg/ })).toBeVisible();
    await expect(table.getByRole('row', { name: /^60 L minst 22 kg/ })).toBeVisible();
    await expect(table.getByRole('row', { name: /^1000 L, løs 280–350 kg/ })).toBeVisible();
    await expect(table.getByRole('row', { name: /^1000 L, stablet 340–350 kg/ })).toBeVisible();
    await expect(table.getByRole('row', { name: /^1500 L, løs 430–450 kg/ })).toBeVisible();
    await expect(table.getByRole('row', { name: /^1500 L, stablet 480–500 kg/ })).toBeVisible();

    // The other fixed links and the list.
    for (const [id, title] of [
      ['grunder', 'Hvorfor kjøpe tørket ved?'],
      ['brennverdi', 'Brennverdi: hvor mye varme er det i ved?'],
      ['norskved', 'Norsk ved'],
    ] as const) {
      await page.goto(`/artikler/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    }
    // The server's copy has the same heading, and links of its own (its footer's "Artikler" is
    // /articles): the app's page is the one whose link is followed.
    await appStarted(page);
    await page.getByRole('link', { name: 'Artikler', exact: true }).first().click();
    await expect(page).toHaveURL(/\/artikler$/);
    await page.getByTestId('article-card-fuktighet').click();
    await expect(page).toHaveURL(/\/artikler\/fuktighet$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Fuktighet under 20 %: slik sjekker du veden' })).toBeVisible();
  });

  test('ids are found in any letter case; an unknown article is a 404', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/articles/vektvedkilo');
    await expect(page.getByRole('heading', { level: 1, name: 'Weight per litre: what does a sack of firewood weigh?' })).toBeVisible();
    await page.goto('/articles/no-such-article');
    await expect(page).toHaveURL(/\/pages\/errors\/error-404$/);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});

test.describe('article carousel', () => {
  test.use({ contextOptions: { reducedMotion: 'no-preference' } });

  test('moves on by itself every 3 s and stops with the pause button', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/articles/grunder');
    // It moves once the app runs: on a first visit, from the visitor's first key or touch.
    await appStarted(page);
    const carousel = page.getByTestId('article-carousel');
    await carousel.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    const firstSlide = carousel.getByRole('group').first();
    const x0 = (await firstSlide.boundingBox())!.x;
    await expect.poll(async () => (await firstSlide.boundingBox())!.x, { timeout: 5_000 }).not.toBe(x0);

    await page.getByRole('button', { name: 'Pause the carousel' }).click();
    await expect(page.getByRole('button', { name: 'Play the carousel' })).toBeVisible();
    await page.mouse.move(0, 0);
    await page.waitForTimeout(1_000); // let a running scroll settle
    const stopped = (await firstSlide.boundingBox())!.x;
    await page.waitForTimeout(3_500); // longer than the autoplay delay
    expect(Math.abs((await firstSlide.boundingBox())!.x - stopped)).toBeLessThan(1);
  });

  test('shows 4, 3, 2 and 1 cards by width', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/articles/grunder');
    const carousel = page.getByTestId('article-carousel');
    for (const [width, cards] of [
      [1440, 4],
      [1280, 4],
      [1000, 3],
      [700, 2],
      [390, 1],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await expect
        .poll(async () => {
          const viewport = (await carousel.boundingBox())!;
          const slide = (await carousel.getByRole('group').first().boundingBox())!;
          return Math.round(viewport.width / slide.width);
        })
        .toBe(cards);
    }
  });
});

test.describe('FAQ', () => {
  test('the accordion works by keyboard', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/faq');
    const first = page.getByRole('button', { name: 'What is the smallest order?' });
    const second = page.getByRole('button', { name: 'Why do I have to enter my postcode?' });
    await first.focus();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('sacks of 40 or 60 L. Big bags of 1000 and 1500 L can be ordered one at a time.')).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(second).toBeFocused();
    await page.keyboard.press('Space');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowUp');
    await expect(first).toBeFocused();
    // The answers link on: Tab reaches the link inside the open answer.
    await page.getByRole('button', { name: 'How dry is the firewood?' }).click();
    await expect(page.getByRole('link', { name: 'how to check it' })).toBeVisible();
    await expectAccessible(page, 'faq open');
  });

  test('/sporsmal is the same page', async ({ page }) => {
    await useLanguage(page, 'no');
    await page.goto('/sporsmal');
    await expect(page.getByRole('heading', { level: 1, name: 'Ofte stilte spørsmål' })).toBeVisible();
  });
});

test.describe('terms', () => {
  test('state the periods the spec names and the marketing facts', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/terms');
    const text = page.getByRole('main');
    await expect(text).toContainText('within 14 days from the day you received the goods');
    await expect(text).toContainText('within 7 days of delivery');
    await expect(text).toContainText('at least 48 hours in advance');
    await expect(text).toContainText('A card reservation lasts up to 14 days');
    await expect(text).toContainText('free of charge until 48 hours before the announced delivery');
    await expect(text).toContainText('The smallest order is 10 sacks.');
    await expect(text).toContainText('Suppliers are settled every 14 days.');
    await expect(text).toContainText('on orders from their own customers is 5%');
    await expect(text).toContainText('receive 5% of the sales');
    await expect(text).toContainText('get 50% off the delivery cost');
    // The delivery periods as the operator's settings have them (the defaults here).
    await expect(text).toContainText('Standard delivery is within 7 to 12 days.');
    // The table of contents links to each section.
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: '7. Complaints and defects' }).click();
    await expect(page).toHaveURL(/#terms-complaints$/);
  });
});

/** Every static page in every language, at 1280 and 390 px: a heading, axe clean, captured. */
const PAGES: { name: string; path: Record<Lang, string> }[] = [
  { name: 'about', path: { es: '/about-us', en: '/about-us', no: '/omoss' } },
  { name: 'help', path: { es: '/help', en: '/help', no: '/hjelp' } },
  { name: 'jobs', path: { es: '/stilling', en: '/stilling', no: '/stilling' } },
  { name: 'faq', path: { es: '/faq', en: '/faq', no: '/sporsmal' } },
  { name: 'policy', path: { es: '/policy', en: '/policy', no: '/policy' } },
  { name: 'terms', path: { es: '/terms', en: '/terms', no: '/terms' } },
  { name: 'contact', path: { es: '/contactenos', en: '/kontakt', no: '/kontakt' } },
  { name: 'question-form', path: { es: '/question-form', en: '/question-form', no: '/question-form' } },
  { name: 'dealer-form', path: { es: '/ildstedet', en: '/ildstedet', no: '/ildstedet' } },
  { name: 'dealer-success', path: { es: '/ildstedet-success', en: '/ildstedet-success', no: '/ildstedet-success' } },
  { name: 'articles', path: { es: '/articles', en: '/articles', no: '/artikler' } },
  { name: 'article', path: { es: '/articles/brennverdi', en: '/articles/brennverdi', no: '/artikler/brennverdi' } },
  { name: 'error-404', path: { es: '/pages/errors/error-404', en: '/pages/errors/error-404', no: '/pages/errors/error-404' } },
  { name: 'error-500', path: { es: '/pages/errors/error-500', en: '/pages/errors/error-500', no: '/pages/errors/error-500' } },
];

async function checkPage(page: Page, label: string) {
  // The app's page, not the server's copy it replaces (which shows the same heading on most pages).
  await appStarted(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expectAccessible(page, `${label} 1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page, `${label} 390`);
  // Nothing wider than the phone screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

// axe and the screenshots in the languages of PAGE_CHECK_LANGS (Spanish in CI, and Norwegian when
// people look at the captures); the other languages get one quick pass over every page below.
for (const lang of PAGE_CHECK_LANGS) {
  for (const p of PAGES) {
    test(`${p.name} in ${lang}: accessible at 1280 and 390 px`, async ({ page }) => {
      await useLanguage(page, lang);
      await page.goto(p.path[lang]);
      await expect(page.locator('html')).toHaveAttribute('lang', lang === 'no' ? 'nb' : lang);
      await checkPage(page, `${p.name} ${lang}`);
      await screenshots(page, `content-${p.name}-${lang}`);
    });
  }
}

for (const lang of QUICK_CHECK_LANGS) {
  test(`every static page in ${lang}: one heading, the page's language, nothing wider than a phone`, async ({ page }) => {
    allowTime(120_000);
    await useLanguage(page, lang);
    await page.setViewportSize({ width: 390, height: 844 });
    for (const p of PAGES) {
      await page.goto(p.path[lang]);
      await expect(page.locator('html')).toHaveAttribute('lang', lang === 'no' ? 'nb' : lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), p.name).toBeLessThanOrEqual(390);
    }
  });
}
