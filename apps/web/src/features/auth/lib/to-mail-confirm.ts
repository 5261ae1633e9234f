import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '../../../lib/notify.ts';

/** After signing up: says where the code went and opens /mail-confirm for that e-mail (keeping where to go after). */
export function useToMailConfirm(redirectUrl: string | null | undefined) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return (email: string) => {
    notify('success', t('register.sent', { email }));
    const q = new URLSearchParams({ email });
    if (redirectUrl) q.set('redirectUrl', redirectUrl);
    navigate(`/mail-confirm?${q}`);
  };
}
