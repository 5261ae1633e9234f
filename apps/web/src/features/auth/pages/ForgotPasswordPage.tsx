import { resetPasswordBody } from '@vedmarked/domain';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { zodValidate } from '../../../lib/zod-form.ts';
import { requestReset } from '../api/passwords.ts';
import { AuthCard } from '../components/AuthCard.tsx';

/** /forgot-password: asks for the e-mail and sends a link that sets a new password. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation(['auth', 'errors']);
  const [params] = useSearchParams();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({ initialValues: { email: params.get('email') ?? '' }, validate: zodValidate(resetPasswordBody, t) });
  const { submit, alert } = useFormSubmit(form, async (values) => {
    setSentTo((await requestReset(values.email)).email);
  });
  return (
    <AuthCard title={t('forgot.title')} lead={sentTo ? undefined : t('forgot.lead')}>
      {sentTo ? (
        <Stack>
          <Alert color="green" icon={<IconMailCheck aria-hidden />} role="status" title={t('forgot.sent-title')}>
            {t('forgot.sent', { email: sentTo })}
          </Alert>
          <Anchor component={Link} to="/?login">
            {t('forgot.back-to-login')}
          </Anchor>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <FormAlert message={alert} />
            <TextInput label={t('fields.email')} type="email" autoComplete="username" required data-autofocus {...form.getInputProps('email')} />
            <Button type="submit" loading={form.submitting}>
              {t('forgot.submit')}
            </Button>
            <Anchor component={Link} to="/?login" size="sm">
              {t('forgot.back-to-login')}
            </Anchor>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
