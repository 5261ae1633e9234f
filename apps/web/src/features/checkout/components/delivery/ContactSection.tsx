import { Alert, Anchor, Card, Checkbox, Group, PasswordInput, Radio, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DeliveryForm } from './use-delivery-form.ts';

interface Props {
  form: DeliveryForm;
  signedIn: boolean;
  /** A confirmed company may order privately or as the company. */
  companyChoice: boolean;
  password: string;
  onPasswordChange(password: string): void;
}

/** Who orders: name, e-mail and phone, the company, and an account made on the way. */
export function ContactSection({ form, signedIn, companyChoice, password, onPasswordChange }: Props) {
  const { t } = useTranslation(['checkout', 'commerce', 'errors']);
  const values = form.getValues();
  // The server says that the e-mail or the phone belongs to an account (never which): offer to log in.
  const hasAccount = typeof form.errors.email === 'string' && !signedIn && form.errors.email === t('commerce:error-contact-registered-login');
  const loginHref = `/checkout?login=${encodeURIComponent(values.email)}&redirectUrl=${encodeURIComponent('/checkout')}`;
  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4" mb="sm">
        {t('delivery.contact')}
      </Title>
      {!signedIn && (
        <Text size="sm" mb="sm">
          {t('delivery.have-account')}{' '}
          <Anchor component={Link} underline="always" to={`/checkout?login&redirectUrl=${encodeURIComponent('/checkout')}`}>
            {t('delivery.log-in')}
          </Anchor>
        </Text>
      )}
      {companyChoice && (
        <Radio.Group label={t('delivery.checkout-type')} mb="sm" {...form.getInputProps('checkout_type')}>
          <Group mt={4}>
            <Radio value="private" label={t('delivery.private')} />
            <Radio value="company" label={t('delivery.company')} />
          </Group>
        </Radio.Group>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('delivery.first-name')} autoComplete="given-name" required {...form.getInputProps('first_name')} data-path="first_name" />
        <TextInput label={t('delivery.last-name')} autoComplete="family-name" required {...form.getInputProps('last_name')} data-path="last_name" />
        <TextInput label={t('delivery.email')} type="email" autoComplete="email" required {...form.getInputProps('email')} data-path="email" />
        <TextInput
          label={t('delivery.phone')}
          description={t('delivery.phone-hint')}
          leftSection={
            <Text size="sm" c="gray.8">
              +47
            </Text>
          }
          leftSectionWidth={44}
          inputMode="tel"
          autoComplete="tel-national"
          required
          {...form.getInputProps('phone')}
          onChange={(e) => form.setFieldValue('phone', e.currentTarget.value.replace(/[^\d\s]/g, ''))}
          data-path="phone"
        />
      </SimpleGrid>
      {hasAccount && (
        <Alert color="yellow" mt="sm" data-testid="login-to-finish">
          <Anchor component={Link} underline="always" to={loginHref}>
            {t('delivery.login-to-finish')}
          </Anchor>
        </Alert>
      )}
      {values.checkout_type === 'company' && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
          <TextInput label={t('delivery.company-name')} required {...form.getInputProps('company_name')} data-path="company_name" />
          <TextInput
            label={t('delivery.org-number')}
            inputMode="numeric"
            required
            {...form.getInputProps('organization_number')}
            data-path="organization_number"
          />
        </SimpleGrid>
      )}
      {!signedIn && (
        <Stack gap="xs" mt="md">
          <Checkbox
            label={t('delivery.create-account')}
            description={t('delivery.create-account-hint')}
            {...form.getInputProps('create_account', { type: 'checkbox' })}
          />
          {values.create_account && (
            <PasswordInput
              label={t('delivery.password')}
              description={t('delivery.password-hint')}
              autoComplete="new-password"
              value={password}
              onChange={(e) => onPasswordChange(e.currentTarget.value)}
              error={form.errors.password}
              required
              maw={360}
              data-path="password"
              visibilityToggleButtonProps={{ 'aria-label': t('delivery.show-password') }}
            />
          )}
        </Stack>
      )}
    </Card>
  );
}
