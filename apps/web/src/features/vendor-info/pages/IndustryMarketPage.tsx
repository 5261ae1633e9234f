import { Anchor, Box, Container, Grid, List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { FIREWOOD_FORMATS, TIMBER_PRODUCT_TYPES } from '@vedmarked/domain';
import {
  IconArrowRight,
  IconBuildingWarehouse,
  IconCheck,
  IconLogin,
  IconPackage,
  IconShoppingCart,
  IconTree,
  IconTrees,
  IconTruck,
  IconWood,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CtaButton } from '../components/CtaButton.tsx';
import { CtaBand } from '../components/CtaBand.tsx';
import { FeatureCards } from '../components/FeatureCards.tsx';
import { InfoFaq } from '../components/InfoFaq.tsx';
import { InfoHero } from '../components/InfoHero.tsx';
import { Section } from '../components/Section.tsx';
import { FormatGlyph } from '../components/FormatGlyph.tsx';
import { MARKET_WOOD_TYPES, VENDOR_VALUES } from '../lib/values.ts';

const PRODUCT_ICONS = { 'round-timber': IconWood, 'trees-on-the-root': IconTree, 'wholesale-firewood': IconPackage } as const;
/** Trees on the root cannot be listed yet (the type is disabled in the wholesaler dashboard, spec section 2). */
const NOT_OPEN_YET: readonly string[] = ['trees-on-the-root'];
/** The colour of each wood's cut face, for the swatches. */
const WOOD_COLOURS: Record<(typeof MARKET_WOOD_TYPES)[number], string> = {
  birch: '#f1e3c8',
  larch: '#d9955b',
  oak: '#b98a4e',
  pine: '#e9c27e',
  spruce: '#f4dcae',
};
/** Litres of each format, for the size of its drawing. */
const FORMAT_LITRES: Record<(typeof FIREWOOD_FORMATS)[number], number> = { '40L': 40, '60L': 60, '1000L': 1000, '1500L': 1500 };
const LISTING_ITEMS = ['type', 'amount', 'size', 'dates', 'moisture', 'place'] as const;
const FAQ = ['who-buys', 'who-sells', 'curving', 'paid', 'drive'] as const;

/** /bransjemarked and /wholesaler: the industry market where wholesalers sell timber and firewood to suppliers. */
export default function IndustryMarketPage() {
  const { t } = useTranslation('vendor-info');
  const v = VENDOR_VALUES;
  return (
    <>
      <InfoHero eyebrow={t('market.eyebrow')} title={t('market.title')} lead={t('market.lead')} art="forest">
        <Stack gap="sm" align="flex-start">
          <CtaButton to="/wholesaler-register" size="lg" variant="white" rightSection={<IconArrowRight size={18} aria-hidden />}>
            {t('market.cta-register')}
          </CtaButton>
          <CtaButton to="/dashboard/market" size="md" variant="outline" color="white" leftSection={<IconLogin size={18} aria-hidden />}>
            {t('market.cta-market')}
          </CtaButton>
        </Stack>
      </InfoHero>

      <Section id="market-roles" title={t('market.roles-title')} white>
        <FeatureCards
          items={[
            {
              key: 'wholesaler',
              icon: IconBuildingWarehouse,
              title: t('market.roles.wholesaler.title'),
              text: t('market.roles.wholesaler.text'),
              link: { to: '/wholesaler-register', label: t('market.cta-register') },
            },
            {
              key: 'vendor',
              icon: IconShoppingCart,
              title: t('market.roles.vendor.title'),
              text: t('market.roles.vendor.text'),
              link: { to: '/dashboard/market', label: t('market.buy-cta') },
            },
            {
              key: 'transporter',
              icon: IconTruck,
              title: t('market.roles.transporter.title'),
              text: t('market.roles.transporter.text'),
              link: { to: '/round-timber-transporter-register', label: t('market.final-transporter') },
            },
          ]}
        />
      </Section>

      <Section id="market-products" title={t('market.products-title')}>
        <FeatureCards
          items={TIMBER_PRODUCT_TYPES.map((key) => ({
            key,
            icon: PRODUCT_ICONS[key],
            title: t(`market.products.${key}.title`),
            text: t(`market.products.${key}.text`),
            ...(NOT_OPEN_YET.includes(key) ? { badge: t('market.soon') } : {}),
          }))}
        />
      </Section>

      <Box bg="white" py={{ base: 40, md: 64 }}>
        <Container size="lg">
          <Grid gutter={{ base: 'xl', md: 64 }}>
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Box component="section" aria-labelledby="market-wood">
                <Title order={2} id="market-wood" fz={{ base: 26, md: 30 }} mb="xs">
                  {t('market.wood-title')}
                </Title>
                <Text c="gray.7" mb="lg">
                  {t('market.wood-lead')}
                </Text>
                <Stack component="ul" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                  {MARKET_WOOD_TYPES.map((w) => (
                    <Paper key={w} component="li" withBorder radius="md" p="sm" style={{ display: 'flex', gap: 14, alignItems: 'center' }}>
                      <Box
                        aria-hidden
                        w={44}
                        h={44}
                        style={{
                          flexShrink: 0,
                          borderRadius: '50%',
                          background: `radial-gradient(circle, #a8692f 0 3px, ${WOOD_COLOURS[w]} 4px 9px, #c98f55 10px 11px, ${WOOD_COLOURS[w]} 12px 16px, #c98f55 17px 18px, ${WOOD_COLOURS[w]} 19px)`,
                          border: '4px solid #4a1e08',
                        }}
                      />
                      <Box>
                        <Title order={3} fz="md">
                          {t(`market.wood.${w}`)}
                        </Title>
                        <Text size="sm" c="gray.7">
                          {t(`market.wood-text.${w}`)}
                        </Text>
                      </Box>
                    </Paper>
                  ))}
                </Stack>
              </Box>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Box component="section" aria-labelledby="market-formats">
                <Title order={2} id="market-formats" fz={{ base: 26, md: 30 }} mb="xs">
                  {t('market.formats-title')}
                </Title>
                <Text c="gray.7" mb="lg">
                  {t('market.formats-lead')}
                </Text>
                <SimpleGrid component="ul" cols={2} spacing="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                  {FIREWOOD_FORMATS.map((f) => (
                    <Paper key={f} component="li" withBorder radius="md" p="md">
                      <Box h={72} display="flex" style={{ alignItems: 'flex-end' }}>
                        <FormatGlyph litres={FORMAT_LITRES[f]} />
                      </Box>
                      <Title order={3} fz="md" mt="sm">
                        {t(`market.formats.${f}.name`)}
                      </Title>
                      <Text size="sm" c="gray.7">
                        {t(`market.formats.${f}.text`)}
                      </Text>
                    </Paper>
                  ))}
                </SimpleGrid>
              </Box>
            </Grid.Col>
          </Grid>
        </Container>
      </Box>

      <Section id="market-listing" title={t('market.listing-title')}>
        <Grid gutter={{ base: 'xl', md: 48 }}>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <List
              spacing="md"
              size="lg"
              icon={
                <ThemeIcon size={28} radius="xl" color="forest.8" aria-hidden>
                  <IconCheck size={16} />
                </ThemeIcon>
              }
            >
              {LISTING_ITEMS.map((k) => (
                <List.Item key={k}>{t(`market.listing-items.${k}`, v)}</List.Item>
              ))}
            </List>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Paper component="section" aria-labelledby="market-buy" withBorder radius="lg" p="xl" shadow="sm">
              <ThemeIcon size={56} radius="md" variant="light" aria-hidden>
                <IconTrees size={30} stroke={1.6} />
              </ThemeIcon>
              <Title order={3} id="market-buy" fz={22} mt="md" mb="xs">
                {t('market.buy-title')}
              </Title>
              <Text c="gray.7" lh={1.6} mb="lg">
                {t('market.buy-text')}
              </Text>
              <CtaButton to="/dashboard/market" fullWidth size="md" leftSection={<IconLogin size={18} aria-hidden />}>
                {t('market.buy-cta')}
              </CtaButton>
              <Anchor component={Link} to="/leverandor-register" display="block" mt="md" fw={600} underline="always">
                {t('market.buy-register')}
              </Anchor>
            </Paper>
          </Grid.Col>
        </Grid>
      </Section>

      <Section id="market-faq" title={t('shared.faq-title')} white>
        <InfoFaq prefix="market.faq" ids={FAQ} values={v} />
      </Section>

      <CtaBand id="market-final" title={t('market.final-title')} text={t('market.final-text')}>
        <Stack align="center" gap="md">
          <CtaButton to="/wholesaler-register" size="lg" rightSection={<IconArrowRight size={18} aria-hidden />}>
            {t('market.cta-register')}
          </CtaButton>
          <Anchor component={Link} to="/round-timber-transporter-register" c="white" underline="always">
            {t('market.final-transporter')}
          </Anchor>
        </Stack>
      </CtaBand>
    </>
  );
}
