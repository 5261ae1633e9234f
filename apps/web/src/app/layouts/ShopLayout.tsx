import { Box, Burger, Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { Logo } from '../../components/Logo.tsx';
import { CATEGORY_LINKS } from '../../components/main-menu.ts';
import { SiteFooter } from '../../components/SiteFooter.tsx';
import { ShellExtras } from '../shell-extras.tsx';
import { SkipLink } from '../../components/SkipLink.tsx';
import { SupportSlot } from '../../components/SupportSlot.tsx';
import classes from './shop-layout.module.css';

const ShopDrawer = lazy(() => import('./ShopDrawer.tsx'));
// Started at once, so it loads in parallel with the page rather than after it.
const headerTools = import('./HeaderTools.tsx');
// A failed load shows where the tools render (lazy() gets the same rejection), and is not also an
// unhandled rejection: in the server's render (decision 0058) that ended the process, when the
// render's code could not be evaluated, instead of falling back to the server's copy.
headerTools.catch(() => {});
const HeaderTools = lazy(() => headerTools);

/** The shop layout: top bar, side drawer below 960 px, content, footer (shop-layout.module.css). */
export function ShopLayout() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const [wasOpened, setWasOpened] = useState(false);
  if (opened && !wasOpened) setWasOpened(true);
  const { pathname } = useLocation();
  return (
    // The header's height is the shell's variable (global.css: the scroll padding under it).
    <Box style={{ '--app-shell-header-height': '64px' }}>
      <SkipLink />
      <header className={classes.header}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="md" size="sm" aria-label={t('nav.open-menu')} />
            <Logo />
            <Group component="nav" aria-label={t('nav.main')} gap={2} visibleFrom="md" wrap="nowrap">
              {CATEGORY_LINKS.map((m) => (
                <Button key={m.to} component={Link} to={m.to} variant={pathname === m.to ? 'light' : 'subtle'} color="dark" size="compact-md">
                  {t(m.key)}
                </Button>
              ))}
            </Group>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Suspense fallback={<Box w={{ base: 180, sm: 360 }} h={36} aria-hidden />}>
              <HeaderTools />
            </Suspense>
            <SupportSlot />
          </Group>
        </Group>
      </header>
      {/* The side drawer (below 960 px) loads on its first opening. */}
      {wasOpened && (
        <Suspense fallback={null}>
          <ShopDrawer opened={opened} onClose={close} />
        </Suspense>
      )}
      <main id="main" tabIndex={-1} className={classes.main}>
        <div className={classes.content}>
          <Outlet />
        </div>
        <SiteFooter />
      </main>
      <ShellExtras />
    </Box>
  );
}
