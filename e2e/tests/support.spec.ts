import { type Browser, expect, type Page, test } from '@playwright/test';
import { allowTime, expectAccessible, expectAccessibleIn, type Lang, loginAs, screenshots, useLanguage } from './support.ts';

/**
 * The support chat journeys. They sign in with loginAs (POST /api/auth/login, built by the accounts
 * feature). Kari's order comes from the test-only seed (e2e/fixtures/seed.ts).
 */
const KARI = 'kari.nordmann@demo.vedmarked.no';
const ADMIN = 'admin@demo.vedmarked.no';

async function signedInPage(browser: Browser, email: string, lang: Lang = 'en'): Promise<Page> {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await useLanguage(page, lang);
  await loginAs(page, email);
  return page;
}

test('a customer asks about an order through ?helper; the admin answers; the answer and the badge arrive live', async ({ browser }) => {
  allowTime(120_000);
  const customer = await signedInPage(browser, KARI);
  await customer.goto('/?helper');

  // ?helper opens the widget and leaves the address clean.
  const panel = customer.getByRole('dialog', { name: 'Help' });
  await expect(panel).toBeVisible();
  await expect(customer).toHaveURL(/\/$/);
  await expect(panel.getByText('You have not asked anything yet.')).toBeVisible();
  // The box is 500 px high.
  expect((await panel.boundingBox())?.height).toBe(500);
  await expectAccessible(customer, 'support list');

  await panel.getByRole('button', { name: 'New question' }).click();
  await expect(panel.getByRole('heading', { name: 'What is your question about?' })).toBeVisible();
  await expectAccessible(customer, 'support categories');
  await panel.getByTestId('support-category-order').click();

  await expect(panel.getByRole('heading', { name: 'Which order?' })).toBeVisible();
  // Continuing without choosing says what is missing, next to each field.
  await panel.getByRole('button', { name: 'Continue' }).click();
  await expect(panel.getByText('This field is required')).toHaveCount(2);
  const order = panel.getByRole('combobox', { name: 'Order' });
  // The placeholder and Kari's orders: her delivered one from the test seed is the oldest (the lowest
  // number); other journeys may have added newer ones before this one runs.
  await expect(order.locator('option').nth(1)).toBeAttached();
  const labels = await order.locator('option').allTextContents();
  const numbers = labels.map((label) => Number(/^#(\d+)/.exec(label)?.[1] ?? Number.NaN)).filter((n) => Number.isFinite(n));
  expect(numbers.length).toBe(labels.length - 1);
  await order.selectOption({ index: labels.findIndex((label) => label.startsWith(`#${Math.min(...numbers)} `)) });
  await expect(order.locator('option:checked')).toHaveText(/^#\d+ · \d\d\.\d\d\.\d{4} · [\d,.]+ kr$/);
  await expect(panel.getByText('Status: delivered')).toBeVisible();
  await panel.getByRole('radio', { name: 'Delivery' }).check();
  await expect(panel.getByText('This field is required')).toHaveCount(0); // fixed fields lose their error
  await expectAccessible(customer, 'support order form');
  await screenshots(customer, 'support-order-form-en');
  await panel.getByRole('button', { name: 'Continue' }).click();

  // No ticket yet: a draft conversation; the first message creates it.
  await expect(panel.getByRole('heading', { name: /^Order #\d+ · Delivery$/ })).toBeVisible();
  const input = panel.getByRole('textbox', { name: 'Your message' });
  await expect(input).toBeFocused();
  await expect(panel.getByText(/Your first message opens the conversation/)).toBeVisible();

  // Blank is not sent; the box grows to 5 rows at most.
  await input.fill('   ');
  await input.press('Control+Enter');
  await expect(panel.getByRole('button', { name: 'Send' })).toBeDisabled();
  await expect(panel.getByTestId('message-mine')).toHaveCount(0);
  await input.fill('1\n2\n3\n4\n5\n6\n7\n8');
  const rows = await input.evaluate((el) => {
    const s = getComputedStyle(el);
    return Math.round((el.clientHeight - Number.parseFloat(s.paddingTop) - Number.parseFloat(s.paddingBottom)) / Number.parseFloat(s.lineHeight));
  });
  expect(rows).toBe(5);

  const question = 'Hello! The firewood was left by the road, not at the house. Can you help me with this?';
  await input.fill(question);
  await input.press('Control+Enter');
  await expect(panel.getByTestId('message-mine')).toContainText(question);
  await expect(input).toHaveValue('');
  await expect(input).toBeFocused();
  await expectAccessible(customer, 'support conversation');
  await screenshots(customer, 'support-conversation-en');

  // Back to the list: the preview is cut at 50 characters.
  await panel.getByRole('button', { name: 'Back' }).click();
  await expect(panel.getByTestId('ticket-preview')).toHaveText(`You: ${question.slice(0, 50).trimEnd()}…`);
  await customer.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(customer.getByTestId('support-badge')).not.toContainText(/\d/);

  // The admin answers from the inbox; the question arrives there.
  const admin = await signedInPage(browser, ADMIN);
  await admin.goto('/dashboard/support');
  await expect(admin.getByRole('heading', { level: 1, name: 'Support inbox' })).toBeVisible();
  await expect(admin.getByTestId('support-launcher')).toHaveCount(0); // hidden for the admin
  const navBadge = admin.getByTestId('nav-badge-messages');
  await expect(navBadge).toHaveText(/^\d+$/);
  const unanswered = Number(await navBadge.textContent());
  const kariTicket = admin.getByTestId('inbox-tickets').getByRole('button', { name: /Kari Nordmann/ });
  await expect(kariTicket).toContainText('Private customer');
  await expect(kariTicket).toContainText('1 new');
  await kariTicket.click();
  await expect(admin.getByTestId('message-theirs')).toContainText(question);
  // Opening it read it: the inbox badge drops by one.
  if (unanswered === 1) await expect(navBadge).toHaveCount(0);
  else await expect(navBadge).toHaveText(String(unanswered - 1));
  await expectAccessible(admin, 'support inbox');
  await screenshots(admin, 'support-inbox-en');

  const answer = 'Sorry about that! The driver will come back tomorrow between 12 and 17 and carry it to the house.';
  await admin.getByRole('textbox', { name: 'Your message' }).fill(answer);
  await admin.getByRole('button', { name: 'Send' }).click();
  await expect(admin.getByTestId('message-mine')).toContainText(answer);

  // The customer's badge updates live (no reload; polling would take 60 s).
  const launcher = customer.getByTestId('support-launcher');
  await expect(customer.getByTestId('support-badge')).toContainText('1');
  await expect(launcher).toHaveAccessibleName('Help and messages, 1 conversation with new answers');
  await launcher.click();
  await expect(panel).toBeVisible();
  const ticket = panel.getByTestId('support-tickets').getByRole('button');
  await expect(ticket).toContainText('1 new');
  await expect(ticket).toContainText(`Support: ${answer.slice(0, 50).trimEnd()}…`);
  await screenshots(customer, 'support-list-unread-en');
  await ticket.click();
  await expect(panel.getByTestId('message-theirs')).toContainText(answer);
  // Opening the ticket lowers the badge by one.
  await expect(customer.getByTestId('support-badge')).not.toContainText(/\d/);

  // While the conversation is open, a new answer appears in it at once and is read right away.
  const second = 'The driver is on his way now.';
  await admin.getByRole('textbox', { name: 'Your message' }).fill(second);
  await admin.getByRole('textbox', { name: 'Your message' }).press('Control+Enter');
  await expect(panel.getByTestId('message-theirs').last()).toContainText(second);
  await expect(customer.getByTestId('support-badge')).not.toContainText(/\d/);

  // Escape closes the panel and gives focus back to the button that opened it.
  await customer.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(launcher).toBeFocused();
  await customer.context().close();
  await admin.context().close();
});

test('a guest opening ?helper is asked to log in first', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.goto('/?helper');
  await expect(page.getByText('You need to log in first')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Help' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
  // The chat button asks the same and opens the login dialog, coming back with ?helper after signing in.
  await page.getByRole('button', { name: 'Help and messages' }).click();
  await expect(page).toHaveURL(/\/\?login&redirectUrl=%2F%3Fhelper$/);
});

test('the dashboard Messages item opens the support panel for a vendor; focus stays inside and returns', async ({ browser }) => {
  const vendor = await signedInPage(browser, 'oslo.vedlager@demo.vedmarked.no', 'no');
  await vendor.goto('/dashboard');
  const messages = vendor.getByRole('navigation', { name: 'Navigasjon i oversikten' }).getByRole('button', { name: 'Meldinger' });
  await messages.click();
  const panel = vendor.getByRole('dialog', { name: 'Hjelp' });
  await expect(panel).toBeVisible();
  // Tab cycles inside the panel.
  for (let i = 0; i < 6; i++) {
    await vendor.keyboard.press('Tab');
    expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  // (The dashboard pages behind are other features' placeholders: check the panel and the navigation.)
  await expectAccessible(vendor, 'support panel in the dashboard', ['[data-testid="support-panel"]', 'nav']);
  await vendor.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(messages).toBeFocused();
  await vendor.context().close();
});

for (const lang of ['es', 'no'] as const) {
  test(`the support panel reads well in ${lang} at desktop and phone widths`, async ({ browser }) => {
    // Fresh askers per language: the company customer, and a supplier (any signed-in role but the admin may ask).
    const page = await signedInPage(browser, lang === 'es' ? 'innkjop@demo.vedmarked.no' : 'bergen.brensel@demo.vedmarked.no', lang);
    await page.goto('/?helper');
    const panel = page.getByTestId('support-panel');
    await expect(panel).toBeVisible();
    await panel.getByRole('button', { name: lang === 'es' ? 'Nueva pregunta' : 'Nytt spørsmål' }).click();
    await panel.getByTestId('support-category-general').click();
    const input = panel.getByRole('textbox', { name: lang === 'es' ? 'Tu mensaje' : 'Meldingen din' });
    await input.fill(lang === 'es' ? '¿Entregáis pellets en Bergen los sábados?' : 'Leverer dere pellets i Bergen på lørdager?');
    await input.press('Control+Enter');
    await expect(panel.getByTestId('message-mine').last()).toContainText(lang === 'es' ? 'sábados' : 'lørdager');
    await expectAccessibleIn(lang, page, `support ${lang}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessibleIn(lang, page, `support ${lang} phone`);
    await screenshots(page, `support-panel-${lang}`);
    await page.context().close();
  });
}
