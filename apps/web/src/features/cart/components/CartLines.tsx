import { ActionIcon, Alert, Badge, Group, Image, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api.ts';
import { notify } from '../../../lib/notify.ts';
import { useDeleteCartLine } from '../api/delete-cart-line.ts';
import type { CartLine, CartView } from '@vedmarked/domain';
import { useUpdateCartLine } from '../api/update-cart-line.ts';
import { cartNotice } from '../cart-panel-state.ts';
import { useMoney } from './Money.tsx';

function Line({ line, currency, compact }: { line: CartLine; currency: 'NOK' | 'EUR'; compact?: boolean }) {
  const { t } = useTranslation('cart');
  const money = useMoney();
  const update = useUpdateCartLine();
  const remove = useDeleteCartLine();
  const [qty, setQty] = useState<number | string>(line.quantity);
  useEffect(() => setQty(line.quantity), [line.quantity]);

  const commit = (value: number | string) => {
    const n = typeof value === 'number' ? value : Number.parseInt(value, 10);
    if (!Number.isInteger(n) || n < 1 || n === line.quantity) {
      setQty(line.quantity);
      return;
    }
    update.mutate(
      { lineId: line.id, quantity: n },
      {
        onSuccess: () => cartNotice(t('updated', { name: line.name })),
        onError: (e) => {
          setQty(line.quantity);
          notify('error', e instanceof ApiError ? (Object.values(e.fields)[0] ?? e.message) : t('update-failed'));
        },
      },
    );
  };

  return (
    <Paper withBorder p="sm" radius="md" data-testid="cart-line">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Image src={line.image} alt="" w={compact ? 56 : 72} h={compact ? 56 : 72} fit="contain" bg="gray.1" radius="sm" />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} lineClamp={2}>
            {line.name}
          </Text>
          <Group gap={6}>
            <Badge variant="light" color={line.is_sack ? 'forest' : 'ember'} c={line.is_sack ? 'forest.9' : 'ember.9'} size="sm">
              {line.category_type === 'accessory' ? t('accessory') : line.is_sack ? t('sack') : t('pack')}
            </Badge>
            <Text size="sm" c="gray.7">
              {t('unit-price', { price: money(line.unit_price, currency) })}
            </Text>
          </Group>
          {!line.available && (
            <Text size="sm" c="red.9" role="alert">
              <IconAlertTriangle size={14} aria-hidden /> {t('line-unavailable')}
            </Text>
          )}
          {line.available && !line.in_stock && (
            <Text size="sm" c="red.9" role="alert">
              <IconAlertTriangle size={14} aria-hidden /> {t('line-out-of-stock')}
            </Text>
          )}
          <Group justify="space-between" wrap="nowrap" mt={4}>
            <NumberInput
              aria-label={t('quantity-of', { name: line.name })}
              value={qty}
              onChange={setQty}
              onBlur={() => commit(qty)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') commit(qty);
              }}
              min={1}
              max={10000}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="strict"
              w={compact ? 96 : 110}
              size="sm"
              disabled={update.isPending}
              data-testid="cart-line-quantity"
            />
            <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
              {money(line.total, currency)}
            </Text>
          </Group>
        </Stack>
        <ActionIcon
          variant="subtle"
          color="red.9"
          aria-label={t('remove', { name: line.name })}
          loading={remove.isPending}
          onClick={() =>
            remove.mutate(line.id, {
              onSuccess: () => cartNotice(t('deleted', { name: line.name })),
              onError: (e) => notify('error', e instanceof Error ? e.message : t('update-failed')),
            })
          }
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </Paper>
  );
}

/** The cart's lines with quantity steppers and remove buttons. */
export function CartLines({ view, compact }: { view: CartView; compact?: boolean }) {
  const { t } = useTranslation('cart');
  if (view.newCart.lines.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-label={t('lines')}>
      {view.vendorInfo && !view.vendorInfo.delivers && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
          {t('vendor-not-delivering', { vendor: view.vendorInfo.name, code: view.newCart.postcode })}
        </Alert>
      )}
      {view.newCart.lines.map((l) => (
        <Line key={l.id} line={l} currency={view.newCart.currency} compact={compact} />
      ))}
    </Stack>
  );
}
