import { Anchor, Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { LANGUAGES, type Language, vendorCustomerAddBody } from '@vedmarked/domain';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { notify } from '../../../lib/notify.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { zodValidate } from '../../../lib/zod-form.ts';
import { useAddVendorCustomer } from '../api/customers.ts';

const isLanguage = (v: string): v is Language => (LANGUAGES as readonly string[]).includes(v);

/**
 * /dashboard/customers/new (spec section 2; issue 11 item 2): adds an own customer. An existing
 * customer account is matched by e-mail or phone; otherwise one is made and the customer is invited
 * by e-mail, in the language chosen here, to choose a password. Field errors show by their fields.
 */
export default function NewCustomerPage() {
  const { t, i18n } = useTranslation(['customers', 'common', 'errors']);
  const navigate = useNavigate();
  const add = useAddVendorCustomer();
  const form = useForm({
    initialValues: { first_name: '', last_name: '', email: '', phone: '', postcode: '', language: isLanguage(i18n.language) ? i18n.language : 'es' },
    validate: zodValidate(vendorCustomerAddBody, t),
  });
  const { submit, alert } = useFormSubmit(form, async (values) => {
    const { customer, invited } = await add.mutateAsync(values);
    const name = [customer.first_name, customer.last_name].filter(Boolean).join(' ');
    notify('success', t(invited ? 'notice.invited' : 'notice.matched', { name, email: customer.email }));
    navigate('/dashboard/customers');
  });
  return (
    <Stack maw={720} mx="auto" gap="md">
      <div>
        <Title order={1}>{t('new.title')}</Title>
        <Text c="dimmed">{t('new.lead')}</Text>
      </div>
      <Paper withBorder p="md" radius="md">
        <form onSubmit={submit} noValidate>
          <Stack>
            <FormAlert message={alert} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t('field.first-name')} autoComplete="off" required {...form.getInputProps('first_name')} />
              <TextInput label={t('field.last-name')} autoComplete="off" required {...form.getInputProps('last_name')} />
              <TextInput label={t('field.email')} type="email" autoComplete="off" description={t('field.email-hint')} {...form.getInputProps('email')} />
              <TextInput label={t('field.phone')} type="tel" autoComplete="off" {...form.getInputProps('phone')} />
              <TextInput label={t('field.postcode')} inputMode="numeric" maxLength={4} required {...form.getInputProps('postcode')} />
              <Select
                label={t('field.language')}
                description={t('field.language-hint')}
                data={LANGUAGES.map((l) => ({ value: l, label: t(`common:language.${l}`) }))}
                allowDeselect={false}
                {...form.getInputProps('language')}
              />
            </SimpleGrid>
            <Group justify="space-between">
              <Anchor component={Link} to="/dashboard/customers">
                {t('new.back')}
              </Anchor>
              <Button type="submit" loading={form.submitting}>
                {t('new.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
