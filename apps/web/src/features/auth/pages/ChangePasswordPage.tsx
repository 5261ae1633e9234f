import { changePasswordBody } from '@vedmarked/domain';
import { Alert, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/PasswordField.tsx';
import { ApiError } from '../../../lib/api.ts';
import { notify } from '../../../lib/notify.ts';
import { zodValidate } from '../../../lib/zod-form.ts';
import { changePassword } from '../api/passwords.ts';
import { AuthCard } from '../components/AuthCard.tsx';

/** /change-password: the old password must match; at least 6 characters; the confirmation equal. */
export default function ChangePasswordPage() {
  const { t } = useTranslation(['auth', 'errors']);
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm({
    initialValues: { old_password: '', password: '', password_confirmation: '' },
    validate: zodValidate(changePasswordBody, t),
  });
  const submit = form.onSubmit(async (values) => {
    setAlert(null);
    try {
      await changePassword(values);
      form.reset();
      notify('success', t('change.saved'));
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      if (e.code === 'validation_failed') form.setErrors(e.fields);
      else setAlert(e.message);
    }
  });
  return (
    <AuthCard title={t('change.title')} lead={t('change.lead')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {alert && (
            <Alert color="red" role="alert">
              {alert}
            </Alert>
          )}
          <PasswordField label={t('fields.old-password')} autoComplete="current-password" required data-autofocus {...form.getInputProps('old_password')} />
          <PasswordField
            label={t('fields.new-password')}
            description={t('fields.password-hint')}
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
          />
          <PasswordField label={t('fields.password-confirmation')} autoComplete="new-password" required {...form.getInputProps('password_confirmation')} />
          <Button type="submit" loading={form.submitting}>
            {t('change.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
