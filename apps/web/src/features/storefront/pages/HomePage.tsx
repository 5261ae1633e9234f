import { Box, Container, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconBasket, IconFlame, IconHeartHandshake, IconUsersGroup } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ArticleTeasers } from '../../content/index.tsx';
import { HydratesApart } from '../../../components/HydratesApart.tsx';
import { PostcodeBox } from '../../../components/PostcodeBox.tsx';
import { useProductsByPostcode } from '../api/get-products-by-postcode.ts';
import { CategoryTiles } from '../components/CategoryTiles.tsx';
import { DugnadPanel } from '../components/DugnadPanel.tsx';
import { GroupOrderPanel, GroupOrderTeaser } from '../components/GroupOrderPanel.tsx';
import { PostcodeDialog } from '../components/PostcodeDialog.tsx';
import { ProductCard } from '../components/ProductCard.tsx';
import { ProductCarousel } from '../components/ProductCarousel.tsx';
import { NoVendorSection, ProductsStatus } from '../components/ProductsStatus.tsx';
import { StepByStep } from '../components/StepByStep.tsx';
import { useQuickOrder } from '../components/useQuickOrder.tsx';
import { type HomeTab, homeVariant, isTabEnabled, tabFromState } from '../lib/home-tabs.ts';
import { firewoodCarouselItems, sortProducts } from '../lib/shelf.ts';

/** The home variant of this build (VITE_HOME_VARIANT): "basic" disables the dugnad and accessories tabs. */
const VARIANT = homeVariant(import.meta.env.VITE_HOME_VARIANT);

// Shown only for a postcode no vendor delivers to: its form (and the shared zod schema) load then.

/**
 * Home, the tabbed variant (spec section 2): postcode entry, then quick order (category tiles and the
 * firewood carousel), group order, dugnad and accessories; the step-by-step explainer and four
 * article teasers below.
 */
export default function HomePage() {
  const { t } = useTranslation(['common', 'storefront']);
  const location = useLocation();
  const [tab, setTab] = useState<HomeTab>(() => tabFromState(location.state, VARIANT));
  useEffect(() => {
    if ((location.state as { tab?: unknown } | null)?.tab !== undefined) setTab(tabFromState(location.state, VARIANT));
  }, [location.state]);
  const products = useProductsByPostcode();
  const data = products.data;
  const from = data?.from ?? true;
  const { open, dialog } = useQuickOrder(from);
  const noVendor = !!data && !!products.postcode && data.by_vendor.length === 0 && data.grouped.length === 0;
  const carousel = data ? firewoodCarouselItems(data.grouped) : [];
  const accessories = data ? sortProducts(data.accessories) : [];

  return (
    <>
      <Box bg="ember.9" c="white" py={{ base: 32, md: 56 }}>
        <Container size="md">
          <Stack gap="md" align="center" ta="center">
            <Title order={1} fz={{ base: 30, md: 46 }}>
              {t('home.hero-title')}
            </Title>
            <Text size="lg" maw={620}>
              {t('home.hero-text')}
            </Text>
            <Box w="100%" maw={360} bg="white" p="md" style={{ borderRadius: 12 }} c="dark">
              <PostcodeBox withLabel size="md" />
            </Box>
          </Stack>
        </Container>
      </Box>

      {/* The tabs hydrate apart from the hero; nothing inside them does: Mantine's Tabs set state when they
          mount and give their panels a new context, which hydrates any part still waiting inside at once. */}
      <HydratesApart>
        <Container size="xl" py="xl">
          <Tabs id="home-tabs" value={tab} onChange={(v) => v && setTab(v as HomeTab)} keepMounted={false} variant="pills" radius="xl">
            <Tabs.List aria-label={t('storefront:tabs.label')} justify="center" style={{ gap: 'var(--mantine-spacing-xs)' }}>
              <Tabs.Tab value="order" leftSection={<IconFlame size={18} aria-hidden />}>
                {t('storefront:tabs.order')}
              </Tabs.Tab>
              <Tabs.Tab value="group-order" leftSection={<IconUsersGroup size={18} aria-hidden />}>
                {t('storefront:tabs.group-order')}
              </Tabs.Tab>
              <Tabs.Tab value="dugnad" disabled={!isTabEnabled('dugnad', VARIANT)} leftSection={<IconHeartHandshake size={18} aria-hidden />}>
                {t('storefront:tabs.dugnad')}
              </Tabs.Tab>
              <Tabs.Tab value="accessories" disabled={!isTabEnabled('accessories', VARIANT)} leftSection={<IconBasket size={18} aria-hidden />}>
                {t('storefront:tabs.accessories')}
              </Tabs.Tab>
            </Tabs.List>

            <Tabs.Panel value="order" pt="xl">
              <Stack gap={48}>
                {/* A problem with the postcode, or no vendor there, comes first; products come after the tiles. */}
                {products.isError ? (
                  <ProductsStatus loading={false} error={products.error} onRetry={() => void products.refetch()} />
                ) : noVendor ? (
                  <NoVendorSection postcode={products.postcode!} city={data?.postcode?.city ?? null} />
                ) : null}
                <CategoryTiles />
                {products.isPending && <ProductsStatus loading error={null} onRetry={() => void products.refetch()} />}
                {!noVendor && carousel.length > 0 && (
                  <ProductCarousel
                    id="firewood-carousel"
                    title={
                      data?.postcode
                        ? t('storefront:carousel.title', { code: data.postcode.code, city: data.postcode.city })
                        : t('storefront:carousel.title-from')
                    }
                    products={carousel}
                    from={from}
                    onOpen={open}
                  />
                )}
                <GroupOrderTeaser
                  onOpen={() => {
                    setTab('group-order');
                    // The button leaves with its panel: focus goes to the tab it opened.
                    requestAnimationFrame(() => document.getElementById('home-tabs-tab-group-order')?.focus());
                  }}
                />
              </Stack>
            </Tabs.Panel>

            <Tabs.Panel value="group-order" pt="xl">
              <GroupOrderPanel data={data} />
            </Tabs.Panel>

            <Tabs.Panel value="dugnad" pt="xl">
              <DugnadPanel />
            </Tabs.Panel>

            <Tabs.Panel value="accessories" pt="xl">
              <Stack gap="md">
                <Title order={2}>{t('storefront:accessories.title')}</Title>
                <Text maw={720}>{t('storefront:accessories.text')}</Text>
                {products.isPending || products.isError ? (
                  <ProductsStatus loading={products.isPending} error={products.error} onRetry={() => void products.refetch()} />
                ) : accessories.length === 0 ? (
                  <Text c="gray.7">
                    {products.postcode ? t('storefront:accessories.none-here', { code: products.postcode }) : t('storefront:accessories.none')}
                  </Text>
                ) : (
                  <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md" data-testid="accessories">
                    {accessories.map((p) => (
                      <ProductCard key={p.id} product={p} from={from} onOpen={open} source="accessories" />
                    ))}
                  </SimpleGrid>
                )}
              </Stack>
            </Tabs.Panel>
          </Tabs>
        </Container>
      </HydratesApart>

      <Container size="xl" pb="xl">
        <Stack gap={48}>
          <HydratesApart>
            <StepByStep />
          </HydratesApart>
          <HydratesApart>
            <ArticleTeasers />
          </HydratesApart>
        </Stack>
      </Container>
      {dialog}
      <PostcodeDialog />
    </>
  );
}
