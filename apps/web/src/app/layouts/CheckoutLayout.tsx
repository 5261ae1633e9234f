import { AppShell, Box, Container, Group, Stepper } from '@mantine/core';
import { IconCreditCard, IconShoppingCart, IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { LanguageMenu } from '../../components/LanguageMenu.tsx';
import { Logo } from '../../components/Logo.tsx';
import { SiteFooter } from '../../components/SiteFooter.tsx';
import { UserMenu } from '../../components/UserMenu.tsx';
import { ShellExtras } from '../shell-extras.tsx';

const STEPS = ['/cart', '/checkout', '/checkout-payment'] as const;

/** The checkout layout: a header with the 3-step stepper (cart, delivery, payment). */
export function CheckoutLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = pathname === '/checkout-success' ? STEPS.length : Math.max(0, STEPS.indexOf(pathname as (typeof STEPS)[number]));
  return (
    <AppShell header={{ height: 64 }} padding={0}>
      <a className="skip-link" href="#main">
        {t('a11y.skip-to-content')}
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Logo />
          <Group gap="xs" wrap="nowrap">
            <LanguageMenu />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main id="main" tabIndex={-1} style={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}>
        <Container size="lg" w="100%" pt="lg">
          <Stepper
            active={active}
            onStepClick={(i) => {
              // Back to completed steps only; never ahead.
              if (i < active && STEPS[i]) navigate(STEPS[i]);
            }}
            allowNextStepsSelect={false}
            size="sm"
            aria-label={t('checkout.steps')}
          >
            <Stepper.Step label={t('checkout.step-cart')} icon={<IconShoppingCart size={18} aria-hidden />} />
            <Stepper.Step label={t('checkout.step-delivery')} icon={<IconTruckDelivery size={18} aria-hidden />} />
            <Stepper.Step label={t('checkout.step-payment')} icon={<IconCreditCard size={18} aria-hidden />} />
          </Stepper>
        </Container>
        <Box style={{ flex: 1 }}>
          <Outlet />
        </Box>
        <SiteFooter />
      </AppShell.Main>
      <ShellExtras />
    </AppShell>
  );
}
