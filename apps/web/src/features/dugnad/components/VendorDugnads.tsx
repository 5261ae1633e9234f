import { Button, Group, Modal, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { declineDugnadBody, type VendorDugnad } from '@vedmarked/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { notify } from '../../../lib/notify.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { zodValidate } from '../../../lib/zod-form.ts';
import { useDeclineDugnad, useVendorDugnads } from '../api/dugnad.ts';
import { day } from './day.ts';
import { DugnadStatusBadge } from './DugnadStatusBadge.tsx';

/**
 * The vendor's dugnads (decision 0039), on the dashboard: each group, its period, its code and the
 * orders placed with it (to be delivered together in the period); an active one may be declined
 * with a reason, which the organiser receives by e-mail.
 */
export function VendorDugnads() {
  const { t } = useTranslation('dugnad');
  const q = useVendorDugnads();
  const [declining, setDeclining] = useState<VendorDugnad | null>(null);
  if (!q.data?.length) return null;
  return (
    <Stack gap="sm" data-testid="vendor-dugnads">
      <Title order={2}>{t('vendor.title')}</Title>
      <Text c="gray.8">{t('vendor.lead')}</Text>
      {q.data.map((d) => (
        <Paper key={d.id} withBorder p="md" radius="md" data-testid="vendor-dugnad">
          <Group justify="space-between" align="flex-start">
            <div>
              <Text fw={700}>{d.group_name}</Text>
              <Text size="sm" c="gray.8">
                {t('vendor.line', { organiser: d.organiser, postcode: d.postcode, from: day(d.delivery_date_from), to: day(d.delivery_date_to), code: d.code })}
              </Text>
              <Text size="sm">{d.order_ids.length ? t('vendor.orders', { ids: d.order_ids.map((id) => `#${id}`).join(', ') }) : t('vendor.no-orders')}</Text>
              {d.declined_reason && (
                <Text size="sm" c="red.9">
                  {t('page.declined-reason', { reason: d.declined_reason })}
                </Text>
              )}
            </div>
            <Group gap="xs">
              <DugnadStatusBadge status={d.status} />
              {d.status === 'active' && (
                <Button size="xs" variant="outline" color="red.9" onClick={() => setDeclining(d)}>
                  {t('vendor.decline')}
                </Button>
              )}
            </Group>
          </Group>
        </Paper>
      ))}
      <Modal opened={declining !== null} onClose={() => setDeclining(null)} title={t('vendor.decline-title', { group: declining?.group_name ?? '' })} centered>
        {declining && <DeclineForm dugnad={declining} onDone={() => setDeclining(null)} />}
      </Modal>
    </Stack>
  );
}

function DeclineForm({ dugnad, onDone }: { dugnad: VendorDugnad; onDone: () => void }) {
  const { t } = useTranslation(['dugnad', 'errors', 'dugnad-rules']);
  const decline = useDeclineDugnad();
  const form = useForm({ initialValues: { reason: '' }, validate: zodValidate(declineDugnadBody, t, (v) => v, { ns: ['errors', 'dugnad-rules'] }) });
  const { submit, alert } = useFormSubmit(form, async (v) => {
    await decline.mutateAsync({ id: dugnad.id, reason: v.reason });
    notify('success', t('vendor.declined', { group: dugnad.group_name }));
    onDone();
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormAlert message={alert} />
        <Text size="sm">{t('vendor.decline-lead')}</Text>
        <Textarea label={t('vendor.reason')} autosize minRows={3} required data-autofocus {...form.getInputProps('reason')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('vendor.cancel')}
          </Button>
          <Button type="submit" color="red.9" loading={form.submitting}>
            {t('vendor.decline')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
