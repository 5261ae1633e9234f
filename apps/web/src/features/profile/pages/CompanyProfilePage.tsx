import { firstSignInGuideFor, type Role } from '@vedmarked/domain';
import { Alert, Paper, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CompanyTour, useFinishGuide } from '../../dashboard-home/index.ts';
import { useSession } from '../../../lib/session.ts';
import { useStored } from '../../../lib/storage.ts';
import { useProfile } from '../api/profile.ts';
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
  const [params, setParams] = useSearchParams();
  const stored = useStored('joyrideCompany');
  const tour = firstSignInGuideFor(role) === 'company' && (stored || params.get('tour') === '1');
  const finish = useFinishGuide();

  const endTour = () => {
    finish.mutate('company');
    if (params.has('tour')) setParams({}, { replace: true });
  };

  return (
    <Stack maw={1100} mx="auto" gap="md">
      <Title order={1}>{t('company.page-title')}</Title>
      {tour && <CompanyTour ready={!!profile.data} onEnd={endTour} />}
      {profile.error && <Alert color="red">{profile.error.message}</Alert>}
      {!profile.data ? (
        <Skeleton h={320} />
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
            <Title order={2} fz="h3" mb="sm">
              {t('company.title')}
            </Title>
            <CompanyForm role={role} profile={profile.data} onSaved={() => tour && endTour()} />
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
