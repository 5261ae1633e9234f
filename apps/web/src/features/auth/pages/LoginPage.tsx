import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../components/AuthCard.tsx';
import { LoginForm } from '../components/LoginForm.tsx';

/** /login: the login screen as a page. */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <AuthCard title={t('login.title')} lead={t('login.lead')}>
      <LoginForm defaultLogin={params.get('email') ?? ''} redirectUrl={params.get('redirectUrl')} onRegister={() => navigate('/customer-register')} autoFocus />
    </AuthCard>
  );
}
