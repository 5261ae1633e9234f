import { newPasswordBody } from '@vedmarked/domain';
import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api.ts';
import { notify } from '../../../lib/notify.ts';
import { zodValidate } from '../../../lib/zod-form.ts';
import { setNewPassword } from '../api/passwords.ts';
import { NewPasswordFields } from '../components/NewPasswordFields.tsx';
import { AuthCard } from '../components/AuthCard.tsx';

/** /reset-password?token=…: the page the e-mailed link opens; sets a new password once. */
export default function ResetPasswordPage() {
  const { t } = useTranslation(['auth', 'errors']);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const [alert, setAlert] = useState<string | null>(token ? null : t('errors:error-reset-link'));
  const form = useForm({
    initialValues: { password: '', password_confirmation: '' },
    // The token is checked by the server; the form checks the passwords with the same schema.
    validate: zodValidate(newPasswordBody, t, (v: { password: string; password_confirmation: string }) => ({ ...v, token: token.padEnd(20, '-') })),
  });
  const submit = form.onSubmit(async (values) => {
    setAlert(null);
    try {
      const { email } = await setNewPassword({ token, ...values });
      notify('success', t('reset.saved'));
      navigate(`/?login=${encodeURIComponent(email)}`, { replace: true });
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      if (e.code === 'validation_failed') {
        form.setErrors(e.fields);
        if (e.fields.token) setAlert(e.fields.token);
      } else setAlert(e.message);
    }
  });
  return (
    <AuthCard title={t('reset.title')} lead={t('reset.lead')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {alert && (
            <Alert color="red" role="alert">
              {alert}{' '}
              <Anchor component={Link} to="/forgot-password" underline="always">
                {t('reset.ask-again')}
              </Anchor>
            </Alert>
          )}
          <NewPasswordFields
            password={form.getInputProps('password')}
            confirmation={form.getInputProps('password_confirmation')}
            label="fields.new-password"
            autoFocus
          />
          <Button type="submit" loading={form.submitting} disabled={!token}>
            {t('reset.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
