import { Alert, Button, Checkbox, Group, NumberInput, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  addDays,
  formatMoney,
  type MarketShow,
  orderAmountError,
  orderDateErrors,
  WHOLESALE_COMMENT_MAX,
  wholesaleOrderAddBody,
  wholesaleTotals,
} from '@vedmarked/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { formErrors } from '../../../lib/zod-form.ts';
import { usePlaceMarketOrder } from '../api/market.ts';
import { amountText } from './format.ts';

const NS = ['market', 'market-rules', 'commerce', 'errors'];

interface Values {
  amount: number | string;
  goods_ready_date: string;
  delivery_from: string;
  delivery_to: string;
  street: string;
  postcode: string;
  needs_transport: boolean;
  comment: string;
}

function initial(l: MarketShow): Values {
  const today = l.order_defaults.today;
  const ready = l.shipped_date_from && l.shipped_date_from > today ? l.shipped_date_from : today;
  return {
    amount: Math.min(l.minimum_order_amount, l.remaining),
    goods_ready_date: ready,
    delivery_from: ready,
    delivery_to: addDays(ready, Math.max(7, l.days_to_deliver)),
    street: l.order_defaults.street,
    postcode: l.order_defaults.postcode,
    needs_transport: true,
    comment: '',
  };
}

/**
 * The market order (spec §5, §7 POST /wholesaler/order/add): an amount between the listing's
 * minimum and what is left, a goods-ready date within the seller's shipped dates, the wanted
 * delivery period, the address (the vendor's first hub by default) and whether transport is needed.
 * One client key per form: a double click or a retry places one order.
 */
export function MarketOrderForm({ listing }: { listing: MarketShow }) {
  const { t, i18n } = useTranslation(NS);
  const navigate = useNavigate();
  const place = usePlaceMarketOrder();
  const [clientKey] = useState(() => crypto.randomUUID());
  const payload = (v: Values) => ({ ...v, listing_id: listing.id, client_key: clientKey });
  const form = useForm<Values>({
    initialValues: initial(listing),
    validate: (v) => {
      const errors = formErrors(wholesaleOrderAddBody, payload(v), t, { ns: NS });
      const amountKey = typeof v.amount === 'number' ? orderAmountError(v.amount, listing) : null;
      if (!errors.amount && amountKey) errors.amount = t(amountKey, { ns: NS, minimum: listing.minimum_order_amount, remaining: listing.remaining });
      if (Object.keys(errors).length === 0) {
        for (const [f, key] of Object.entries(orderDateErrors(v, listing, listing.order_defaults.today))) errors[f] = t(key, { ns: NS });
      }
      return errors;
    },
  });
  const { submit, alert } = useFormSubmit(form, async (v) => {
    const order = await place.mutateAsync(wholesaleOrderAddBody.parse(payload(v)));
    navigate(`/dashboard/market/order/${order.id}`);
  });
  const amount = typeof form.values.amount === 'number' ? form.values.amount : 0;
  const totals = wholesaleTotals(amount, listing.price_per_unit);
  const money = (n: number) => formatMoney(n, 'NOK', i18n.language);
  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={submit} noValidate aria-labelledby="order-title">
        <Stack gap="sm">
          <Title order={2} size="h3" id="order-title">
            {t('order.title')}
          </Title>
          {alert && (
            <Alert color="red" role="alert" data-testid="order-alert">
              {alert}
            </Alert>
          )}
          <NumberInput
            {...form.getInputProps('amount')}
            label={t('order.amount', { unit: t(`unit-short.${listing.unit}`) })}
            description={t('order.amount-hint', {
              minimum: amountText(t, listing.minimum_order_amount, listing.unit),
              remaining: amountText(t, listing.remaining, listing.unit),
            })}
            min={1}
            max={listing.remaining}
            allowDecimal={false}
            allowNegative={false}
            required
            data-testid="order-amount"
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              {...form.getInputProps('goods_ready_date')}
              type="date"
              label={t('order.ready')}
              min={listing.shipped_date_from ?? undefined}
              max={listing.shipped_date_to ?? undefined}
              required
            />
            <TextInput {...form.getInputProps('delivery_from')} type="date" label={t('order.delivery-from')} required />
            <TextInput {...form.getInputProps('delivery_to')} type="date" label={t('order.delivery-to')} required />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput {...form.getInputProps('street')} label={t('order.street')} autoComplete="street-address" required />
            <TextInput {...form.getInputProps('postcode')} label={t('order.postcode')} inputMode="numeric" maxLength={4} required />
          </SimpleGrid>
          <Checkbox {...form.getInputProps('needs_transport', { type: 'checkbox' })} label={t('order.needs-transport')} />
          <Textarea {...form.getInputProps('comment')} label={t('order.comment')} maxLength={WHOLESALE_COMMENT_MAX} autosize minRows={2} />
          <Stack gap={2} data-testid="order-totals">
            <Text size="sm">{t('order.excl-vat', { amount: money(totals.total_excl_vat) })}</Text>
            <Text size="sm">{t('order.vat', { amount: money(totals.vat), percent: listing.vat_percent })}</Text>
            <Text fw={700}>{t('order.total', { amount: money(totals.total) })}</Text>
          </Stack>
          <Group>
            <Button type="submit" loading={place.isPending} data-testid="order-submit">
              {t('order.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
