import { Anchor, Box, Container, Group, Paper, Tabs, Text, Title } from '@mantine/core';
import {
  IconArrowRight,
  IconTruckDelivery,
  IconCalendarDollar,
  IconClipboardList,
  IconFlame,
  IconMapPin,
  IconPhoto,
  IconShoppingCart,
  IconTrees,
  IconTruck,
  IconTruckLoading,
  IconUsers,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CtaButton } from '../components/CtaButton.tsx';
import classes from '../components/vendor-info.module.css';
import { FeatureCards } from '../components/FeatureCards.tsx';
import { InfoHero } from '../components/InfoHero.tsx';
import { LANDING_TABS, type LandingTab, tabFromParam } from '../lib/landing-tabs.ts';
import { VENDOR_VALUES } from '../lib/values.ts';

/** Each tab: its icon, the points it makes, and where its calls to action lead. */
const TAB_CONTENT: Record<LandingTab, { icon: typeof IconFlame; points: { key: string; icon: typeof IconFlame }[]; register: string; more: string }> = {
  sell: {
    icon: IconFlame,
    points: [
      { key: 'reach', icon: IconMapPin },
      { key: 'control', icon: IconShoppingCart },
      { key: 'paid', icon: IconCalendarDollar },
    ],
    register: '/leverandor-register',
    more: '/leverandor',
  },
  transport: {
    icon: IconTruck,
    points: [
      { key: 'vehicles', icon: IconTruckLoading },
      { key: 'areas', icon: IconMapPin },
      { key: 'requests', icon: IconClipboardList },
    ],
    register: '/transporter-register',
    more: '/leverandor-transporter-register',
  },
  wholesale: {
    icon: IconTrees,
    points: [
      { key: 'listing', icon: IconPhoto },
      { key: 'buyers', icon: IconUsers },
      { key: 'transport', icon: IconTruckDelivery },
    ],
    register: '/wholesaler-register',
    more: '/bransjemarked',
  },
};

/**
 * /pagina-vendedor: the ways to work with Vedmarked, one tab each. The open tab is in the URL
 * (?tab=sell|transport|wholesale, or its index), so a link can open any of them; the tabs work with
 * the arrow keys, Home and End.
 */
export default function VendorLandingPage() {
  const { t } = useTranslation('vendor-info');
  const [params, setParams] = useSearchParams();
  const tab = tabFromParam(params.get('tab'));
  const select = (value: string | null) => {
    if (!value) return;
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.set('tab', value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  return (
    <>
      <InfoHero eyebrow={t('landing.eyebrow')} title={t('landing.title')} lead={t('landing.lead')} art="truck" />
      <Container size="lg" py={{ base: 32, md: 56 }}>
        <Tabs
          value={tab}
          onChange={select}
          variant="pills"
          radius="md"
          loop
          activateTabWithKeyboard
          classNames={{ list: classes.tabList, tab: classes.tab, tabLabel: classes.tabLabel, tabSection: classes.tabSection }}
        >
          <Tabs.List
            aria-label={t('landing.tabs-label')}
            mb="xl"
            p={6}
            bg="white"
            style={{ borderRadius: 16, border: '1px solid var(--mantine-color-gray-3)' }}
          >
            {LANDING_TABS.map((key, i) => {
              const TabIcon = TAB_CONTENT[key].icon;
              return (
                <Tabs.Tab
                  key={key}
                  value={key}
                  fz={{ base: 'sm', sm: 'md' }}
                  fw={600}
                  py="sm"
                  leftSection={<TabIcon size={20} aria-hidden />}
                  // Mantine moves the focus on Home and End; the arrows open the tab they reach, so these do too.
                  onKeyDown={(e) => {
                    if (e.key === 'Home' && i !== 0) select(LANDING_TABS[0]);
                    if (e.key === 'End' && i !== LANDING_TABS.length - 1) select(LANDING_TABS[LANDING_TABS.length - 1]!);
                  }}
                >
                  {t(`landing.tabs.${key}.tab`)}
                </Tabs.Tab>
              );
            })}
          </Tabs.List>
          {LANDING_TABS.map((key) => (
            <Tabs.Panel key={key} value={key}>
              <LandingPanel tab={key} />
            </Tabs.Panel>
          ))}
        </Tabs>
        <Paper component="aside" aria-labelledby="landing-unsure" withBorder radius="lg" p={{ base: 'lg', md: 'xl' }} mt={56} bg="ember.0">
          <Group justify="space-between" gap="lg">
            <Box maw={640}>
              <Title order={2} id="landing-unsure" fz={{ base: 20, md: 24 }} mb={6}>
                {t('landing.unsure-title')}
              </Title>
              <Text c="gray.8">{t('landing.unsure-text')}</Text>
            </Box>
            <Group gap="md">
              <CtaButton to="/ildstedet" variant="default">
                {t('landing.unsure-dealer')}
              </CtaButton>
              <Anchor component={Link} to="/kontakt" fw={600} underline="always">
                {t('landing.unsure-contact')}
              </Anchor>
            </Group>
          </Group>
        </Paper>
      </Container>
    </>
  );
}

function LandingPanel({ tab }: { tab: LandingTab }) {
  const { t } = useTranslation('vendor-info');
  const content = TAB_CONTENT[tab];
  const prefix = `landing.tabs.${tab}`;
  return (
    <Box>
      <Title order={2} fz={{ base: 26, md: 34 }} lh={1.2} mb="sm">
        {t(`${prefix}.title`)}
      </Title>
      <Text size="lg" c="gray.7" maw={720} mb="xl" lh={1.6}>
        {t(`${prefix}.lead`)}
      </Text>
      <FeatureCards
        items={content.points.map(({ key, icon }) => ({
          key,
          icon,
          title: t(`${prefix}.points.${key}.title`, VENDOR_VALUES),
          text: t(`${prefix}.points.${key}.text`, VENDOR_VALUES),
        }))}
      />
      <Group mt="xl" gap="lg">
        <CtaButton to={content.register} size="lg" rightSection={<IconArrowRight size={18} aria-hidden />}>
          {t(`${prefix}.cta`)}
        </CtaButton>
        <Anchor component={Link} to={content.more} fw={600} underline="always">
          {t(`${prefix}.more`)}
        </Anchor>
      </Group>
    </Box>
  );
}
