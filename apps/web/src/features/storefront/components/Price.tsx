import { Group, Text, type TextProps } from '@mantine/core';
import { formatMoney, type ShopProduct } from '@vedmarked/domain';
import { useTranslation } from 'react-i18next';

/**
 * A unit price with its currency label and two decimals, incl. VAT. Before a postcode is set the
 * price is the lowest on the market and says "from".
 */
export function Price({ product, from, size = 'lg' }: { product: Pick<ShopProduct, 'price' | 'currency'>; from: boolean; size?: TextProps['size'] }) {
  const { t, i18n } = useTranslation('storefront');
  const amount = formatMoney(product.price, product.currency, i18n.language);
  return (
    <Group gap={6} align="baseline" wrap="wrap" data-testid="price">
      {from && (
        <Text span size="sm" c="gray.7" fw={600} tt="lowercase">
          {t('product.from')}
        </Text>
      )}
      <Text span size={size} fw={700} c="dark.8">
        {amount}
      </Text>
      <Text span size="xs" c="gray.7">
        {t('product.incl-vat')}
      </Text>
    </Group>
  );
}

/** "Sack · 16 kg", "Big bag · 320 kg", "Accessory". */
export function useUnitLabel() {
  const { t } = useTranslation('storefront');
  return (unit: { kind: 'sack' | 'pack' | 'accessory'; kg: number }) => t(`product.unit-${unit.kind}`, { kg: unit.kg });
}
