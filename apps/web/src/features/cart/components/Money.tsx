import { type Currency, formatMoney } from '@vedmarked/domain';
import { useTranslation } from 'react-i18next';

/** An amount in minor units, with two decimals and its currency label, in the interface language. */
export function useMoney() {
  const { i18n } = useTranslation();
  return (amount: number, currency: Currency = 'NOK') => formatMoney(amount, currency, i18n.language);
}
