import { Box, Divider, Drawer, NavLink, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Logo } from '../../components/Logo.tsx';
import { MAIN_MENU } from '../../components/main-menu.ts';
import { PostcodeBox } from '../../components/PostcodeBox.tsx';

/** The shop's side drawer on small screens: the postcode box and the main menu. */
export default function ShopDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Drawer opened={opened} onClose={onClose} title={<Logo />} hiddenFrom="md" size="80%" closeButtonProps={{ 'aria-label': t('nav.close-menu') }}>
      <Stack gap="xs">
        <Box hiddenFrom="sm">
          <PostcodeBox withLabel onSaved={onClose} />
        </Box>
        <Divider hiddenFrom="sm" />
        <nav aria-label={t('nav.main')}>
          {MAIN_MENU.map((m) => (
            <NavLink key={m.to} component={Link} to={m.to} label={t(m.key)} onClick={onClose} active={pathname === m.to} />
          ))}
        </nav>
      </Stack>
    </Drawer>
  );
}
