import { loginBody } from '@vedmarked/domain';
import { Button, Container, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { PasswordField } from '../../../components/PasswordField.tsx';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { notify } from '../../../lib/notify.ts';
import { setLandingIntent, setSession } from '../../../lib/session.ts';
import { zodValidate } from '../../../lib/zod-form.ts';
import { adminLogin } from '../api/admin.ts';

/** /admin/login: the separate admin sign-in. Admins skip the e-mail and profile checks (spec section 4). */
export default function AdminLoginPage() {
  const { t } = useTranslation(['admin', 'errors']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const form = useForm({ initialValues: { login: '', password: '' }, validate: zodValidate(loginBody, t) });
  const { submit, alert } = useFormSubmit(form, async (values) => {
    const data = await adminLogin(values);
    const redirect = params.get('redirectUrl');
    const to = redirect?.startsWith('/') && !redirect.startsWith('//') ? redirect : '/transporter';
    setLandingIntent(to);
    setSession(data.access_token, {
      id: data.user.id,
      email: data.user.email,
      role: data.user.role,
      firstName: data.user.first_name,
      lastName: data.user.last_name,
    });
    notify('success', t('login.success'));
    navigate(to, { replace: true });
  });
  return (
    <Container size={440} py={{ base: 'md', sm: 48 }} px={{ base: 'xs', sm: 'md' }}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <form onSubmit={submit} noValidate>
          <Stack>
            <IconShieldLock size={36} aria-hidden />
            <div>
              <Title order={1} fz={28}>
                {t('login.title')}
              </Title>
              <Text c="dimmed" mt={4}>
                {t('login.lead')}
              </Text>
            </div>
            <FormAlert message={alert} />
            <TextInput label={t('login.email')} type="email" autoComplete="username" required data-autofocus {...form.getInputProps('login')} />
            <PasswordField label={t('login.password')} autoComplete="current-password" required {...form.getInputProps('password')} />
            <Button type="submit" loading={form.submitting}>
              {t('login.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
