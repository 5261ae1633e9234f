import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A password input whose show/hide toggle is a real button: reachable by keyboard, named, and
 * saying whether the password is shown.
 */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleIcon={({ reveal }) => (reveal ? <IconEyeOff size={18} aria-hidden /> : <IconEye size={18} aria-hidden />)}
      visibilityToggleButtonProps={{
        tabIndex: 0,
        'aria-label': t(visible ? 'password.hide' : 'password.show'),
        'aria-pressed': visible,
      }}
      {...props}
    />
  );
}
