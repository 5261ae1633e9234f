import { Badge, Card, Image, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconShoppingCartPlus } from '@tabler/icons-react';
import { formatMoney, type ShopProduct, smallestPassingQuantity } from '@vedmarked/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestAddToCart } from '../../../lib/cart-actions.ts';
import { storage } from '../../../lib/storage.ts';
import { unitOf } from '../lib/shelf.ts';
import { askForPostcode } from '../lib/postcode-prompt.ts';
import { Price, useUnitLabel } from './Price.tsx';
import { BusyButton } from '../../../components/BusyButton.tsx';

/**
 * Asks the cart to add a product (the cart feature applies its rules and dialogs). Without a stored
 * postcode it opens the postcode dialog instead: prices and delivery depend on it.
 */
export function useOrder(source: string) {
  const [pending, setPending] = useState(false);
  const order = async (p: ShopProduct, quantity?: number) => {
    if (!storage.get('postcode')) {
      askForPostcode();
      return;
    }
    setPending(true);
    try {
      await requestAddToCart({
        vendorProductId: p.id,
        vendorId: p.vendor_id,
        quantity,
        name: p.name,
        weightKg: p.weight,
        categoryType: p.category_type,
        source,
      });
    } finally {
      setPending(false);
    }
  };
  return { order, pending };
}

/**
 * What an "add" offers (decision 0023): the smallest quantity that passes the vendor's minimum
 * order on its own (at least ten sacks), and what it costs, for the button's label.
 */
export function useOffer(p: ShopProduct) {
  const { i18n } = useTranslation();
  const count = smallestPassingQuantity({ unitPrice: p.price, weightKg: p.weight, categoryType: p.category_type, minOrderPrice: p.min_order_price });
  return { count, price: formatMoney(p.price * count, p.currency, i18n.language) };
}

interface Props {
  product: ShopProduct;
  /** "From" prices: no postcode yet, the lowest price on the market. */
  from: boolean;
  onOpen: (p: ShopProduct) => void;
  headingOrder?: 2 | 3 | 4;
  /** Where the add request comes from (the cart's notice and rules). */
  source?: string;
  /** Say which vendor sells it (not inside a vendor's own section). */
  showVendor?: boolean;
  /** In the first screenful: its picture loads at once, not when laid out (it is often the page's largest paint). */
  eager?: boolean;
}

/** A product on a shelf or in a carousel: picture and name open the quick-order dialog. */
export function ProductCard({ product: p, from, onOpen, headingOrder = 3, source = 'card', showVendor = true, eager = false }: Props) {
  const { t } = useTranslation('storefront');
  const unitLabel = useUnitLabel();
  const { order, pending } = useOrder(source);
  const { count, price } = useOffer(p);
  return (
    <Card withBorder padding="md" radius="md" h="100%" data-testid="product-card" data-product-id={p.id}>
      <Card.Section>
        <UnstyledButton onClick={() => onOpen(p)} w="100%" aria-label={t('product.details', { name: p.name })} tabIndex={-1}>
          <Image src={p.image} alt="" h={150} fit="contain" bg="gray.0" p="xs" loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : 'auto'} />
        </UnstyledButton>
      </Card.Section>
      <Stack gap={6} mt="sm" style={{ flex: 1 }}>
        <Badge
          variant="light"
          color={p.category_type === 'accessory' ? 'forest' : 'ember'}
          c={p.category_type === 'accessory' ? 'forest.9' : 'ember.9'}
          radius="sm"
          tt="none"
          fw={600}
        >
          {unitLabel(unitOf(p))}
        </Badge>
        <Title order={headingOrder} fz="md" lh={1.3}>
          <UnstyledButton onClick={() => onOpen(p)} fw={700} fz="md" c="dark.8" td="underline" style={{ textUnderlineOffset: 3 }} data-testid="product-name">
            {p.name}
          </UnstyledButton>
        </Title>
        {!from && showVendor && (
          <Text size="sm" c="gray.7" data-testid="product-vendor">
            {t('product.vendor', { vendor: p.vendor_name })}
          </Text>
        )}
        <Stack gap={4} mt="auto">
          <Price product={p} from={from} />
          {!p.in_stock && (
            <Text size="sm" c="red.8">
              {t('product.out-of-stock')}
            </Text>
          )}
          <BusyButton
            onClick={() => void order(p, count)}
            busy={pending}
            disabled={!p.in_stock}
            leftSection={<IconShoppingCartPlus size={18} aria-hidden />}
            aria-label={t('product.add-aria', { count, name: p.name, price })}
            h="auto"
            mih={36}
            py={6}
            styles={{ label: { whiteSpace: 'normal', lineHeight: 1.3, textAlign: 'center' } }}
            data-testid="add-to-cart"
          >
            {t('product.add', { count, price })}
          </BusyButton>
        </Stack>
      </Stack>
    </Card>
  );
}
