import { canAccess } from '@vedmarked/domain';
import { NavLink, Text } from '@mantine/core';
import { IconPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../../lib/session.ts';
import { useShortcuts } from '../api/dashboard.ts';

/** The pinned shortcuts under the dashboard navigation (hidden while the navigation is folded). */
export function ShortcutNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation(['common', 'dashboard']);
  const { actor } = useSession();
  const shortcuts = useShortcuts(canAccess('dashboard', actor));
  const { pathname } = useLocation();
  const list = shortcuts.data?.shortcuts ?? [];
  if (!list.length) return null;
  return (
    <nav aria-labelledby="shortcut-nav-title">
      <Text id="shortcut-nav-title" size="xs" fw={700} c="gray.7" tt="uppercase" px="sm" mt="md" mb={4}>
        {t('dashboard:shortcuts.title')}
      </Text>
      {list.map((p) => (
        <NavLink
          key={p.path}
          component={Link}
          to={p.path}
          label={t(p.title_key)}
          leftSection={<IconPin size={18} aria-hidden />}
          active={pathname === p.path}
          onClick={onNavigate}
        />
      ))}
    </nav>
  );
}
