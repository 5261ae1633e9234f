import { type Currency, deliveryBands, type HubView, WEEKDAYS } from '@vedmarked/domain';
import { Badge, Button, Card, Group, Paper, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { IconBuildingWarehouse, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlanMap } from '../../../components/plan-map/index.tsx';
import { notify } from '../../../lib/notify.ts';
import { useChangeHubStatus } from '../api/hubs.ts';
import { confirmSwitch } from '../../../components/confirm.tsx';
import { BandsText } from './hub-form-parts.tsx';
import { HubForm } from './HubForm.tsx';

/** The vendor's hubs: where it delivers from, how far, at what price; each with its active switch. */
export function HubsPanel({ hubs, currency }: { hubs: HubView[]; currency: Currency }) {
  const { t } = useTranslation('delivery');
  const [editing, setEditing] = useState<HubView | 'new' | null>(null);

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="hubs-title">
      <Group justify="space-between" mb="sm">
        <div>
          <Title order={2} fz="h3" id="hubs-title">
            {t('hubs.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('hubs.lead')}
          </Text>
        </div>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t('hubs.add')}
        </Button>
      </Group>
      {hubs.length === 0 ? (
        <Card withBorder padding="lg">
          <Group wrap="nowrap">
            <IconBuildingWarehouse size={32} aria-hidden />
            <Text>{t('hubs.empty')}</Text>
          </Group>
        </Card>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {hubs.map((h) => (
            <HubCard key={h.id} hub={h} currency={currency} onEdit={() => setEditing(h)} />
          ))}
        </SimpleGrid>
      )}
      {editing && <HubForm hub={editing === 'new' ? null : editing} currency={currency} onClose={() => setEditing(null)} />}
    </Paper>
  );
}

function HubCard({ hub, currency, onEdit }: { hub: HubView; currency: Currency; onEdit: () => void }) {
  const { t, i18n } = useTranslation('delivery');
  const { t: tc } = useTranslation('common');
  const lang = i18n.language;
  const change = useChangeHubStatus();
  const bands = deliveryBands(hub.radius_km, hub.delivery_areas, hub.standard_delivery_cost);
  const openDays = WEEKDAYS.filter((d) => hub.working_schedule[d]);

  const toggle = async (active: boolean) => {
    const ok = await confirmSwitch({
      title: t(active ? 'hubs.on-title' : 'hubs.off-title', { name: hub.name }),
      body: t(active ? 'hubs.on-text' : 'hubs.off-text'),
      confirm: t(active ? 'hubs.on' : 'hubs.off'),
      cancel: t('cancel'),
      danger: !active,
    });
    if (!ok) return;
    change.mutate(
      { id: hub.id, active },
      {
        onSuccess: (h) => notify('success', t(h.active ? 'hubs.saved-on' : 'hubs.saved-off', { name: h.name })),
        onError: (e) => notify('error', e.message),
      },
    );
  };

  return (
    <Card withBorder padding="md" data-testid="hub-card" aria-label={hub.name} component="article">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Group gap="xs">
              <Title order={3} fz="lg">
                {hub.name}
              </Title>
              <Badge color={hub.active ? 'green' : 'gray'} variant="light">
                {t(hub.active ? 'hubs.active' : 'hubs.inactive')}
              </Badge>
            </Group>
            <Text size="sm">
              {hub.street}, {hub.postcode} {hub.city}
            </Text>
          </div>
          <Button variant="light" size="compact-sm" onClick={onEdit} aria-label={t('hubs.edit-named', { name: hub.name })}>
            {t('edit')}
          </Button>
        </Group>
        <Text size="sm">
          {t('hubs.radius', { km: hub.radius_km.toLocaleString(lang) })} ·{' '}
          <span data-testid="hub-covered">{t('hubs.covered', { count: hub.postcodes_covered })}</span>
        </Text>
        <BandsText bands={bands} currency={currency} />
        <PlanMap
          label={t('hubs.map-label', { name: hub.name, km: hub.radius_km.toLocaleString(lang) })}
          hub={{ lat: hub.lat, lon: hub.lon, label: tc('map.hub', { name: hub.name }) }}
          radiusKm={hub.radius_km}
          zoomIn={tc('map.zoom-in')}
          zoomOut={tc('map.zoom-out')}
          testId="hub-map"
        />
        <Text size="sm" c="dimmed">
          {openDays.length
            ? openDays.map((d) => `${t(`days-short.${d}`)} ${hub.working_schedule[d]!.from}–${hub.working_schedule[d]!.to}`).join(', ')
            : t('hubs.no-schedule')}
        </Text>
        <Switch
          mt={4}
          checked={hub.active}
          disabled={change.isPending}
          onChange={(e) => void toggle(e.currentTarget.checked)}
          label={t('hubs.active-label')}
          aria-label={t('hubs.active-named', { name: hub.name })}
          data-testid="hub-active"
        />
      </Stack>
    </Card>
  );
}
