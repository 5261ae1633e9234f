import { loginBody } from '@vedmarked/domain';
import { Alert, Anchor, Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PasswordField } from '../../../components/PasswordField.tsx';
import { ApiError } from '../../../lib/api.ts';
import { notify } from '../../../lib/notify.ts';
import { zodValidate } from '../../../lib/zod-form.ts';
import { login } from '../api/sign-in.ts';
import { useFinishSignIn } from '../lib/finish-sign-in.ts';

interface Props {
  defaultLogin?: string;
  redirectUrl?: string | null;
  /** Called when the form has sent the user somewhere (to close a dialog). */
  onDone?: () => void;
  onRegister?: () => void;
  autoFocus?: boolean;
}

/** The login screen: e-mail (or mobile), password with show/hide, remember me, forgot-password link. */
export function LoginForm({ defaultLogin = '', redirectUrl, onDone, onRegister, autoFocus }: Props) {
  const { t } = useTranslation(['auth', 'errors']);
  const navigate = useNavigate();
  const finish = useFinishSignIn();
  const [alert, setAlert] = useState<{ message: string; adminLink?: boolean } | null>(null);
  const form = useForm({
    initialValues: { login: defaultLogin, password: '', remember_me: false },
    validate: zodValidate(loginBody, t),
  });

  const submit = form.onSubmit(async (values) => {
    setAlert(null);
    try {
      const data = await login(values);
      onDone?.();
      finish(data, { redirectUrl });
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      if (e.code === 'validation_failed') form.setErrors(e.fields);
      else if (e.code === 'not_verified_email') {
        onDone?.();
        notify('warning', e.message);
        const q = new URLSearchParams({ email: values.login.trim().toLowerCase() });
        if (redirectUrl) q.set('redirectUrl', redirectUrl);
        navigate(`/mail-confirm?${q}`);
      } else setAlert({ message: e.message, adminLink: e.code === 'admin_login_required' });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('login.title')}>
      <Stack gap="sm">
        {alert && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert" data-testid="login-error">
            {alert.message}{' '}
            {alert.adminLink && (
              <Anchor component={Link} to="/admin/login" onClick={onDone} underline="always">
                {t('login.admin-link')}
              </Anchor>
            )}
          </Alert>
        )}
        <TextInput
          label={t('fields.login')}
          type="email"
          autoComplete="username"
          required
          data-autofocus={autoFocus || undefined}
          {...form.getInputProps('login')}
        />
        <PasswordField label={t('fields.password')} autoComplete="current-password" required {...form.getInputProps('password')} />
        <Group justify="space-between" wrap="wrap">
          <Checkbox label={t('login.remember-me')} {...form.getInputProps('remember_me', { type: 'checkbox' })} />
          <Anchor component={Link} to="/forgot-password" onClick={onDone} size="sm">
            {t('login.forgot')}
          </Anchor>
        </Group>
        <Button type="submit" loading={form.submitting} fullWidth>
          {t('login.submit')}
        </Button>
        {onRegister && (
          <Group justify="center" gap={6}>
            <span>{t('login.no-account')}</span>
            <Anchor component="button" type="button" onClick={onRegister} underline="always">
              {t('login.to-register')}
            </Anchor>
          </Group>
        )}
      </Stack>
    </form>
  );
}
