import { Button, Card, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { requestAddToCart } from '../../../lib/cart-actions.ts';
import type { CartView } from '@vedmarked/domain';
import { useMoney } from './Money.tsx';

/** More from the cart's supplier: adds through the same rules as any product page. */
export function CrossSell({ view, cols = 2 }: { view: CartView; cols?: number }) {
  const { t } = useTranslation('cart');
  const money = useMoney();
  if (view.crossSell.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="cross-sell-title">
      <Title order={3} size="h5" id="cross-sell-title">
        {t('cross-sell', { vendor: view.vendorInfo?.name ?? '' })}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: cols }} spacing="xs">
        {view.crossSell.map((p) => {
          const price = money(p.price * p.default_quantity, view.newCart.currency);
          return (
            <Card key={p.vendor_product_id} withBorder padding="xs" radius="md" data-testid="cross-sell-item">
              <Group wrap="nowrap" gap="xs">
                <Image src={p.image} alt="" w={48} h={48} fit="contain" bg="gray.1" radius="sm" />
                <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                  <Text size="sm" fw={600} lineClamp={2}>
                    {p.name}
                  </Text>
                  <Text size="sm" c="gray.7">
                    {money(p.price, view.newCart.currency)}
                  </Text>
                </Stack>
                <Button
                  size="compact-sm"
                  variant="light"
                  leftSection={<IconPlus size={14} aria-hidden />}
                  aria-label={t('add-n', { count: p.default_quantity, name: p.name, price })}
                  onClick={() =>
                    void requestAddToCart({
                      vendorProductId: p.vendor_product_id,
                      vendorId: p.vendor_id,
                      quantity: p.default_quantity,
                      name: p.name,
                      weightKg: p.weight,
                      categoryType: p.category_type,
                      source: 'cross-sell',
                    })
                  }
                >
                  {`${p.default_quantity} · ${price}`}
                </Button>
              </Group>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
