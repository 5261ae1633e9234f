import { type VehicleInput, type VehicleView, vehicleBody } from '@vedmarked/domain';
import { Alert, Button, Card, Group, Modal, NumberInput, Paper, SimpleGrid, Skeleton, Stack, Switch, Table, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTruck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify.ts';
import { useChangeVehicleStatus, useSaveVehicle, useVehicles } from '../api/vehicles.ts';
import { confirmSwitch } from '../../../components/confirm.tsx';
import { zodValidate } from '../../../lib/zod-form.ts';
import { DialogActions } from '../../../components/DialogActions.tsx';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { RULE_MESSAGES } from './rule-messages.ts';

/** The user's vehicles (spec section 3: car number, capacity kg, width, height, depth cm, active). */
export function VehiclesPanel() {
  const { t, i18n } = useTranslation('delivery');
  const vehicles = useVehicles();
  const change = useChangeVehicleStatus();
  const [editing, setEditing] = useState<VehicleView | 'new' | null>(null);
  const n = (v: number) => v.toLocaleString(i18n.language);

  const toggle = async (v: VehicleView, active: boolean) => {
    const ok = await confirmSwitch({
      title: t(active ? 'vehicles.on-title' : 'vehicles.off-title', { number: v.car_number }),
      body: t(active ? 'vehicles.on-text' : 'vehicles.off-text'),
      confirm: t(active ? 'vehicles.on' : 'vehicles.off'),
      cancel: t('cancel'),
      danger: !active,
    });
    if (!ok) return;
    change.mutate(
      { id: v.id, active },
      {
        onSuccess: (r) => notify('success', t(r.active ? 'vehicles.saved-on' : 'vehicles.saved-off', { number: r.car_number })),
        onError: (e) => notify('error', e.message),
      },
    );
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="vehicles-title">
      <Group justify="space-between" mb="sm">
        <div>
          <Title order={2} fz="h3" id="vehicles-title">
            {t('vehicles.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('vehicles.lead')}
          </Text>
        </div>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t('vehicles.add')}
        </Button>
      </Group>
      {vehicles.isLoading && <Skeleton h={120} />}
      {vehicles.error && <Alert color="red">{vehicles.error.message}</Alert>}
      {vehicles.data?.length === 0 && (
        <Card withBorder padding="lg">
          <Group wrap="nowrap">
            <IconTruck size={32} aria-hidden />
            <Text>{t('vehicles.empty')}</Text>
          </Group>
        </Card>
      )}
      {!!vehicles.data?.length && (
        <Table.ScrollContainer minWidth={560}>
          <Table striped highlightOnHover data-testid="vehicles-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('vehicles.car-number')}</Table.Th>
                <Table.Th ta="right">{t('vehicles.capacity')}</Table.Th>
                <Table.Th>{t('vehicles.size')}</Table.Th>
                <Table.Th>{t('vehicles.active')}</Table.Th>
                <Table.Th>{t('vehicles.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {vehicles.data.map((v) => (
                <Table.Tr key={v.id} data-testid="vehicle-row">
                  <Table.Td fw={600}>{v.car_number}</Table.Td>
                  <Table.Td ta="right">{n(v.capacity_kg)}</Table.Td>
                  <Table.Td>
                    {n(v.width_cm)} × {n(v.height_cm)} × {n(v.depth_cm)}
                  </Table.Td>
                  <Table.Td>
                    <Switch
                      checked={v.active}
                      disabled={change.isPending}
                      onChange={(e) => void toggle(v, e.currentTarget.checked)}
                      aria-label={t('vehicles.active-named', { number: v.car_number })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Button variant="light" size="compact-sm" onClick={() => setEditing(v)} aria-label={t('vehicles.edit-named', { number: v.car_number })}>
                      {t('edit')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {editing && <VehicleForm vehicle={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Paper>
  );
}

type VehicleValues = { car_number: string; capacity_kg: number | string; width_cm: number | string; height_cm: number | string; depth_cm: number | string };
const num = (v: number | string) => (v === '' ? undefined : Number(v));
const toBody = (v: VehicleValues): VehicleInput => ({
  car_number: v.car_number,
  capacity_kg: num(v.capacity_kg) as number,
  width_cm: num(v.width_cm) as number,
  height_cm: num(v.height_cm) as number,
  depth_cm: num(v.depth_cm) as number,
});

function VehicleForm({ vehicle, onClose }: { vehicle: VehicleView | null; onClose: () => void }) {
  const { t } = useTranslation(['delivery', 'delivery-rules', 'errors']);
  const save = useSaveVehicle();
  const form = useForm<VehicleValues>({
    initialValues: {
      car_number: vehicle?.car_number ?? '',
      capacity_kg: vehicle?.capacity_kg ?? '',
      width_cm: vehicle?.width_cm ?? '',
      height_cm: vehicle?.height_cm ?? '',
      depth_cm: vehicle?.depth_cm ?? '',
    },
    validate: zodValidate(vehicleBody, t, toBody, RULE_MESSAGES),
  });
  const title = vehicle ? t('vehicles.edit-title', { number: vehicle.car_number }) : t('vehicles.add-title');
  const { submit } = useFormSubmit(
    form,
    async (v) => {
      const saved = await save.mutateAsync({ id: vehicle?.id, body: toBody(v) });
      notify('success', t('vehicles.saved', { number: saved.car_number }));
      onClose();
    },
    (message) => notify('error', message),
  );
  const whole = (name: keyof VehicleValues, label: string, unit: string) => (
    <NumberInput
      label={label}
      required
      min={1}
      allowDecimal={false}
      allowNegative={false}
      hideControls
      thousandSeparator=" "
      rightSection={
        <Text size="sm" c="dimmed" aria-hidden>
          {unit}
        </Text>
      }
      {...form.getInputProps(name)}
    />
  );
  return (
    <Modal opened onClose={onClose} title={title} size="lg" closeButtonProps={{ 'aria-label': t('close') }}>
      <form onSubmit={submit} noValidate aria-label={title} data-testid="vehicle-form">
        <Stack>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              label={t('vehicles.car-number')}
              description={t('vehicles.car-number-hint')}
              required
              autoCapitalize="characters"
              {...form.getInputProps('car_number')}
            />
            {whole('capacity_kg', t('vehicles.capacity-field'), 'kg')}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            {whole('width_cm', t('vehicles.width'), 'cm')}
            {whole('height_cm', t('vehicles.height'), 'cm')}
            {whole('depth_cm', t('vehicles.depth'), 'cm')}
          </SimpleGrid>
          <DialogActions onCancel={onClose} saving={save.isPending} cancelLabel={t('cancel')} saveLabel={t('save')} />
        </Stack>
      </form>
    </Modal>
  );
}
