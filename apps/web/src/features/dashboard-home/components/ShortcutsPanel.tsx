import { ActionIcon, Alert, Button, Group, Menu, Paper, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconPin, IconPinnedOff, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notify } from '../../../lib/notify.ts';
import { useShortcuts, useToggleShortcut } from '../api/dashboard.ts';

/**
 * The user's shortcuts on the home: pinned pages as links, each with an unpin button, and a menu of
 * the pages the role may still pin (keyboard operable: Mantine's Menu and plain buttons).
 */
export function ShortcutsPanel() {
  const { t } = useTranslation(['dashboard', 'common']);
  const shortcuts = useShortcuts();
  const toggle = useToggleShortcut();
  const run = (path: string, pin: boolean, name: string) =>
    toggle.mutate(
      { path, pin },
      {
        onSuccess: () => notify('success', t(pin ? 'dashboard:shortcuts.pinned' : 'dashboard:shortcuts.unpinned', { page: name })),
        onError: (e) => notify('error', e.message),
      },
    );
  const data = shortcuts.data;
  const full = data ? data.shortcuts.length >= data.max : true;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="shortcuts-title" data-testid="shortcuts">
      <Group justify="space-between" mb="xs" wrap="wrap">
        <Title order={2} fz="h4" id="shortcuts-title">
          {t('dashboard:shortcuts.title')}
        </Title>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button size="xs" variant="default" leftSection={<IconPlus size={14} aria-hidden />} disabled={!data || full || !data.available.length}>
              {t('dashboard:shortcuts.add')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {data?.available.map((p) => (
              <Menu.Item key={p.path} leftSection={<IconPin size={14} aria-hidden />} onClick={() => run(p.path, true, t(`common:${p.title_key}`))}>
                {t(`common:${p.title_key}`)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </Group>
      {shortcuts.error && <Alert color="red">{shortcuts.error.message}</Alert>}
      {!data ? (
        <Skeleton h={40} />
      ) : data.shortcuts.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('dashboard:shortcuts.empty')}
        </Text>
      ) : (
        <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {data.shortcuts.map((p) => {
            const name = t(`common:${p.title_key}`);
            return (
              <Group key={p.path} component="li" justify="space-between" wrap="nowrap" gap="xs">
                <Button component={Link} to={p.path} variant="subtle" px={6} justify="flex-start" data-testid={`shortcut-${p.path}`}>
                  {name}
                </Button>
                <Tooltip label={t('dashboard:shortcuts.unpin', { page: name })}>
                  <ActionIcon
                    variant="subtle"
                    color="gray.7"
                    onClick={() => run(p.path, false, name)}
                    aria-label={t('dashboard:shortcuts.unpin', { page: name })}
                  >
                    <IconPinnedOff size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              </Group>
            );
          })}
        </Stack>
      )}
      {full && data && (
        <Text size="xs" c="gray.7" mt="xs">
          {t('dashboard:shortcuts.full', { max: data.max })}
        </Text>
      )}
    </Paper>
  );
}
