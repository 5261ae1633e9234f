import { Anchor, Box, Container, Group, NativeSelect, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { FUEL_CATEGORY_SLUGS, matchPublicPath, type ShopProduct } from '@vedmarked/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { HydratesApart } from '../../../components/HydratesApart.tsx';
import { PostcodeBox } from '../../../components/PostcodeBox.tsx';
import { useProductsByPostcode } from '../api/get-products-by-postcode.ts';
import { PostcodeDialog } from '../components/PostcodeDialog.tsx';
import { ProductCard } from '../components/ProductCard.tsx';
import { NoVendorSection, ProductsStatus } from '../components/ProductsStatus.tsx';
import { useQuickOrder } from '../components/useQuickOrder.tsx';
import { VendorList } from '../components/VendorList.tsx';
import { CATEGORY_INFO, type CategorySlug, inCategory, type SortOrder, sortProducts, vendorsForCategory } from '../lib/shelf.ts';

/** Cards whose pictures load at once: the first row at the widest layout (four per row). */
const EAGER_CARDS = 4;

// Shown only for a postcode no vendor delivers to: its form (and the shared zod schema) load then.

type View = 'products' | 'vendors';

/** The category of the page's path (/pellet, /lena, /astilla, /hueso-de-aceituna, or in a language: /en/firewood, /no/ved…). */
export function categoryFromPath(pathname: string): CategorySlug | null {
  const slug = matchPublicPath(pathname)?.page ?? '';
  return (FUEL_CATEGORY_SLUGS as readonly string[]).includes(slug) ? (slug as CategorySlug) : null;
}

/**
 * A product offer's own URL (/no/ved/12-…, issue 21 item 6): the category page with that product's
 * quick-order dialog open, showing its offer for the stored postcode or its "from" price (open from
 * the page's first render when the products are in: the server draws it, ProductDialog). Closing
 * the dialog (or a product the market does not offer) leads to the category page itself.
 */
function useLinkedProduct(pathname: string, shelf: readonly ShopProduct[] | undefined) {
  const navigate = useNavigate();
  const m = matchPublicPath(pathname);
  const productId = m?.productId;
  const categoryPath = pathname.replace(/\/[^/]+\/?$/, '');
  const product = productId && shelf ? (shelf.find((p) => p.product_id === productId) ?? null) : null;
  const missing = !!productId && !!shelf && !product;
  useEffect(() => {
    if (missing) void navigate(categoryPath, { replace: true });
  }, [missing, categoryPath, navigate]);
  return { product, close: productId ? () => void navigate(categoryPath, { replace: true }) : undefined };
}

/**
 * A category page: the products of one fuel for the stored postcode, the cheapest offer of each
 * product or, by vendor, every vendor delivering there with its delivery price and minimum order.
 * Before a postcode is set it shows "from" prices and asks for the postcode.
 */
export default function CategoryPage() {
  const { t } = useTranslation(['storefront', 'common']);
  const { pathname } = useLocation();
  const slug = categoryFromPath(pathname) ?? 'lena';
  const info = CATEGORY_INFO[slug];
  const [view, setView] = useState<View>('products');
  const [order, setOrder] = useState<SortOrder>('recommended');
  const products = useProductsByPostcode();
  const data = products.data;
  const from = data?.from ?? true;
  const linked = useLinkedProduct(pathname, data ? inCategory(data.grouped, slug) : undefined);
  const { open, dialog } = useQuickOrder(from, linked.close, linked.product);
  const linkedProduct = linked.product;
  useEffect(() => {
    if (linkedProduct) open(linkedProduct);
  }, [linkedProduct, open]);
  const shelf = data ? sortProducts(inCategory(data.grouped, slug), order) : [];
  const vendors = data ? vendorsForCategory(data.by_vendor, slug, order) : [];
  const noVendor = !!data && !!products.postcode && data.by_vendor.length === 0 && data.grouped.length === 0;
  const categoryName = t(`common:${info.key}`);

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="md">
          <div>
            <Title order={1}>{categoryName}</Title>
            <Text c="gray.8" maw={720} mt={4}>
              {t(`category-page.intro-${slug}`)}
            </Text>
          </div>
          {!products.postcode && (
            <Box w={{ base: '100%', xs: 300 }}>
              <PostcodeBox withLabel />
            </Box>
          )}
        </Group>

        {products.isPending || products.isError ? (
          <ProductsStatus loading={products.isPending} error={products.error} onRetry={() => void products.refetch()} />
        ) : noVendor ? (
          <NoVendorSection postcode={products.postcode!} city={data?.postcode?.city ?? null} />
        ) : (
          <>
            <Group justify="space-between" gap="md" align="flex-end">
              <Text fw={600} aria-live="polite" data-testid="category-summary">
                {from
                  ? t('category-page.from-summary', { count: shelf.length })
                  : view === 'vendors'
                    ? t('category-page.vendor-summary', { count: vendors.length, code: data?.postcode?.code ?? '', city: data?.postcode?.city ?? '' })
                    : t('category-page.summary', { count: shelf.length, code: data?.postcode?.code ?? '', city: data?.postcode?.city ?? '' })}
              </Text>
              <Group gap="sm" align="flex-end">
                {!from && (
                  <Stack gap={4}>
                    <Text size="sm" fw={500} id="view-label">
                      {t('category-page.view')}
                    </Text>
                    <SegmentedControl
                      aria-labelledby="view-label"
                      value={view}
                      onChange={(v) => setView(v as View)}
                      data={[
                        { value: 'products', label: t('category-page.view-products') },
                        { value: 'vendors', label: t('category-page.view-vendors') },
                      ]}
                      data-testid="view-switch"
                    />
                  </Stack>
                )}
                {/* The phone's own picker: no floating dropdown to place and keep placed while the page starts (issue 21, TBT). */}
                <NativeSelect
                  label={t('category-page.sort')}
                  value={order}
                  onChange={(e) => setOrder(e.currentTarget.value as SortOrder)}
                  data={(['recommended', 'price-asc', 'price-desc'] as const).map((o) => ({ value: o, label: t(`category-page.sort-${o}`) }))}
                  w={210}
                />
              </Group>
            </Group>

            {shelf.length === 0 ? (
              <Stack gap="xs" data-testid="category-empty">
                <Text>{t('category-page.none-here', { category: categoryName.toLowerCase(), code: data?.postcode?.code ?? '' })}</Text>
                <Anchor component={Link} to="/">
                  {t('category-page.other-categories')}
                </Anchor>
              </Stack>
            ) : view === 'vendors' && !from ? (
              <VendorList vendors={vendors} onOpen={open} />
            ) : (
              <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md" data-testid="category-products">
                {shelf.map((p, i) => (
                  <HydratesApart key={p.id}>
                    <ProductCard product={p} from={from} onOpen={open} headingOrder={2} eager={i < EAGER_CARDS} />
                  </HydratesApart>
                ))}
              </SimpleGrid>
            )}
            {from && (
              <Text size="sm" c="gray.7">
                {t('product.from-hint')}
              </Text>
            )}
          </>
        )}
      </Stack>
      {dialog}
      <PostcodeDialog />
    </Container>
  );
}
