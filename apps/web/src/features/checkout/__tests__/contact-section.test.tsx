// @vitest-environment jsdom
import { useForm } from '@mantine/form';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderAt, stubBrowser } from '../../../components/__tests__/render.tsx';
import { type DeliveryDraft, emptyDraft } from '../checkout-draft.ts';
import { ContactSection } from '../components/delivery/ContactSection.tsx';
import type { DeliveryForm } from '../components/delivery/use-delivery-form.ts';

/**
 * The server says a guest's e-mail or phone belongs to an account without saying which (issue 14):
 * the delivery step offers to log in whenever it says so.
 */
beforeAll(stubBrowser);
afterEach(cleanup);

function Contact({ emailError, signedIn = false }: { emailError?: string; signedIn?: boolean }) {
  const form = useForm<DeliveryDraft>({
    mode: 'controlled',
    initialValues: { ...emptyDraft(), email: 'kari@example.no' },
    initialErrors: emailError ? { email: emailError } : {},
  });
  return <ContactSection form={form as unknown as DeliveryForm} signedIn={signedIn} companyChoice={false} password="" onPasswordChange={() => {}} />;
}

async function show(props: Parameters<typeof Contact>[0]) {
  const { default: i18n, i18nReady } = await import('../../../i18n/index.ts');
  await i18nReady;
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['checkout', 'commerce', 'errors']);
  await renderAt(<Contact {...props} />);
  return i18n;
}

describe('the delivery step’s contact details', () => {
  it('offers to log in when the e-mail or phone belongs to an account, keeping the e-mail for the sign-in', async () => {
    const i18n = await show({ emailError: 'This e-mail or phone number belongs to an account. Log in to finish the order.' });
    expect(i18n.t('commerce:error-contact-registered-login')).toBe('This e-mail or phone number belongs to an account. Log in to finish the order.');
    const link = screen.getByRole('link', { name: 'Log in to finish the order with your account' });
    expect(link.getAttribute('href')).toContain('login=kari%40example.no');
  });

  it('does not for any other e-mail problem, nor for a signed-in customer', async () => {
    await show({ emailError: 'Enter a valid e-mail address' });
    expect(screen.queryByTestId('login-to-finish')).toBeNull();
    cleanup();
    await show({ emailError: 'This e-mail or phone number belongs to an account. Log in to finish the order.', signedIn: true });
    expect(screen.queryByTestId('login-to-finish')).toBeNull();
  });
});
