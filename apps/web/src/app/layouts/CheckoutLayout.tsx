import { AppShell, Box, Container, Group, Stepper, VisuallyHidden } from '@mantine/core';
import { IconCreditCard, IconShoppingCart, IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { LanguageMenu } from '../../components/LanguageMenu.tsx';
import { Logo } from '../../components/Logo.tsx';
import { SiteFooter } from '../../components/SiteFooter.tsx';
import { UserMenu } from '../../components/UserMenu.tsx';
import { ShellExtras } from '../shell-extras.tsx';
import stepperClasses from './checkout-stepper.module.css';
import { SkipLink } from '../../components/SkipLink.tsx';
import { SupportSlot } from '../../components/SupportSlot.tsx';

const STEPS = ['/cart', '/checkout', '/checkout-payment'] as const;
const STEP_PARTS = [
  { label: 'checkout.step-cart', locked: null, Icon: IconShoppingCart },
  { label: 'checkout.step-delivery', locked: 'checkout.step-locked-delivery', Icon: IconTruckDelivery },
  { label: 'checkout.step-payment', locked: 'checkout.step-locked-payment', Icon: IconCreditCard },
] as const;

/** The checkout layout: a header with the 3-step stepper (cart, delivery, payment). */
export function CheckoutLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = pathname === '/checkout-success' ? STEPS.length : Math.max(0, STEPS.indexOf(pathname as (typeof STEPS)[number]));
  return (
    <AppShell header={{ height: 64 }} padding={0}>
      <SkipLink />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Logo />
          <Group gap="xs" wrap="nowrap">
            <LanguageMenu />
            <UserMenu />
            <SupportSlot />
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
            size="sm"
            iconSize={30}
            classNames={stepperClasses}
            aria-label={t('checkout.steps')}
          >
            {STEP_PARTS.map(({ label, locked, Icon }, i) => (
              <Stepper.Step
                key={label}
                label={t(label)}
                icon={<Icon size={18} aria-hidden />}
                // Every step can be reached; the ones ahead say why they cannot be opened yet (WCAG 4.1.2, 3.3.2).
                allowStepSelect
                aria-current={i === active ? 'step' : undefined}
                aria-disabled={i >= active || undefined}
                aria-describedby={i > active && locked ? `checkout-step-locked-${i}` : undefined}
              />
            ))}
          </Stepper>
          {STEP_PARTS.map(({ locked }, i) =>
            i > active && locked ? (
              <VisuallyHidden key={locked} id={`checkout-step-locked-${i}`}>
                {t(locked)}
              </VisuallyHidden>
            ) : null,
          )}
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
