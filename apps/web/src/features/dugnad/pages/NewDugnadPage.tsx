import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { addDays, createDugnadBody, DUGNAD_KINDS, osloToday } from '@vedmarked/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { usePublicSettings } from '../../../lib/public-settings.ts';
import { storage } from '../../../lib/storage.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { zodValidate } from '../../../lib/zod-form.ts';
import { useCreateDugnad, useDugnadVendors } from '../api/dugnad.ts';

const NS = ['errors', 'dugnad-rules'] as const;

/**
 * /dugnad/new (spec sections 1 and 2; decision 0039): an organiser starts a dugnad. They choose the
 * postcode, a vendor that delivers there (listed once the postcode has 4 digits), the delivery period,
 * the group's name and kind, and the bank account the group's share is paid to. The same schema as
 * the API checks the form (the account's modulus-11 check digit too).
 */
export default function NewDugnadPage() {
  const { t } = useTranslation(['dugnad', 'errors', 'dugnad-rules']);
  const navigate = useNavigate();
  const create = useCreateDugnad();
  const { group_share_pct } = usePublicSettings();
  const today = osloToday();
  const form = useForm({
    initialValues: {
      group_name: '',
      kind: '',
      postcode: storage.get('postcode') ?? '',
      vendor_id: '',
      delivery_date_from: addDays(today, 7),
      delivery_date_to: addDays(today, 20),
      bank_account: '',
    },
    validate: zodValidate(createDugnadBody, t, (v) => ({ ...v, vendor_id: v.vendor_id ? Number(v.vendor_id) : undefined, kind: v.kind || undefined }), {
      ns: NS,
    }),
  });
  const vendors = useDugnadVendors(form.values.postcode.trim());
  const { submit, alert } = useFormSubmit(form, async (v) => {
    const d = await create.mutateAsync({ ...v, vendor_id: Number(v.vendor_id), kind: v.kind as (typeof DUGNAD_KINDS)[number] });
    navigate(`/dugnad/${d.id}?started=1`);
  });
  const noVendor = vendors.isSuccess && vendors.data.length === 0;
  return (
    <Stack maw={760} mx="auto" gap="md" py="lg" px="md">
      <div>
        <Title order={1}>{t('new.title')}</Title>
        <Text c="gray.7">{t('new.lead', { pct: group_share_pct })}</Text>
      </div>
      <Paper withBorder p="md" radius="md">
        <form onSubmit={submit} noValidate data-testid="dugnad-form">
          <Stack>
            <FormAlert message={alert} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t('field.group-name')} description={t('field.group-name-hint')} required {...form.getInputProps('group_name')} />
              <Select
                label={t('field.kind')}
                placeholder={t('field.kind-placeholder')}
                data={DUGNAD_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
                allowDeselect={false}
                required
                {...form.getInputProps('kind')}
              />
              <TextInput
                label={t('field.postcode')}
                description={t('field.postcode-hint')}
                inputMode="numeric"
                maxLength={4}
                required
                {...form.getInputProps('postcode')}
              />
              <Select
                label={t('field.vendor')}
                placeholder={vendors.isFetching ? t('field.vendor-loading') : t('field.vendor-placeholder')}
                description={noVendor ? t('field.vendor-none', { postcode: form.values.postcode }) : t('field.vendor-hint')}
                data={(vendors.data ?? []).map((v) => ({ value: String(v.id), label: v.name }))}
                disabled={!vendors.data?.length}
                allowDeselect={false}
                required
                {...form.getInputProps('vendor_id')}
              />
              <TextInput label={t('field.from')} type="date" min={today} required {...form.getInputProps('delivery_date_from')} />
              <TextInput label={t('field.to')} type="date" min={form.values.delivery_date_from} required {...form.getInputProps('delivery_date_to')} />
              <TextInput
                label={t('field.bank-account')}
                description={t('field.bank-account-hint')}
                inputMode="numeric"
                autoComplete="off"
                required
                {...form.getInputProps('bank_account')}
              />
            </SimpleGrid>
            <Text size="sm" c="gray.7">
              {t('new.after')}
            </Text>
            <Group justify="flex-end">
              <Button type="submit" loading={form.submitting} data-testid="dugnad-submit">
                {t('new.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
