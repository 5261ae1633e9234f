import { isCustomerRole } from '@vedmarked/domain';
import { Avatar, Button, Menu, UnstyledButton } from '@mantine/core';
import { IconDashboard, IconHeartHandshake, IconKey, IconLogin, IconLogout, IconPackage, IconUser, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '../lib/session.ts';

/**
 * The user menu of spec section 2: a guest sees login and register; a customer sees profile,
 * orders, change password and logout; other roles see dashboard, change password and logout.
 * (The language menu sits beside it in the top bar.)
 */
export function UserMenu() {
  const { t } = useTranslation();
  const { user, actor } = useSession();
  const location = useLocation();
  if (!user) {
    const here = encodeURIComponent(`${location.pathname}${location.search}`);
    return (
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          {/* On a phone only the icon shows (the header also holds the cart and the chat button); the name stays. */}
          <Button
            variant="light"
            leftSection={<IconUser size={18} aria-hidden />}
            aria-label={t('user.account')}
            data-testid="user-menu"
            className="header-compact"
          >
            <span className="header-compact-label">{t('user.account')}</span>
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item component={Link} to={`?login&redirectUrl=${here}`} leftSection={<IconLogin size={16} aria-hidden />}>
            {t('user.login')}
          </Menu.Item>
          <Menu.Item component={Link} to="?register" leftSection={<IconUserPlus size={16} aria-hidden />}>
            {t('user.register')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    );
  }
  const initials = `${user.firstName?.[0] ?? user.email[0] ?? '?'}${user.lastName?.[0] ?? ''}`.toUpperCase();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('user.menu', { name: user.firstName ?? user.email })} data-testid="user-menu">
          <Avatar color={user.impersonatedBy ? 'red' : 'ember'} radius="xl" variant={user.impersonatedBy ? 'filled' : 'light'}>
            {initials}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        {user.impersonatedBy ? (
          <Menu.Label c="red.8" data-testid="impersonating">
            {t('user.impersonating')}
          </Menu.Label>
        ) : null}
        {isCustomerRole(actor) ? (
          <>
            <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={16} aria-hidden />}>
              {t('user.profile')}
            </Menu.Item>
            <Menu.Item component={Link} to="/orders" leftSection={<IconPackage size={16} aria-hidden />}>
              {t('user.orders')}
            </Menu.Item>
            <Menu.Item component={Link} to="/dugnad" leftSection={<IconHeartHandshake size={16} aria-hidden />}>
              {t('page.dugnads')}
            </Menu.Item>
          </>
        ) : (
          <Menu.Item component={Link} to="/dashboard" leftSection={<IconDashboard size={16} aria-hidden />}>
            {t('user.dashboard')}
          </Menu.Item>
        )}
        <Menu.Item component={Link} to="/change-password" leftSection={<IconKey size={16} aria-hidden />}>
          {t('user.change-password')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item component={Link} to="/logout" leftSection={<IconLogout size={16} aria-hidden />}>
          {t(user.impersonatedBy ? 'user.stop-impersonating' : 'user.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
