import { GUIDE_PATHS, isVendorRole } from '@vedmarked/domain';
import { Alert, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { VendorDugnads } from '../../dugnad/index.ts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../../lib/session.ts';
import { HomeCards, HomeFaq, ShortcutsPanel, useDashboardHome } from '../../dashboard-home/index.ts';

/**
 * /dashboard: what needs attention now (issue 11, item 3; decision 0040): the role's cards from one
 * call (GET /api/dashboard/home), the user's pinned shortcuts and the FAQ. On the first visit after
 * the first sign-in it opens the role's guide instead (the company tour, or the welcome page).
 */
export default function DashboardHomePage() {
  const { actor } = useSession();
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const home = useDashboardHome(actor !== 'admin');
  const guide = home.data?.guide;
  useEffect(() => {
    if (guide) navigate(GUIDE_PATHS[guide], { replace: true });
  }, [guide, navigate]);

  return (
    <Stack maw={1200} mx="auto" gap="md">
      <div>
        <Title order={1}>{t('home.title')}</Title>
        <Text c="gray.7">{t('home.lead')}</Text>
      </div>
      {home.error && <Alert color="red">{home.error.message}</Alert>}
      <HomeCards cards={home.data?.cards} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ShortcutsPanel />
        <HomeFaq />
      </SimpleGrid>
      {isVendorRole(actor) && <VendorDugnads />}
    </Stack>
  );
}
