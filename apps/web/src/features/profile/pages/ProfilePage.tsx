import type { Role } from '@vedmarked/domain';
import { Alert, Container, Paper, Skeleton, Tabs, Title } from '@mantine/core';
import { IconBuilding, IconCreditCard, IconMapPin, IconTruckDelivery, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../lib/session.ts';
import { useProfile } from '../api/profile.ts';
import { AddressesPanel } from '../components/AddressesPanel.tsx';
import { CompanyForm } from '../components/CompanyForm.tsx';
import { PaymentsPanel, SuppliersPanel } from '../components/HistoryPanels.tsx';
import { PersonalForm } from '../components/PersonalForm.tsx';

const TABS = ['personal', 'company', 'payments', 'location', 'supplier'] as const;
type Tab = (typeof TABS)[number];
const ICONS = { personal: IconUser, company: IconBuilding, payments: IconCreditCard, location: IconMapPin, supplier: IconTruckDelivery };

/** /profile: the customer's profile, with the tabs of spec section 2 (the tab is kept in ?tab=). */
export default function ProfilePage() {
  const { t } = useTranslation('profile');
  const { actor } = useSession();
  const role = actor as Role;
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as Tab) : 'personal';
  const profile = useProfile(role);

  return (
    <Container size="lg" py="xl" px={{ base: 'xs', sm: 'md' }}>
      <Title order={1} mb="md">
        {t('title')}
      </Title>
      {profile.error && <Alert color="red">{profile.error.message}</Alert>}
      <Tabs value={tab} onChange={(v) => setParams(v === 'personal' ? {} : { tab: v ?? 'personal' }, { replace: true })} keepMounted={false}>
        <Tabs.List mb="md" style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
          {TABS.map((k) => {
            const Icon = ICONS[k];
            return (
              <Tabs.Tab key={k} value={k} leftSection={<Icon size={16} aria-hidden />}>
                {t(`tabs.${k}`)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
          {!profile.data ? (
            <Skeleton h={240} />
          ) : (
            <>
              <Tabs.Panel value="personal">
                <PersonalForm role={role} profile={profile.data} />
              </Tabs.Panel>
              <Tabs.Panel value="company">
                <CompanyForm role={role} profile={profile.data} />
              </Tabs.Panel>
              <Tabs.Panel value="payments">
                <PaymentsPanel role={role} profile={profile.data} />
              </Tabs.Panel>
              <Tabs.Panel value="location">
                <AddressesPanel role={role} />
              </Tabs.Panel>
              <Tabs.Panel value="supplier">
                <SuppliersPanel role={role} />
              </Tabs.Panel>
            </>
          )}
        </Paper>
      </Tabs>
    </Container>
  );
}
