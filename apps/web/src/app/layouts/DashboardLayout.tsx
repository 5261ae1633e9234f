import '@mantine/spotlight/styles.css';
import { type Area, canAccess } from '@vedmarked/domain';
import { ActionIcon, AppShell, Badge, Box, Burger, Button, Group, Indicator, Kbd, NavLink, ScrollArea, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { useDisclosure, useLocalStorage } from '@mantine/hooks';
import { Spotlight, type SpotlightActionData, spotlight } from '@mantine/spotlight';
import {
  IconBuildingStore,
  IconBuildingWarehouse,
  IconCash,
  IconDeviceMobile,
  IconHistory,
  IconHome,
  IconInbox,
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconMap2,
  IconMessages,
  IconPackage,
  IconRoute,
  IconSearch,
  IconSettings,
  IconTrees,
  IconTruck,
  IconTruckDelivery,
  IconUsers,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { LanguageMenu } from '../../components/LanguageMenu.tsx';
import { Logo } from '../../components/Logo.tsx';
import { UserMenu } from '../../components/UserMenu.tsx';
import { useBadge, useBadgeCounts } from '../../lib/badges.ts';
import { useSession } from '../../lib/session.ts';
import { OPEN_SUPPORT_EVENT } from '../../lib/support-panel.ts';
import { ShellExtras } from '../shell-extras.tsx';
import { UNREAD_BADGE_COLOR } from '../theme.ts';
import { SkipLink } from '../../components/SkipLink.tsx';
import { SupportSlot } from '../../components/SupportSlot.tsx';
import { ShortcutNav } from '../../features/dashboard-home/index.ts';

export { OPEN_SUPPORT_EVENT };

interface NavItem {
  key: string;
  to?: string;
  area: Area;
  icon: ComponentType<{ size?: number }>;
  /** Opens something instead of navigating (Messages opens the support panel: no route). */
  event?: string;
  disabled?: boolean;
  /** Counters from GET /{role}/badges shown on the item (lib/badges.ts), each with its own spoken name (nav.badge.*). */
  badges?: readonly string[];
}

/** The dashboard navigation, filtered by role with the permission table. */
export const DASHBOARD_NAV: NavItem[] = [
  { key: 'nav.dashboard', to: '/dashboard', area: 'dashboard', icon: IconHome, badges: ['stuck'] },
  { key: 'nav.welcome', to: '/dashboard/welcome', area: 'wholesaler', icon: IconTrees },
  { key: 'nav.orders', to: '/dashboard/orders', area: 'ordersPage', icon: IconPackage },
  { key: 'nav.market', to: '/dashboard/market', area: 'vendor', icon: IconBuildingWarehouse },
  { key: 'nav.market-orders', to: '/dashboard/market/orders', area: 'vendor', icon: IconPackage },
  { key: 'nav.routes', to: '/dashboard/routes', area: 'vendor', icon: IconRoute },
  { key: 'nav.driver', to: '/driver', area: 'vendor', icon: IconDeviceMobile },
  { key: 'nav.products', to: '/dashboard/products', area: 'vendor', icon: IconBuildingStore },
  { key: 'nav.round-timber', to: '/dashboard/products/round-timber', area: 'wholesaler', icon: IconTrees },
  { key: 'nav.wholesale-firewood', to: '/dashboard/products/wholesale-firewood', area: 'wholesaler', icon: IconBuildingStore },
  { key: 'nav.trees-on-the-root', to: '/dashboard/products/trees-on-the-root', area: 'wholesaler', icon: IconTrees, disabled: true },
  { key: 'nav.customers', to: '/dashboard/customers', area: 'vendor', icon: IconUsers },
  { key: 'nav.transportation', to: '/dashboard/transportation', area: 'transportation', icon: IconTruck },
  { key: 'nav.delivery', to: '/dashboard/delivery', area: 'delivery', icon: IconTruckDelivery },
  { key: 'nav.settlements', to: '/dashboard/settlements', area: 'settlementsRead', icon: IconCash },
  { key: 'nav.company', to: '/dashboard/company', area: 'company', icon: IconMap2 },
  { key: 'nav.support-inbox', to: '/dashboard/support', area: 'admin', icon: IconInbox, badges: ['messages', 'tickets'] },
  { key: 'nav.vendors', to: '/dashboard/vendors', area: 'admin', icon: IconBuildingStore },
  { key: 'nav.platform-settings', to: '/dashboard/settings', area: 'admin', icon: IconSettings },
  { key: 'nav.audit', to: '/dashboard/audit', area: 'admin', icon: IconHistory },
  { key: 'nav.messages', area: 'vendor', icon: IconMessages, event: OPEN_SUPPORT_EVENT, badges: ['messages'] },
  { key: 'nav.messages', area: 'transportation', icon: IconMessages, event: OPEN_SUPPORT_EVENT, badges: ['messages'] },
];

/** A navigation counter (e.g. unread support conversations); nothing when zero. Its label says what it counts. */
function NavBadge({ name }: { name: string }) {
  const { t } = useTranslation();
  const n = useBadge(name);
  if (n === 0) return null;
  const label = t(`nav.badge.${name}`, { count: n });
  return (
    <Tooltip label={label}>
      <Badge size="sm" circle={n < 10} color={UNREAD_BADGE_COLOR}>
        <span aria-hidden data-testid={`nav-badge-${name}`}>
          {n}
        </span>
        <VisuallyHidden>{label}</VisuallyHidden>
      </Badge>
    </Tooltip>
  );
}

/** The counters of an item, side by side. */
export function NavBadges({ names }: { names: readonly string[] }) {
  return (
    <Group gap={4} wrap="nowrap">
      {names.map((name) => (
        <NavBadge key={name} name={name} />
      ))}
    </Group>
  );
}

/** The item's counters as words, for the folded navigation where only the icon and a dot show. */
function useBadgeWords(names: readonly string[] = []) {
  const { t } = useTranslation();
  const values = useBadgeCounts(names);
  const counts = names.map((name, i) => [name, values[i] ?? 0] as const);
  return {
    total: counts.reduce((sum, [, n]) => sum + n, 0),
    words: counts.filter(([, n]) => n > 0).map(([name, n]) => t(`nav.badge.${name}`, { count: n })),
  };
}

function NavIcon({ item, folded, total }: { item: NavItem; folded: boolean; total: number }) {
  return (
    <Indicator disabled={!folded || total === 0} label={total} size={16} color={UNREAD_BADGE_COLOR}>
      <item.icon size={20} />
    </Indicator>
  );
}

/** One navigation entry: a link, or a button that opens something (the support panel). */
function NavEntry({ item, folded, active, onNavigate }: { item: NavItem; folded: boolean; active: boolean; onNavigate: () => void }) {
  const { t } = useTranslation();
  const label = t(item.key);
  const { total, words } = useBadgeWords(item.badges);
  const common = {
    label: folded ? undefined : label,
    'aria-label': folded ? [label, ...words].join(', ') : undefined,
    leftSection: <NavIcon item={item} folded={folded} total={total} />,
    rightSection: !folded && item.badges ? <NavBadges names={item.badges} /> : undefined,
    active,
    disabled: item.disabled,
    // A disabled link is no link to assistive technology (and axe exempts it from contrast, as it does a disabled button).
    'aria-disabled': item.disabled || undefined,
    description: item.disabled && !folded ? t('nav.not-available') : undefined,
  };
  return item.event ? (
    <NavLink
      component="button"
      {...common}
      onClick={() => {
        window.dispatchEvent(new Event(item.event!));
        onNavigate();
      }}
    />
  ) : (
    <NavLink component={Link} to={item.to!} {...common} onClick={onNavigate} />
  );
}

/** The dashboard layout: role-filtered side navigation (collapsible), toolbar with global search, footer. */
export function DashboardLayout() {
  const { t } = useTranslation();
  const { actor } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [mobileOpen, { toggle: toggleMobile, close: closeMobile }] = useDisclosure(false);
  const [folded, setFolded] = useLocalStorage({ key: 'vm.dashboardNavFolded', defaultValue: false });
  const items = DASHBOARD_NAV.filter((i) => canAccess(i.area, actor));
  const actions: SpotlightActionData[] = items
    .filter((i) => i.to && !i.disabled)
    .map((i) => ({ id: i.key + i.to, label: t(i.key), onClick: () => navigate(i.to!), leftSection: <i.icon size={18} /> }));

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: folded ? 76 : 260, breakpoint: 'md', collapsed: { mobile: !mobileOpen } }}
      footer={{ height: 40 }}
      padding="md"
    >
      <SkipLink />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={mobileOpen} onClick={toggleMobile} hiddenFrom="md" size="sm" aria-label={t('nav.open-menu')} />
            <Tooltip label={t(folded ? 'nav.expand' : 'nav.fold')}>
              <ActionIcon
                variant="subtle"
                color="dark"
                visibleFrom="md"
                onClick={() => setFolded((f) => !f)}
                aria-label={t(folded ? 'nav.expand' : 'nav.fold')}
                aria-expanded={!folded}
              >
                {folded ? <IconLayoutSidebarLeftExpand size={20} /> : <IconLayoutSidebarLeftCollapse size={20} />}
              </ActionIcon>
            </Tooltip>
            <Logo />
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Button
              variant="default"
              leftSection={<IconSearch size={16} aria-hidden />}
              onClick={spotlight.open}
              visibleFrom="sm"
              rightSection={<Kbd size="xs">Ctrl K</Kbd>}
              data-testid="dashboard-search"
            >
              {t('nav.search')}
            </Button>
            <ActionIcon variant="default" size="lg" hiddenFrom="sm" onClick={spotlight.open} aria-label={t('nav.search')}>
              <IconSearch size={18} />
            </ActionIcon>
            <LanguageMenu />
            <UserMenu />
            <SupportSlot />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label={t('nav.dashboard-navigation')}>
        <ScrollArea>
          <nav aria-label={t('nav.dashboard-navigation')}>
            {items.map((i) => {
              const active = i.to ? pathname === i.to || (i.to !== '/dashboard' && pathname.startsWith(`${i.to}/`)) : false;
              const link = <NavEntry key={i.key + (i.to ?? i.area)} item={i} folded={folded} active={active} onNavigate={closeMobile} />;
              return folded ? (
                <Tooltip key={`tt-${i.key}${i.to ?? i.area}`} label={t(i.key)} position="right">
                  <Box>{link}</Box>
                </Tooltip>
              ) : (
                link
              );
            })}
          </nav>
          {!folded && <ShortcutNav onNavigate={closeMobile} />}
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main id="main" tabIndex={-1} bg="gray.0">
        <Outlet />
      </AppShell.Main>
      <AppShell.Footer px="md">
        <Group h="100%" justify="space-between">
          <Text fz="xs" c="gray.7">
            © {new Date().getFullYear()} Vedmarked
          </Text>
          <Text fz="xs" c="gray.7" visibleFrom="sm">
            {t('footer.support-hint')}
          </Text>
        </Group>
      </AppShell.Footer>
      <Spotlight
        actions={actions}
        nothingFound={t('nav.search-nothing')}
        searchProps={{ leftSection: <IconSearch size={18} />, placeholder: t('nav.search-placeholder'), 'aria-label': t('nav.search') }}
        limit={10}
        shortcut={['mod + K']}
      />
      <ShellExtras />
    </AppShell>
  );
}
