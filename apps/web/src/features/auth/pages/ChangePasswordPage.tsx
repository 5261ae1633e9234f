import { changePasswordBody } from '@vedmarked/domain';
import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { PasswordField } from '../../../components/PasswordField.tsx';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { notify } from '../../../lib/notify.ts';
import { zodValidate } from '../../../lib/zod-form.ts';
import { changePassword } from '../api/passwords.ts';
import { NewPasswordFields } from '../components/NewPasswordFields.tsx';
import { AuthCard } from '../components/AuthCard.tsx';

/** /change-password: the old password must match; at least 6 characters; the confirmation equal. */
export default function ChangePasswordPage() {
  const { t } = useTranslation(['auth', 'errors']);
  const form = useForm({
    initialValues: { old_password: '', password: '', password_confirmation: '' },
    validate: zodValidate(changePasswordBody, t),
  });
  const { submit, alert } = useFormSubmit(form, async (values) => {
    await changePassword(values);
    form.reset();
    notify('success', t('change.saved'));
  });
  return (
    <AuthCard title={t('change.title')} lead={t('change.lead')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormAlert message={alert} />
          <PasswordField label={t('fields.old-password')} autoComplete="current-password" required data-autofocus {...form.getInputProps('old_password')} />
          <NewPasswordFields password={form.getInputProps('password')} confirmation={form.getInputProps('password_confirmation')} label="fields.new-password" />
          <Button type="submit" loading={form.submitting}>
            {t('change.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
