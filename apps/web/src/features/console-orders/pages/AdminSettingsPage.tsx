import { PLATFORM_SETTING_KEYS, type PlatformSettings } from '@vedmarked/domain';
import { Alert, Button, Group, NumberInput, Paper, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { notify } from '../../../lib/notify.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { usePlatformSettings, useSavePlatformSettings } from '../api/console.ts';
import { dateTime } from '../components/labels.tsx';

type Values = Record<keyof PlatformSettings, number | string> & { reason: string };

function SettingsForm({ settings, defaults }: { settings: PlatformSettings; defaults: PlatformSettings }) {
  const { t } = useTranslation('console');
  const save = useSavePlatformSettings();
  const form = useForm<Values>({ initialValues: { ...settings, reason: '' } });
  const { submit, alert } = useFormSubmit(form, async (v) => {
    const body = Object.fromEntries(PLATFORM_SETTING_KEYS.map((k) => [k, v[k] === '' ? undefined : Number(v[k])])) as Partial<PlatformSettings>;
    const r = await save.mutateAsync({ ...body, reason: v.reason });
    notify('success', r.changed.length ? t('settings.saved', { count: r.changed.length }) : t('actions.unchanged'));
    form.setFieldValue('reason', '');
  });
  return (
    <form onSubmit={submit} noValidate data-testid="settings-form">
      <Stack>
        <FormAlert message={alert} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {PLATFORM_SETTING_KEYS.map((k) => (
            <NumberInput
              key={k}
              label={t(`settings.field.${k}`)}
              description={t('settings.default', { value: defaults[k] })}
              allowDecimal={false}
              suffix={k.endsWith('_pct') ? ' %' : undefined}
              {...form.getInputProps(k)}
            />
          ))}
        </SimpleGrid>
        <TextInput label={t('actions.reason')} description={t('actions.reason-hint')} required {...form.getInputProps('reason')} />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('settings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /dashboard/settings (admin, issue 13 item 5): the platform settings, each change audited with its reason. */
export default function AdminSettingsPage() {
  const { t } = useTranslation('console');
  const q = usePlatformSettings();
  return (
    <Stack maw={900} mx="auto" gap="md">
      <div>
        <Title order={1}>{t('settings.title')}</Title>
        <Text c="dimmed">{t('settings.lead')}</Text>
      </div>
      {q.isPending ? (
        <Skeleton h={240} />
      ) : q.error ? (
        <Alert color="red">{q.error.message}</Alert>
      ) : (
        <Paper withBorder p="md" radius="md">
          <Stack>
            {q.data.updated_at && (
              <Text size="sm" c="dimmed">
                {t('settings.updated', { at: dateTime(q.data.updated_at) })}
              </Text>
            )}
            <SettingsForm key={q.data.updated_at ?? 'defaults'} settings={q.data.settings} defaults={q.data.defaults} />
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
