import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBuildingWarehouse } from '@tabler/icons-react';
import { formatMoney, type ShopProduct, type ShopVendor } from '@vedmarked/domain';
import { useTranslation } from 'react-i18next';
import { ProductCard } from './ProductCard.tsx';

interface Props {
  vendors: { vendor: ShopVendor; products: ShopProduct[] }[];
  onOpen: (p: ShopProduct) => void;
}

/** The "by vendor" view: each vendor delivering there, its delivery price and minimum order, then its products. */
export function VendorList({ vendors, onOpen }: Props) {
  const { t, i18n } = useTranslation('storefront');
  const money = (minor: number, v: ShopVendor) => formatMoney(minor, v.currency, i18n.language);
  return (
    <Stack gap="xl" data-testid="vendor-list">
      {vendors.map(({ vendor, products }) => (
        <Card key={vendor.id} component="section" withBorder radius="md" padding="lg" aria-labelledby={`vendor-${vendor.id}`} data-testid="vendor-section">
          <Group justify="space-between" align="flex-start" mb="md" gap="sm">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <IconBuildingWarehouse size={28} aria-hidden style={{ flexShrink: 0, color: 'var(--mantine-color-ember-8)' }} />
              <div>
                <Title order={2} fz="h3" id={`vendor-${vendor.id}`}>
                  {vendor.name}
                </Title>
                <Text size="sm" c="gray.7">
                  {t('vendor.ships-from', { city: vendor.hub_city, km: Math.round(vendor.distance_km) })}
                </Text>
              </div>
            </Group>
            <Group gap="lg" component="dl" style={{ margin: 0 }}>
              <div>
                <Text component="dt" size="xs" c="gray.7" tt="uppercase" fw={600}>
                  {t('vendor.shipping')}
                </Text>
                <Text component="dd" fw={700} m={0} data-testid="vendor-shipping">
                  {money(vendor.shipping_price, vendor)}
                </Text>
              </div>
              <div>
                <Text component="dt" size="xs" c="gray.7" tt="uppercase" fw={600}>
                  {t('vendor.min-order')}
                </Text>
                <Text component="dd" fw={700} m={0} data-testid="vendor-min-order">
                  {money(vendor.min_order_price, vendor)}
                </Text>
              </div>
            </Group>
          </Group>
          {vendor.description && (
            <Text size="sm" mb="md" c="gray.8">
              {vendor.description}
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
            {products.map((p) => (
              <ProductCard key={p.id} product={{ ...p, vendor_name: vendor.name }} from={false} onOpen={onOpen} headingOrder={3} showVendor={false} />
            ))}
          </SimpleGrid>
        </Card>
      ))}
    </Stack>
  );
}
