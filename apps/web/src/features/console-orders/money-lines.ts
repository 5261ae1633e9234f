import type { AdminOrderDetail } from '@vedmarked/domain';

type MoneyFields = Pick<AdminOrderDetail, 'products_subtotal' | 'carry_price' | 'shipping' | 'period_extra' | 'discount'>;
export interface MoneyLine {
  key: 'products' | 'carry' | 'shipping' | 'period-extra' | 'discount';
  amount: number;
}

/** The lines of the order's money summary; a discount line only when there is a discount (never "-0,00 kr"). */
export function moneyLines(o: MoneyFields): MoneyLine[] {
  const lines: MoneyLine[] = [
    { key: 'products', amount: o.products_subtotal },
    { key: 'carry', amount: o.carry_price },
    { key: 'shipping', amount: o.shipping },
    { key: 'period-extra', amount: o.period_extra },
  ];
  if (o.discount !== 0) lines.push({ key: 'discount', amount: -o.discount });
  return lines;
}
