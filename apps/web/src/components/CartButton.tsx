import { ActionIcon, Indicator } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { isCustomerRole } from '@vedmarked/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCartCount } from '../lib/cart-count.ts';
import { OPEN_CART_EVENT } from '../lib/notify.ts';
import { useSession } from '../lib/session.ts';

/** Cart button with an item-count badge: for guests and customers, when the cart is not empty. */
export function CartButton() {
  const { t } = useTranslation();
  const { actor } = useSession();
  const count = useCartCount();
  if (!(actor === 'guest' || isCustomerRole(actor)) || count === 0) return null;
  return (
    // The badge's colour comes from the theme (COUNT_BADGE_COLOR, contrast kept by a unit test).
    <Indicator label={count} size={18} offset={4}>
      <ActionIcon
        component={Link}
        to="/cart"
        variant="light"
        size="lg"
        aria-label={t('cart.open', { count })}
        data-testid="cart-button"
        onClick={(e) => {
          // The cart feature opens its panel when it is there; otherwise the link goes to /cart.
          if (!window.dispatchEvent(new Event(OPEN_CART_EVENT, { cancelable: true }))) e.preventDefault();
        }}
      >
        <IconShoppingCart size={20} aria-hidden />
      </ActionIcon>
    </Indicator>
  );
}
