import type { Role } from '@vedmarked/domain';
import { Alert, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session.ts';
import { storage, useStored } from '../../../lib/storage.ts';
import { updateSettings, useProfile } from '../api/profile.ts';
import { CompanyForm } from '../components/CompanyForm.tsx';
import { PersonalForm } from '../components/PersonalForm.tsx';

/**
 * /dashboard/company: the company profile of vendors, transporters, wholesalers and round-timber
 * transporters, with the contact person. After the first sign-in it opens with the company tour.
 */
export default function CompanyProfilePage() {
  const { t } = useTranslation('profile');
  const { actor } = useSession();
  const role = actor as Role;
  const profile = useProfile(role);
  const tour = useStored('joyrideCompany');

  const endTour = () => {
    storage.set('joyrideCompany', false);
    void updateSettings({ company_tour: false }).catch(() => undefined);
  };

  return (
    <Stack maw={1100} mx="auto" gap="md">
      <Title order={1}>{t('company.page-title')}</Title>
      {tour && (
        <Alert color="ember" variant="light" icon={<IconBuildingStore aria-hidden />} title={t('tour.title')} data-testid="company-tour">
          <Text size="sm" mb="xs">
            {t('tour.text')}
          </Text>
          <Group>
            <Button size="xs" variant="default" onClick={endTour}>
              {t('tour.later')}
            </Button>
          </Group>
        </Alert>
      )}
      {profile.error && <Alert color="red">{profile.error.message}</Alert>}
      {!profile.data ? (
        <Skeleton h={320} />
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
            <Title order={2} fz="h3" mb="sm">
              {t('company.title')}
            </Title>
            <CompanyForm role={role} profile={profile.data} onSaved={() => storage.set('joyrideCompany', false)} />
          </Paper>
          <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
            <Title order={2} fz="h3" mb="sm">
              {t('personal.contact-title')}
            </Title>
            <PersonalForm role={role} profile={profile.data} />
          </Paper>
        </SimpleGrid>
      )}
    </Stack>
  );
}
