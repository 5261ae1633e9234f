import type { AdminOrderDetail } from '@vedmarked/domain';
import { Button, Group, NumberInput, Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { notify } from '../../../lib/notify.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { type AdminOrderAction, useAdminOrderAction } from '../api/console.ts';
import { showReasonError } from './reason-error.ts';

/** Kroner typed (two decimals at most) as øre. */
const toMinor = (kr: number | string) => Math.round(Number(kr) * 100);

/** The fixed shipping price, with the comment the vendor sees and the reason for the audit log. */
function FixShippingForm({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation('console');
  const act = useAdminOrderAction(order.id);
  const form = useForm({ initialValues: { shipping: (order.shipping / 100) as number | string, comment: order.admin_comment ?? '', reason: '' } });
  const { submit, alert } = useFormSubmit(form, async (v) => {
    const r = await act.mutateAsync({ kind: 'shipping', body: { shipping: toMinor(v.shipping), comment: v.comment, reason: v.reason } });
    notify('success', t(r.changed ? 'actions.saved' : 'actions.unchanged'));
    form.setFieldValue('reason', '');
  });
  return (
    <form onSubmit={submit} noValidate data-testid="fix-shipping-form">
      <Stack gap="sm">
        <Title order={3}>{t('actions.shipping-title')}</Title>
        <FormAlert message={alert} />
        <NumberInput label={t('actions.shipping')} description={t('actions.shipping-hint')} decimalScale={2} min={0} {...form.getInputProps('shipping')} />
        <Textarea label={t('actions.comment')} description={t('actions.comment-hint')} autosize minRows={2} {...form.getInputProps('comment')} />
        <TextInput label={t('actions.reason')} description={t('actions.reason-hint')} required {...form.getInputProps('reason')} />
        <Group>
          <Button type="submit" loading={act.isPending} disabled={!order.actions.fix_shipping}>
            {t('actions.save-shipping')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Moving the order to the market or cancelling it with a refund: one reason, two buttons. */
function StatusActions({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation('console');
  const act = useAdminOrderAction(order.id);
  const form = useForm({ initialValues: { reason: '' } });
  const run = (kind: 'market' | 'cancel') =>
    form.onSubmit(async (v) => {
      try {
        const r = await act.mutateAsync({ kind, body: { reason: v.reason } } as AdminOrderAction);
        notify('success', t(r.changed ? `actions.${kind}-done` : 'actions.unchanged'));
        form.setFieldValue('reason', '');
      } catch (e) {
        showReasonError(form, e);
      }
    });
  if (!order.actions.to_market && !order.actions.cancel) return null;
  return (
    <Stack gap="sm">
      <Title order={3}>{t('actions.status-title')}</Title>
      <TextInput label={t('actions.reason')} description={t('actions.reason-hint')} required {...form.getInputProps('reason')} />
      <Group>
        {order.actions.to_market && (
          <Button variant="default" onClick={() => run('market')()} loading={act.isPending && act.variables?.kind === 'market'}>
            {t('actions.to-market')}
          </Button>
        )}
        {order.actions.cancel && (
          <Button color="red" variant="light" onClick={() => run('cancel')()} loading={act.isPending && act.variables?.kind === 'cancel'}>
            {t('actions.cancel')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/** The admin's actions on an order: each asks for a reason, which goes to the audit log. */
export function OrderAdminActions({ order }: { order: AdminOrderDetail }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xl">
        <FixShippingForm key={`${order.id}:${order.shipping}:${order.admin_comment ?? ''}`} order={order} />
        <StatusActions order={order} />
      </Stack>
    </Paper>
  );
}
