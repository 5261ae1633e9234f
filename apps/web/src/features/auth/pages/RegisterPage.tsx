import {
  HEAR_ABOUT_US,
  hearAboutUsKey,
  isCompanyRole,
  orgNumberRequired,
  type RegistrableRole,
  registerPath,
  roleFromRegisterSlug,
  type SignInData,
  signUpBody,
  updateProfileBody,
} from '@vedmarked/domain';
import { Anchor, Button, Group, Loader, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type GetInputPropsReturnType, useForm } from '@mantine/form';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { useStored, storage } from '../../../lib/storage.ts';
import { withoutBlanks, zodValidate } from '../../../lib/zod-form.ts';
import { describeToken } from '../api/sign-in.ts';
import { completeProfile, signUp } from '../api/registration.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { NewPasswordFields } from '../components/NewPasswordFields.tsx';
import { useFinishSignIn } from '../lib/finish-sign-in.ts';
import { useToMailConfirm } from '../lib/to-mail-confirm.ts';

type Mode = { kind: 'loading' } | { kind: 'register' } | { kind: 'complete'; token: string; data: SignInData };

/**
 * /{role}-register (and /leverandor-register and the other named pages). Without a register token
 * it is the full registration of that role; with one (a user who confirmed the e-mail but has no
 * name yet, spec section 4) it completes the profile through update-profile and signs them in.
 */
export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const registerToken = useStored('registerToken');
  const slug = /^\/([a-z-]+)-register\/?$/.exec(pathname)?.[1] ?? '';
  const role = roleFromRegisterSlug(slug);
  const [mode, setMode] = useState<Mode>(registerToken ? { kind: 'loading' } : { kind: 'register' });

  useEffect(() => {
    if (!registerToken) {
      setMode({ kind: 'register' });
      return;
    }
    let live = true;
    describeToken(registerToken).then(
      (data) => live && setMode({ kind: 'complete', token: registerToken, data }),
      () => {
        // The saved token no longer works: start over with a full registration.
        storage.set('registerToken', null);
        if (live) setMode({ kind: 'register' });
      },
    );
    return () => {
      live = false;
    };
  }, [registerToken]);

  if (!role) return <Navigate replace to="/pages/errors/error-404" />;
  if (mode.kind === 'loading') {
    return (
      <Group justify="center" py={80}>
        <Loader aria-label={t('complete.loading')} />
      </Group>
    );
  }
  if (mode.kind === 'complete') {
    const own = mode.data.user.role as RegistrableRole;
    if (own !== role) return <Navigate replace to={`${registerPath(own)}${params.size ? `?${params}` : ''}`} />;
    return <CompleteProfile role={own} token={mode.token} data={mode.data} redirectUrl={params.get('redirectUrl')} />;
  }
  return <FullRegistration role={role} redirectUrl={params.get('redirectUrl')} />;
}

/** A company role names its company; a selling or carrying one gives its organisation number too (the API says the same). */
function withCompanyRules<V extends { company_name: string; organization_number: string }>(
  role: RegistrableRole,
  t: (k: string) => string,
  base: (v: V) => Record<string, string>,
) {
  return (values: V) => {
    const errors = base(values);
    if (isCompanyRole(role) && !values.company_name.trim()) errors.company_name ??= t('errors:validation-field-required');
    if (orgNumberRequired(role) && !values.organization_number.trim()) errors.organization_number ??= t('errors:validation-field-required');
    return errors;
  };
}

/** The validator of the registration and profile forms: the shared schema, then the company rules. */
function profileValidator<V extends { company_name: string; organization_number: string }>(
  schema: Parameters<typeof zodValidate>[0],
  role: RegistrableRole,
  t: TFunction,
) {
  const company = isCompanyRole(role);
  return withCompanyRules<V>(
    role,
    t,
    zodValidate(schema, t, (v: V) => ({
      ...withoutBlanks(v as unknown as Record<string, string>, ['first_name', 'last_name', 'phone', ...(company ? ['company_name'] : [])]),
      hear_about_us: (v as { hear_about_us?: string | null }).hear_about_us ?? undefined,
    })),
  );
}

/** What the registration and profile forms send: blanks left out, and no company fields for a private role. */
function profileBody(values: Record<string, unknown>, role: RegistrableRole, language: string) {
  const body: Record<string, unknown> = { ...withoutBlanks(values), hear_about_us: values.hear_about_us ?? undefined, language };
  if (!isCompanyRole(role)) {
    delete body.company_name;
    delete body.organization_number;
  }
  return body;
}

/** The company's name and organisation number (required for the roles that sell or carry). */
function CompanyFields({ role, name, number }: { role: RegistrableRole; name: GetInputPropsReturnType; number: GetInputPropsReturnType }) {
  const { t } = useTranslation('auth');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput label={t('fields.company-name')} autoComplete="organization" required {...name} />
      <TextInput
        label={t('fields.organization-number')}
        description={t('fields.organization-number-hint')}
        inputMode="numeric"
        required={orgNumberRequired(role)}
        {...number}
      />
    </SimpleGrid>
  );
}

/** "How did you hear about us?" (optional). */
function HearAboutUsSelect(props: GetInputPropsReturnType) {
  const { t } = useTranslation('auth');
  return (
    <Select
      label={t('fields.hear-about-us')}
      data={HEAR_ABOUT_US.map((v) => ({ value: v, label: t(`hear.${hearAboutUsKey(v)}`) }))}
      clearable
      clearButtonProps={{ 'aria-label': t('fields.clear') }}
      placeholder={t('fields.choose')}
      {...props}
    />
  );
}

/** A phone field with the fixed +47 prefix (spec section 5). */
function phoneProps(t: (k: string) => string) {
  return {
    label: t('fields.phone'),
    description: t('fields.phone-hint'),
    leftSection: (
      <Text size="sm" c="dimmed" aria-hidden>
        +47
      </Text>
    ),
    leftSectionWidth: 44,
    inputMode: 'tel' as const,
    autoComplete: 'tel-national',
    required: true,
  };
}

function FullRegistration({ role, redirectUrl }: { role: RegistrableRole; redirectUrl: string | null }) {
  const { t, i18n } = useTranslation(['auth', 'errors']);
  const toMailConfirm = useToMailConfirm(redirectUrl);
  const company = isCompanyRole(role);
  const form = useForm({
    initialValues: {
      first_name: '',
      last_name: '',
      email: '',
      phone: '',
      company_name: '',
      organization_number: '',
      password: '',
      password_confirmation: '',
      hear_about_us: null as string | null,
    },
    validate: profileValidator(signUpBody, role, t),
  });

  const { submit, alert } = useFormSubmit(form, async (values) => {
    const res = await signUp(role, profileBody(values, role, i18n.language) as never);
    toMailConfirm(res.email);
  });

  return (
    <AuthCard title={t('register.page-title', { role: t(`roles.${role}`) })} lead={t(`register.lead-${company ? 'company' : 'private'}`)} size={640}>
      <form onSubmit={submit} noValidate aria-label={t('register.title')}>
        <Stack>
          <FormAlert message={alert} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('fields.first-name')} autoComplete="given-name" required {...form.getInputProps('first_name')} />
            <TextInput label={t('fields.last-name')} autoComplete="family-name" required {...form.getInputProps('last_name')} />
          </SimpleGrid>
          {company && <CompanyFields role={role} name={form.getInputProps('company_name')} number={form.getInputProps('organization_number')} />}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('fields.email')} type="email" autoComplete="username" required {...form.getInputProps('email')} />
            <TextInput {...phoneProps(t)} {...form.getInputProps('phone')} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NewPasswordFields password={form.getInputProps('password')} confirmation={form.getInputProps('password_confirmation')} />
          </SimpleGrid>
          <HearAboutUsSelect {...form.getInputProps('hear_about_us')} />
          <Button type="submit" loading={form.submitting}>
            {t('register.submit')}
          </Button>
          <Text size="sm">
            {t('register.have-account')}{' '}
            <Anchor component={Link} to="/?login" underline="always">
              {t('register.to-login')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}

function CompleteProfile({ role, token, data, redirectUrl }: { role: RegistrableRole; token: string; data: SignInData; redirectUrl: string | null }) {
  const { t, i18n } = useTranslation(['auth', 'errors']);
  const finish = useFinishSignIn();
  const company = isCompanyRole(role);
  const form = useForm({
    initialValues: {
      first_name: data.user.first_name ?? '',
      last_name: data.user.last_name ?? '',
      phone: data.user.phone?.replace(/^\+47/, '') ?? '',
      company_name: '',
      organization_number: '',
      hear_about_us: null as string | null,
    },
    validate: profileValidator(updateProfileBody, role, t),
  });

  const { submit, alert } = useFormSubmit(form, async (values) => {
    await completeProfile(role, token, profileBody(values, role, i18n.language) as never);
    // Signs in with the saved token (spec section 4) and goes to the role's landing page.
    finish(await describeToken(token), { redirectUrl });
  });

  return (
    <AuthCard title={t('complete.title')} lead={t('complete.lead', { email: data.user.email })} size={640}>
      <form onSubmit={submit} noValidate aria-label={t('complete.title')}>
        <Stack>
          <FormAlert message={alert} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('fields.first-name')} autoComplete="given-name" required data-autofocus {...form.getInputProps('first_name')} />
            <TextInput label={t('fields.last-name')} autoComplete="family-name" required {...form.getInputProps('last_name')} />
          </SimpleGrid>
          <TextInput {...phoneProps(t)} {...form.getInputProps('phone')} />
          {company && <CompanyFields role={role} name={form.getInputProps('company_name')} number={form.getInputProps('organization_number')} />}
          <HearAboutUsSelect {...form.getInputProps('hear_about_us')} />
          <Button type="submit" loading={form.submitting}>
            {t('complete.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
