import type { AdminVendorRow } from '@vedmarked/domain';
import { Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PlanMap } from '../../../components/plan-map/index.tsx';
import { notify } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session.ts';
import { useConfirmCompany, useSetVendorActive } from '../api/console.ts';
import { showReasonError } from './reason-error.ts';

/** One vendor: its hubs on a map, switching it on or off (with a reason), confirming its company, acting as it. */
export function VendorPanel({ vendor }: { vendor: AdminVendorRow }) {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const { user, token } = useSession();
  const setActive = useSetVendorActive();
  const confirm = useConfirmCompany();
  const form = useForm({ initialValues: { reason: '' } });
  const [first, ...others] = vendor.hubs;
  const toggle = form.onSubmit(async (v) => {
    try {
      await setActive.mutateAsync({ id: vendor.id, active: !vendor.active, reason: v.reason });
      notify('success', t(vendor.active ? 'vendors.deactivated' : 'vendors.activated', { name: vendor.name }));
      form.reset();
    } catch (e) {
      showReasonError(form, e);
    }
  });
  return (
    <Paper withBorder p="md" radius="md" data-testid="vendor-panel">
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h3">
            {vendor.name}
          </Title>
          <Badge color={vendor.active ? 'green' : 'gray'} variant="light" c="dark.8">
            {t(vendor.active ? 'vendors.active' : 'vendors.inactive')}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t('vendors.coverage', { postcodes: vendor.postcodes, hubs: vendor.hubs.length })}
        </Text>
        {first && (
          <PlanMap
            label={t('vendors.map', { name: vendor.name })}
            hub={{ lat: first.lat, lon: first.lon, label: `${first.name}, ${first.postcode} ${first.city}` }}
            stops={others.map((h) => ({ id: h.id, lat: h.lat, lon: h.lon, label: `${h.name}, ${h.postcode} ${h.city}` }))}
            radiusKm={first.radius_km}
            zoomIn={t('vendors.zoom-in')}
            zoomOut={t('vendors.zoom-out')}
          />
        )}
        <Stack gap={2}>
          {vendor.hubs.map((h) => (
            <Text key={h.id} size="sm">
              {h.name} · {h.postcode} {h.city} · {t('vendors.radius', { km: h.radius_km })}
            </Text>
          ))}
        </Stack>
        <form onSubmit={toggle} noValidate>
          <Group align="flex-end">
            <TextInput label={t('actions.reason')} required {...form.getInputProps('reason')} style={{ flex: 1, minWidth: 220 }} />
            <Button type="submit" color={vendor.active ? 'red' : 'green'} variant="light" loading={setActive.isPending}>
              {t(vendor.active ? 'vendors.deactivate' : 'vendors.activate')}
            </Button>
          </Group>
        </form>
        <Group>
          {vendor.company_status === 'pending' && (
            <Button
              variant="default"
              loading={confirm.isPending}
              onClick={() =>
                confirm.mutate(vendor.user_id, {
                  onSuccess: () => notify('success', t('vendors.company-confirmed', { name: vendor.company_name })),
                  onError: (e) => notify('error', e.message),
                })
              }
            >
              {t('vendors.confirm-company')}
            </Button>
          )}
          {vendor.user_active && user && token && (
            <Button variant="default" onClick={() => navigate(`/impersonate/${user.id}/${vendor.user_id}?admin_token=${encodeURIComponent(token)}`)}>
              {t('vendors.act-as')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
