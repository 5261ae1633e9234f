import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/PasswordField.tsx';

interface Props {
  password: GetInputPropsReturnType;
  confirmation: GetInputPropsReturnType;
  /** "Password" when registering, "New password" when changing it. */
  label?: 'fields.password' | 'fields.new-password';
  autoFocus?: boolean;
}

/** A new password and its confirmation, with the rule as the first field's hint. */
export function NewPasswordFields({ password, confirmation, label = 'fields.password', autoFocus }: Props) {
  const { t } = useTranslation('auth');
  return (
    <>
      <PasswordField
        label={t(label)}
        description={t('fields.password-hint')}
        autoComplete="new-password"
        required
        data-autofocus={autoFocus || undefined}
        {...password}
      />
      <PasswordField label={t('fields.password-confirmation')} autoComplete="new-password" required {...confirmation} />
    </>
  );
}
