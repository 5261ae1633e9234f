import type { RegistrableRole } from '@vedmarked/domain';
import { Modal, SegmentedControl, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { LoginForm } from './LoginForm.tsx';
import { RegisterForm } from './RegisterForm.tsx';

export type AuthScreen = 'login' | 'register';

interface Props {
  screen: AuthScreen;
  onScreen: (s: AuthScreen) => void;
  defaultLogin?: string;
  defaultRole?: RegistrableRole;
  redirectUrl?: string | null;
  onClose: () => void;
  /** Closes the dialog without touching the address (the form navigates itself). */
  onDone: () => void;
}

/** The auth dialog of spec section 2, with its login and register screens. */
export default function AuthDialog({ screen, onScreen, defaultLogin, defaultRole, redirectUrl, onClose, onDone }: Props) {
  const { t } = useTranslation('auth');
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('dialog.title')}
      size="md"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
      data-testid="auth-dialog"
    >
      <Stack gap="md">
        <SegmentedControl
          fullWidth
          value={screen}
          onChange={(v) => onScreen(v as AuthScreen)}
          data={[
            { value: 'login', label: t('dialog.login-tab') },
            { value: 'register', label: t('dialog.register-tab') },
          ]}
          aria-label={t('dialog.screens')}
        />
        {screen === 'login' ? (
          <LoginForm defaultLogin={defaultLogin} redirectUrl={redirectUrl} onDone={onDone} onRegister={() => onScreen('register')} autoFocus />
        ) : (
          <RegisterForm defaultRole={defaultRole} redirectUrl={redirectUrl} onDone={onDone} onLogin={() => onScreen('login')} autoFocus />
        )}
      </Stack>
    </Modal>
  );
}
