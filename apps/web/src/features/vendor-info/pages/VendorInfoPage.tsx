import { Anchor, Box, Container, Grid, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconArrowRight,
  IconBasket,
  IconCalendarDollar,
  IconDeviceMobile,
  IconPackage,
  IconPercentage,
  IconReceipt,
  IconRoute,
  IconTruckDelivery,
  IconUsers,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CtaButton } from '../components/CtaButton.tsx';
import { CtaBand } from '../components/CtaBand.tsx';
import { FactList } from '../components/FactList.tsx';
import { FeatureCards } from '../components/FeatureCards.tsx';
import { HubRadiusFigure } from '../components/HubRadiusFigure.tsx';
import { InfoFaq } from '../components/InfoFaq.tsx';
import { InfoHero } from '../components/InfoHero.tsx';
import { Section } from '../components/Section.tsx';
import { StepList } from '../components/StepList.tsx';
import { percent, VENDOR_VALUES } from '../lib/values.ts';

const STEPS = ['register', 'setup', 'orders', 'paid'] as const;
const FEATURES = [
  { key: 'products', icon: IconPackage },
  { key: 'minimum', icon: IconBasket },
  { key: 'customers', icon: IconUsers },
  { key: 'routes', icon: IconRoute },
  { key: 'app', icon: IconDeviceMobile },
  { key: 'payments', icon: IconReceipt },
] as const;
const MONEY = [
  { key: 'settlement', icon: IconCalendarDollar },
  { key: 'fee', icon: IconPercentage },
  { key: 'minimum', icon: IconBasket },
] as const;
const FAQ = ['cost', 'paid', 'own', 'orgnr', 'accept', 'delivery', 'quality', 'unsure'] as const;

/** /leverandor and /vendor: what selling firewood on Vedmarked means, and where to sign up. */
export default function VendorInfoPage() {
  const { t, i18n } = useTranslation('vendor-info');
  const v = VENDOR_VALUES;
  return (
    <>
      <InfoHero eyebrow={t('vendor.eyebrow')} title={t('vendor.title')} lead={t('vendor.lead', v)} art="logs">
        <Group gap="sm">
          <CtaButton to="/leverandor-register" size="lg" variant="white" rightSection={<IconArrowRight size={18} aria-hidden />}>
            {t('vendor.cta-register')}
          </CtaButton>
          <CtaButton to="/leverandor-transporter-register" size="lg" variant="outline" color="white">
            {t('vendor.cta-register-transporter')}
          </CtaButton>
        </Group>
      </InfoHero>

      <Box bg="white" py={{ base: 32, md: 48 }}>
        <Container size="lg">
          <FactList
            label={t('vendor.facts-label')}
            facts={[
              { key: 'settlement', value: t('vendor.fact-settlement-value', v), text: t('vendor.fact-settlement') },
              { key: 'fee', value: percent(v.vendorFee, i18n.language), text: t('vendor.fact-fee') },
              { key: 'min', value: t('vendor.fact-min-value', v), text: t('vendor.fact-min') },
            ]}
          />
        </Container>
      </Box>

      <Section id="vendor-how" title={t('vendor.how-title')} lead={t('vendor.how-lead')}>
        <StepList steps={STEPS.map((key) => ({ key, title: t(`vendor.steps.${key}.title`), text: t(`vendor.steps.${key}.text`, v) }))} />
      </Section>

      <Section id="vendor-control" title={t('vendor.control-title')} lead={t('vendor.control-lead')} white>
        <FeatureCards
          items={FEATURES.map(({ key, icon }) => ({ key, icon, title: t(`vendor.features.${key}.title`), text: t(`vendor.features.${key}.text`, v) }))}
        />
      </Section>

      <Section id="vendor-areas" title={t('vendor.areas-title')}>
        <Grid gutter={{ base: 'xl', md: 48 }}>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="md" maw={640}>
              {(['areas-text-1', 'areas-text-2', 'areas-text-3'] as const).map((k) => (
                <Text key={k} size="lg" lh={1.65}>
                  {t(`vendor.${k}`)}
                </Text>
              ))}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <HubRadiusFigure />
          </Grid.Col>
        </Grid>
      </Section>

      <Section id="vendor-money" title={t('vendor.money-title')} white>
        <FeatureCards items={MONEY.map(({ key, icon }) => ({ key, icon, title: t(`vendor.money.${key}.title`, v), text: t(`vendor.money.${key}.text`, v) }))} />
      </Section>

      <Box component="section" aria-labelledby="vendor-transport" py={{ base: 40, md: 64 }}>
        <Container size="lg">
          <Paper radius="lg" p={{ base: 'lg', md: 40 }} bg="forest.0" withBorder style={{ borderColor: 'var(--mantine-color-forest-2)' }}>
            <Grid gutter="xl" align="center">
              <Grid.Col span={{ base: 12, md: 'content' }}>
                <ThemeIcon size={72} radius="xl" color="forest.8" aria-hidden>
                  <IconTruckDelivery size={40} stroke={1.5} />
                </ThemeIcon>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 'auto' }}>
                <Title order={2} id="vendor-transport" fz={{ base: 24, md: 30 }} mb="sm">
                  {t('vendor.transport-title')}
                </Title>
                <Text size="lg" lh={1.6} mb="sm">
                  {t('vendor.transport-text-1')}
                </Text>
                <Text lh={1.6} c="gray.8" mb="lg">
                  {t('vendor.transport-text-2')}
                </Text>
                <Group gap="md">
                  <CtaButton to="/leverandor-transporter-register" color="forest.8" size="md">
                    {t('vendor.transport-cta')}
                  </CtaButton>
                  <Text>
                    {t('vendor.transport-only')}{' '}
                    <Anchor component={Link} to="/transporter-register" c="forest.9" fw={600} underline="always">
                      {t('vendor.transport-only-link')}
                    </Anchor>
                  </Text>
                </Group>
              </Grid.Col>
            </Grid>
          </Paper>
        </Container>
      </Box>

      <Section id="vendor-faq" title={t('shared.faq-title')} white>
        <InfoFaq prefix="vendor.faq" ids={FAQ} values={v} />
      </Section>

      <CtaBand id="vendor-final" title={t('vendor.final-title')} text={t('vendor.final-text')}>
        <Group justify="center" gap="sm">
          <CtaButton to="/leverandor-register" size="lg" rightSection={<IconArrowRight size={18} aria-hidden />}>
            {t('vendor.cta-register')}
          </CtaButton>
          <CtaButton to="/leverandor-transporter-register" size="lg" variant="white" color="dark">
            {t('vendor.cta-register-transporter')}
          </CtaButton>
        </Group>
        <Group justify="center" gap="xl" mt="sm">
          <Anchor component={Link} to="/ildstedet" c="white" underline="always">
            {t('vendor.final-dealer')}
          </Anchor>
          <Anchor component={Link} to="/bransjemarked" c="white" underline="always">
            {t('vendor.final-market')}
          </Anchor>
        </Group>
      </CtaBand>
    </>
  );
}
