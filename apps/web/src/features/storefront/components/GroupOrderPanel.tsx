import { Alert, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import {
  formatMoney,
  GROUP_ORDER_BUTTON_QUANTITY,
  GROUP_ORDER_OFFER_PRICE,
  GROUP_ORDER_OFFER_SHIPPING,
  NEIGHBOUR_RADIUS_M,
  percentOf,
  type ProductsByPostcode,
} from '@vedmarked/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestAddToCart } from '../../../lib/cart-actions.ts';
import { usePublicSettings } from '../../../lib/public-settings.ts';
import { storage, useStored } from '../../../lib/storage.ts';
import { groupOrderProduct } from '../lib/shelf.ts';
import { askForPostcode } from '../lib/postcode-prompt.ts';
import { BusyButton } from '../../../components/BusyButton.tsx';

/**
 * The group-order tab: the offer (a price of 650 and delivery of 200, the operator's neighbour
 * discount, half by default, off the delivery for each neighbour) and the button that starts a group
 * order with 10 of the first firewood product when the cart is empty (the cart feature opens the
 * cart instead when it is not).
 */
export function GroupOrderPanel({ data }: { data: ProductsByPostcode | undefined }) {
  const { t, i18n } = useTranslation('storefront');
  const groupVendor = useStored('groupOrderVendorId');
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const money = (minor: number) => formatMoney(minor, 'NOK', i18n.language);
  const { neighbour_discount_pct: pct } = usePublicSettings();
  const shippingHalf = percentOf(GROUP_ORDER_OFFER_SHIPPING, 100 - pct);

  const start = async () => {
    setMessage(null);
    if (!storage.get('postcode')) return askForPostcode();
    const product = data ? groupOrderProduct(data, groupVendor) : null;
    if (!product) {
      setMessage(t('group.no-firewood'));
      return;
    }
    setPending(true);
    try {
      await requestAddToCart({
        vendorProductId: product.id,
        vendorId: product.vendor_id,
        quantity: GROUP_ORDER_BUTTON_QUANTITY,
        name: product.name,
        weightKg: product.weight,
        categoryType: product.category_type,
        source: 'group-order',
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack gap="md" maw={760}>
      <Title order={2}>{t('group.title')}</Title>
      <Text size="lg">{t('group.offer', { price: money(GROUP_ORDER_OFFER_PRICE), shipping: money(GROUP_ORDER_OFFER_SHIPPING), pct })}</Text>
      <List type="ordered" spacing="xs">
        <List.Item>{t('group.how-1')}</List.Item>
        <List.Item>{t('group.how-2', { metres: NEIGHBOUR_RADIUS_M })}</List.Item>
        <List.Item>{t('group.how-3', { pct, shipping: money(shippingHalf) })}</List.Item>
      </List>
      <Text size="sm" c="gray.7">
        {t('group.example', { shipping: money(GROUP_ORDER_OFFER_SHIPPING), half: money(shippingHalf) })}
      </Text>
      <div>
        <BusyButton
          size="md"
          leftSection={<IconUsersGroup size={20} aria-hidden />}
          onClick={() => void start()}
          busy={pending}
          maw="100%"
          h="auto"
          mih={42}
          py={8}
          styles={{ label: { whiteSpace: 'normal', lineHeight: 1.3, textAlign: 'left' } }}
          data-testid="group-order-button"
        >
          {t('group.button', { count: GROUP_ORDER_BUTTON_QUANTITY })}
        </BusyButton>
      </div>
      {message && (
        <Alert color="yellow" role="status">
          {message}
        </Alert>
      )}
    </Stack>
  );
}

/** A short pointer to the group-order tab, on the quick-order tab. */
export function GroupOrderTeaser({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation('storefront');
  const { neighbour_discount_pct: pct } = usePublicSettings();
  return (
    <Group justify="space-between" gap="md" p="lg" bg="forest.0" style={{ borderRadius: 'var(--mantine-radius-lg)' }} data-testid="group-order-teaser">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <IconUsersGroup size={32} aria-hidden style={{ flexShrink: 0, color: 'var(--mantine-color-forest-9)' }} />
        <div>
          <Title order={2} fz="h4">
            {t('group.teaser-title')}
          </Title>
          <Text c="gray.8">{t('group.teaser-text', { pct })}</Text>
        </div>
      </Group>
      {/* Long labels wrap on a phone instead of being cut. */}
      <Button
        variant="outline"
        color="forest.9"
        onClick={onOpen}
        h="auto"
        py={8}
        styles={{ label: { whiteSpace: 'normal', lineHeight: 1.3, textAlign: 'center' } }}
      >
        {t('group.teaser-button')}
      </Button>
    </Group>
  );
}
