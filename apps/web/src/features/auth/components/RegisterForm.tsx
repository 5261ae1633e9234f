import { DIALOG_REGISTER_ROLES, type RegistrableRole, signUpBody } from '@vedmarked/domain';
import { Anchor, Button, Group, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { zodValidate } from '../../../lib/zod-form.ts';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { signUp } from '../api/registration.ts';
import { useToMailConfirm } from '../lib/to-mail-confirm.ts';

interface Props {
  defaultRole?: RegistrableRole;
  redirectUrl?: string | null;
  onDone?: () => void;
  onLogin?: () => void;
  autoFocus?: boolean;
}

/**
 * The register screen of the auth dialog: the visitor picks private customer, company customer,
 * vendor or wholesaler, gives an e-mail and a password, and confirms the e-mail with the code sent.
 * The rest of the profile is asked for after the e-mail is confirmed.
 */
export function RegisterForm({ defaultRole = 'customer', redirectUrl, onDone, onLogin, autoFocus }: Props) {
  const { t, i18n } = useTranslation(['auth', 'errors']);
  const toMailConfirm = useToMailConfirm(redirectUrl);
  const [role, setRole] = useState<RegistrableRole>((DIALOG_REGISTER_ROLES as readonly string[]).includes(defaultRole) ? defaultRole : 'customer');
  const form = useForm({
    initialValues: { email: '', password: '', password_confirmation: '' },
    validate: zodValidate(signUpBody, t),
  });

  const { submit, alert } = useFormSubmit(form, async (values) => {
    const res = await signUp(role, { ...values, language: i18n.language as 'es' | 'en' | 'no' });
    onDone?.();
    toMailConfirm(res.email);
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('register.title')}>
      <Stack gap="sm">
        <Radio.Group label={t('register.as')} value={role} onChange={(v) => setRole(v as RegistrableRole)} name="role">
          <SimpleGrid cols={2} spacing="xs" mt={6}>
            {DIALOG_REGISTER_ROLES.map((r) => (
              <Radio.Card key={r} value={r} p="sm" radius="md" data-testid={`role-${r}`} style={{ borderWidth: 2 }}>
                <Group wrap="nowrap" gap="xs" align="flex-start">
                  <Radio.Indicator />
                  <div>
                    <Text fw={600} size="sm">
                      {t(`roles.${r}`)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t(`roles.${r}-hint`)}
                    </Text>
                  </div>
                </Group>
              </Radio.Card>
            ))}
          </SimpleGrid>
        </Radio.Group>
        <FormAlert message={alert} />
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="username"
          required
          data-autofocus={autoFocus || undefined}
          {...form.getInputProps('email')}
        />
        <NewPasswordFields password={form.getInputProps('password')} confirmation={form.getInputProps('password_confirmation')} />
        <Text size="xs" c="dimmed">
          <Trans
            t={t}
            i18nKey="register.terms"
            components={{
              terms: <Anchor component={Link} to="/terms" size="xs" onClick={onDone} underline="always" />,
              policy: <Anchor component={Link} to="/policy" size="xs" onClick={onDone} underline="always" />,
            }}
          />
        </Text>
        <Button type="submit" loading={form.submitting} fullWidth>
          {t('register.submit')}
        </Button>
        {onLogin && (
          <Group justify="center" gap={6}>
            <span>{t('register.have-account')}</span>
            <Anchor component="button" type="button" onClick={onLogin} underline="always">
              {t('register.to-login')}
            </Anchor>
          </Group>
        )}
      </Stack>
    </form>
  );
}
