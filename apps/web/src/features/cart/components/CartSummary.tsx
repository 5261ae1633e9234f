import { Alert, Divider, Group, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CartView } from '@vedmarked/domain';
import { useMoney } from './Money.tsx';

/** Subtotal, delivery, neighbour discount and total, and what is missing for the minimum order. */
export function CartSummary({ view }: { view: CartView }) {
  const { t } = useTranslation('cart');
  const money = useMoney();
  const c = view.newCart;
  const cur = c.currency;
  const row = (label: string, value: string, bold = false) => (
    <Group justify="space-between" wrap="nowrap">
      <Text fw={bold ? 700 : 400}>{label}</Text>
      <Text fw={bold ? 700 : 400} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
  return (
    <Stack gap={6} data-testid="cart-summary">
      {row(t('subtotal'), money(c.subtotal, cur))}
      {row(t('shipping', { vendor: view.vendorInfo?.name ?? '' }), view.vendorInfo?.delivers ? money(c.shipping, cur) : '—')}
      {c.discount > 0 && row(t('neighbour-discount'), `−${money(c.discount, cur)}`)}
      <Divider />
      {row(t('total'), money(c.total, cur), true)}
      <Text size="xs" c="gray.7">
        {t('incl-vat')}
      </Text>
      {c.min_order.shortfall === 'min-price' && (
        <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} aria-hidden />} data-testid="min-order">
          {t('min-price', { minPrice: money(c.min_order.min_price, cur), goods: money(c.min_order.goods, cur), missing: money(c.min_order.missing, cur) })}
        </Alert>
      )}
      {c.min_order.shortfall === 'min-sacks' && (
        <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} aria-hidden />} data-testid="min-order">
          {t('min-sacks', { sacks: c.min_order.min_sacks, count: c.sack_count })}
        </Alert>
      )}
    </Stack>
  );
}
