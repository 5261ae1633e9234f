import { type CartMerge, isLanguage } from '@vedmarked/domain';
import type { TFunction } from 'i18next';
import { notify } from '../../../lib/notify.ts';

/**
 * Says what changed when the guest's cart joined the account's at sign-in (issue 18 item 2; the
 * rule is packages/domain cart/merge-carts.ts): a line of another vendor dropped, a quantity capped
 * by stock, a line of the earlier cart added. It stays until closed, so there is time to read it.
 */
export function showCartMergeNotice(merge: CartMerge, t: TFunction<'auth'>, language: string) {
  const lang = isLanguage(language) ? language : 'es';
  const lines = merge.changes.map((c) => {
    const name = c.name[lang];
    if (c.kind === 'dropped_other_vendor') return t('login.cart-merge.dropped', { name, quantity: c.quantity });
    if (c.kind === 'capped') return t('login.cart-merge.capped', { name, quantity: c.quantity, requested: c.requested });
    return t('login.cart-merge.added', { name, quantity: c.quantity });
  });
  notify(
    'warning',
    <ul data-testid="cart-merge-notice" style={{ margin: 0, paddingInlineStart: 18 }}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>,
    { title: t('login.cart-merge.title'), autoClose: false },
  );
}
