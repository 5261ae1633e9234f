import { isCustomerRole, nationalPhoneDigits, orgNumberRequired, type Profile, type Role, updateCompanyBody } from '@vedmarked/domain';
import { Alert, Badge, Button, Checkbox, Group, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify.ts';
import { zodValidate } from '../../../lib/zod-form.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { useUpdateCompany } from '../api/profile.ts';

const STATUS_COLOURS = { pending: 'yellow', confirmed: 'green', rejected: 'red' } as const;

/** The company fields of spec section 3. Customers are not paid, so they see no bank fields. */
export function CompanyForm({ role, profile, onSaved }: { role: Role; profile: Profile; onSaved?: () => void }) {
  const { t } = useTranslation(['profile', 'errors']);
  const update = useUpdateCompany(role);
  const c = profile.company;
  const paid = !isCustomerRole(role);
  const form = useForm({
    initialValues: {
      company_name: c?.company_name ?? '',
      organization_number: c?.organization_number ?? '',
      company_phone: nationalPhoneDigits(c?.company_phone),
      invoice_email: c?.invoice_email ?? '',
      headquarter: c?.headquarter ?? '',
      internal_ref: c?.internal_ref ?? '',
      department: c?.department ?? '',
      vat_registered: c?.vat_registered ?? false,
      bank_account: c?.bank_account ?? '',
      bank_name: c?.bank_name ?? '',
      newsletter: c?.newsletter ?? false,
    },
    validate: (values) => {
      const errors = zodValidate(updateCompanyBody, t)(values);
      if (orgNumberRequired(role) && !values.organization_number.trim()) errors.organization_number ??= t('errors:validation-field-required');
      return errors;
    },
  });

  const { submit } = useFormSubmit(
    form,
    async (values) => {
      const body = paid ? values : { ...values, bank_account: undefined, bank_name: undefined };
      await update.mutateAsync(body);
      form.resetDirty();
      notify('success', t('profile:company.saved'));
      onSaved?.();
    },
    (message) => notify('error', message),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('profile:company.title')}>
      <Stack>
        {c && (
          <Group gap="xs">
            <Text size="sm">{t('profile:company.status')}</Text>
            <Badge color={STATUS_COLOURS[c.status]} variant="light" data-testid="company-status">
              {t(`profile:company.status-${c.status}`)}
            </Badge>
          </Group>
        )}
        {isCustomerRole(role) && (
          <Alert color="blue" variant="light">
            {t('profile:company.invoice-hint')}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('profile:fields.company-name')}
            autoComplete="organization"
            required
            wrapperProps={{ 'data-tour': 'company-name' }}
            {...form.getInputProps('company_name')}
          />
          <TextInput
            label={t('profile:fields.organization-number')}
            description={t('profile:fields.organization-number-hint')}
            inputMode="numeric"
            required={orgNumberRequired(role)}
            wrapperProps={{ 'data-tour': 'organization-number' }}
            {...form.getInputProps('organization_number')}
          />
          <TextInput
            label={t('profile:fields.company-phone')}
            leftSection={
              <Text size="sm" c="dimmed" aria-hidden>
                +47
              </Text>
            }
            leftSectionWidth={44}
            inputMode="tel"
            {...form.getInputProps('company_phone')}
          />
          <TextInput label={t('profile:fields.invoice-email')} type="email" {...form.getInputProps('invoice_email')} />
          <TextInput label={t('profile:fields.headquarter')} {...form.getInputProps('headquarter')} />
          <TextInput label={t('profile:fields.department')} {...form.getInputProps('department')} />
          <TextInput label={t('profile:fields.internal-ref')} {...form.getInputProps('internal_ref')} />
          {paid && (
            <>
              <TextInput
                label={t('profile:fields.bank-account')}
                description={t('profile:fields.bank-account-hint')}
                inputMode="numeric"
                wrapperProps={{ 'data-tour': 'bank-account' }}
                {...form.getInputProps('bank_account')}
              />
              <TextInput label={t('profile:fields.bank-name')} {...form.getInputProps('bank_name')} />
            </>
          )}
        </SimpleGrid>
        <Switch label={t('profile:fields.vat-registered')} {...form.getInputProps('vat_registered', { type: 'checkbox' })} />
        <Checkbox label={t('profile:fields.newsletter')} {...form.getInputProps('newsletter', { type: 'checkbox' })} />
        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting} data-tour="save">
            {t('profile:save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
