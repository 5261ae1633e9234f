import { Anchor, Box, Group } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { LanguageMenu } from '../../components/LanguageMenu.tsx';
import { Logo } from '../../components/Logo.tsx';
import { SkipLink } from '../../components/SkipLink.tsx';
import { UserMenu } from '../../components/UserMenu.tsx';

/**
 * Makes the driver app installable (issue 9, item 6; decision 0028): its web app manifest, linked
 * only while the driver app is open (the shop is not offered for installation), and the service
 * worker whose scope is /driver only, so it never controls the shop, the checkout or the dashboard.
 */
function useInstallable() {
  useEffect(() => {
    const links = [
      Object.assign(document.createElement('link'), { rel: 'manifest', href: '/driver.webmanifest' }),
      Object.assign(document.createElement('link'), { rel: 'apple-touch-icon', href: '/icons/driver-192.png' }),
    ];
    for (const l of links) document.head.appendChild(l);
    if (import.meta.env.PROD && 'serviceWorker' in navigator) navigator.serviceWorker.register('/sw.js', { scope: '/driver' }).catch(() => undefined);
    return () => {
      for (const l of links) l.remove();
    };
  }, []);
}

/**
 * The driver app's layout, phone first and light: the skip link, a slim header (logo, the route
 * desk, language, account) and the main region. Focus after a page change and the page title come
 * from the shell (ShellFocus above every layout, PageTitle per route), as in the other layouts.
 */
export function DriverLayout() {
  const { t } = useTranslation();
  useInstallable();
  return (
    <Box mih="100dvh" bg="gray.0">
      <SkipLink />
      <Box component="header" bg="white" px="sm" py={6} style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Logo />
          <Group gap="xs" wrap="nowrap">
            <Anchor component={Link} to="/dashboard/routes" size="sm" data-testid="driver-desk-link">
              {t('nav.routes')}
            </Anchor>
            <LanguageMenu />
            <UserMenu />
          </Group>
        </Group>
      </Box>
      <Box component="main" id="main" tabIndex={-1} px="sm" py="md" style={{ outline: 'none' }}>
        <Outlet />
      </Box>
    </Box>
  );
}
