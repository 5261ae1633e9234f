import { Button, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingStore, IconPackage, IconTrees } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useFinishGuide } from '../api/dashboard.ts';

const STEPS = [
  { key: 'company', to: '/dashboard/company', icon: IconBuildingStore },
  { key: 'list', to: '/dashboard/products/round-timber', icon: IconTrees },
  { key: 'orders', to: '/dashboard/orders', icon: IconPackage },
] as const;

/**
 * /dashboard/welcome: the wholesaler's first sign-in (issue 11, item 4): what the industry market
 * is, and the three steps to start. Finishing or skipping it marks it done on the server.
 */
export default function WelcomePage() {
  const { t } = useTranslation('dashboard');
  const finish = useFinishGuide();
  const navigate = useNavigate();
  const done = (to: string) => finish.mutate('welcome', { onSettled: () => navigate(to) });

  return (
    <Stack maw={900} mx="auto" gap="md">
      <div>
        <Title order={1}>{t('welcome.title')}</Title>
        <Text c="gray.7" mt={4}>
          {t('welcome.lead')}
        </Text>
      </div>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="welcome-market">
        <Title order={2} fz="h3" id="welcome-market">
          {t('welcome.market-title')}
        </Title>
        <Text mt="xs">{t('welcome.market-text')}</Text>
      </Paper>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="welcome-steps">
        <Title order={2} fz="h3" id="welcome-steps" mb="sm">
          {t('welcome.steps-title')}
        </Title>
        <List spacing="md" type="ordered" listStyleType="none" p={0}>
          {STEPS.map((s, i) => (
            <List.Item
              key={s.key}
              icon={
                <ThemeIcon color="ember.9" radius="xl" size={32} aria-hidden>
                  <s.icon size={18} />
                </ThemeIcon>
              }
            >
              <Text fw={600}>
                {i + 1}. {t(`welcome.step-${s.key}`)}
              </Text>
              <Text size="sm" c="gray.7">
                {t(`welcome.step-${s.key}-text`)}
              </Text>
              <Button component={Link} to={s.to} variant="subtle" px={0} size="compact-sm">
                {t(`welcome.step-${s.key}-link`)}
              </Button>
            </List.Item>
          ))}
        </List>
      </Paper>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => done('/dashboard')} loading={finish.isPending}>
          {t('welcome.skip')}
        </Button>
        <Button onClick={() => done('/dashboard/company')} loading={finish.isPending}>
          {t('welcome.start')}
        </Button>
      </Group>
    </Stack>
  );
}
