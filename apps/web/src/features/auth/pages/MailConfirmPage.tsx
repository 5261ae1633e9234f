import { mailConfirmBody } from '@vedmarked/domain';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api.ts';
import { notify } from '../../../lib/notify.ts';
import { zodValidate } from '../../../lib/zod-form.ts';
import { confirmEmail, resendConfirmation } from '../api/registration.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { useFinishSignIn } from '../lib/finish-sign-in.ts';

/**
 * /mail-confirm: the code from the e-mail confirms the address and signs the user in. The e-mailed
 * link carries e-mail and code and confirms at once; if that fails the user goes home with the
 * message (spec section 4). A typed code that is wrong shows the message by the field.
 */
export default function MailConfirmPage() {
  const { t } = useTranslation(['auth', 'errors']);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const finish = useFinishSignIn();
  const redirectUrl = params.get('redirectUrl');
  const fromLink = params.get('code');
  const [alert, setAlert] = useState<{ color: string; text: string } | null>(null);
  const [resending, setResending] = useState(false);
  const started = useRef(false);
  const form = useForm({
    initialValues: { email: params.get('email') ?? '', user_verify_code: fromLink ?? '' },
    validate: zodValidate(mailConfirmBody, t),
  });

  async function confirm(email: string, code: string, viaLink: boolean) {
    setAlert(null);
    try {
      const data = await confirmEmail(email, code);
      notify('success', t('confirm.success'));
      finish(data, { redirectUrl, quiet: true });
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      if (viaLink) {
        notify('error', e.fields.user_verify_code ?? e.message);
        navigate('/', { replace: true });
      } else if (e.code === 'validation_failed') form.setErrors(e.fields);
      else if (e.code === 'already_verified') setAlert({ color: 'blue', text: e.message });
      else setAlert({ color: 'red', text: e.message });
    }
  }

  useEffect(() => {
    const email = params.get('email');
    if (started.current || !email || !fromLink) return;
    started.current = true;
    void confirm(email, fromLink, true);
  });

  async function resend() {
    const v = form.validateField('email');
    if (v.hasError) return;
    setResending(true);
    try {
      await resendConfirmation(form.values.email);
      setAlert({ color: 'green', text: t('confirm.resent', { email: form.values.email.trim().toLowerCase() }) });
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      if (e.code === 'validation_failed') form.setErrors(e.fields);
      else setAlert({ color: e.code === 'already_verified' ? 'blue' : 'red', text: e.message });
    } finally {
      setResending(false);
    }
  }

  const submit = form.onSubmit((values) => confirm(values.email, values.user_verify_code, false));
  return (
    <AuthCard title={t('confirm.title')} lead={t('confirm.lead')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {alert && (
            <Alert color={alert.color} role={alert.color === 'red' ? 'alert' : 'status'}>
              {alert.text}{' '}
              {alert.color === 'blue' && (
                <Anchor component={Link} to={`/?login=${encodeURIComponent(form.values.email)}`} underline="always">
                  {t('login.submit')}
                </Anchor>
              )}
            </Alert>
          )}
          <TextInput label={t('fields.email')} type="email" autoComplete="email" required {...form.getInputProps('email')} />
          <TextInput
            label={t('fields.code')}
            description={t('fields.code-hint')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            data-autofocus
            styles={{ input: { letterSpacing: '0.4em', fontSize: 20, fontVariantNumeric: 'tabular-nums' } }}
            {...form.getInputProps('user_verify_code')}
            onChange={(e) => form.setFieldValue('user_verify_code', e.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
          />
          <Button type="submit" loading={form.submitting}>
            {t('confirm.submit')}
          </Button>
          <Group gap={6}>
            <Text size="sm">{t('confirm.no-mail')}</Text>
            <Button variant="subtle" size="compact-sm" onClick={resend} loading={resending}>
              {t('confirm.resend')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}
