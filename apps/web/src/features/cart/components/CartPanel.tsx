import { Button, Drawer, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import { IconShoppingCartOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCart } from '../api/get-cart.ts';
import { setCartPanelOpen } from '../cart-panel-state.ts';
import { CartLines } from './CartLines.tsx';
import { CartSummary } from './CartSummary.tsx';
import { CrossSell } from './CrossSell.tsx';

/** The cart panel: a drawer from the right with the lines, more from the supplier and the way on. */
export default function CartPanel() {
  const { t } = useTranslation('cart');
  const cart = useCart();
  const close = () => setCartPanelOpen(false);
  const view = cart.data;
  const empty = !view || view.newCart.lines.length === 0;
  return (
    <Drawer
      opened
      onClose={close}
      position="right"
      size="md"
      title={<Text fw={700}>{t('panel-title')}</Text>}
      closeButtonProps={{ 'aria-label': t('close-panel') }}
      scrollAreaComponent={ScrollArea.Autosize}
      data-testid="cart-panel"
    >
      {cart.isPending ? (
        <Loader />
      ) : empty ? (
        <Stack align="center" py="xl" gap="sm">
          <IconShoppingCartOff size={48} aria-hidden color="var(--mantine-color-gray-6)" />
          <Text>{t('empty')}</Text>
          <Button variant="light" onClick={close}>
            {t('keep-shopping')}
          </Button>
        </Stack>
      ) : (
        <Stack gap="md">
          <CartLines view={view} compact />
          <CartSummary view={view} />
          <Button component={Link} to="/cart" onClick={close} size="md" data-testid="panel-to-cart">
            {t('to-checkout')}
          </Button>
          <CrossSell view={view} cols={1} />
        </Stack>
      )}
    </Drawer>
  );
}
