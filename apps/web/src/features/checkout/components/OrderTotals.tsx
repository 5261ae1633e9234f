import { Divider, Group, Stack, Text } from '@mantine/core';
import { type CartRuleLine, type DeliveryPeriod, priceOrder } from '@vedmarked/domain';
import { useTranslation } from 'react-i18next';
import { type CartView, useMoney } from '../../cart/index.ts';

/** The order's price as chosen so far (the same rule the API applies: packages/domain priceOrder). */
export function estimate(view: CartView, opts: { carry: boolean; period: DeliveryPeriod }) {
  const lines: CartRuleLine[] = view.newCart.lines.map((l) => ({
    vendorId: l.vendor_id,
    categoryId: l.category_id,
    categoryType: l.category_type,
    weightKg: l.weight,
    quantity: l.quantity,
    unitPrice: l.unit_price,
  }));
  const codeActive = view.newCart.code?.status === 'valid' && view.discount > 0;
  return priceOrder({
    lines,
    shipping: view.newCart.shipping,
    carryPrices: view.vendorInfo?.carry_prices ?? { sack: 0, bigBag: 0 },
    carry: opts.carry,
    period: codeActive ? 'standard' : opts.period,
    codeActive,
    groupOrderVendorId: view.newCart.code?.vendor_id ?? null,
  });
}

export function OrderTotals({
  price,
  currency,
}: {
  price: { productsSubtotal: number; carryPrice: number; shipping: number; periodExtra: number; discount: number; total: number };
  currency: 'NOK' | 'EUR';
}) {
  const { t } = useTranslation('checkout');
  const money = useMoney();
  const row = (label: string, value: string, bold = false, testId?: string) => (
    <Group justify="space-between" wrap="nowrap" data-testid={testId}>
      <Text fw={bold ? 700 : 400} size={bold ? 'md' : 'sm'}>
        {label}
      </Text>
      <Text fw={bold ? 700 : 400} size={bold ? 'md' : 'sm'} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
  return (
    <Stack gap={4}>
      {row(t('totals.products'), money(price.productsSubtotal, currency))}
      {price.carryPrice > 0 && row(t('totals.carry'), money(price.carryPrice, currency))}
      {row(t('totals.shipping'), money(price.shipping, currency))}
      {price.periodExtra > 0 && row(t('totals.fast'), money(price.periodExtra, currency))}
      {price.discount > 0 && row(t('totals.discount'), `−${money(price.discount, currency)}`)}
      <Divider my={4} />
      {row(t('totals.total'), money(price.total, currency), true, 'order-total')}
      <Text size="xs" c="gray.7">
        {t('totals.vat')}
      </Text>
    </Stack>
  );
}
