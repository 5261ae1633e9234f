import type { CartRepeated, CheckoutStart, OrderCanceled, OrderDetail, OrderSummary } from '@vedmarked/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api.ts';
import { storage } from '../../../lib/storage.ts';

/** The order shapes are the API's own (packages/domain/src/orders/orders.views.ts). */
export type OrderListItem = OrderSummary;
export type { OrderDetail };

/** The customer's role path of spec section 7: /{role}/order/… */
const rolePath = () => (storage.get('user')?.role === 'customer-company' ? 'customer-company' : 'customer');

export function useOrders() {
  return useQuery({ queryKey: ['orders'], queryFn: () => api<OrderListItem[]>(`/${rolePath()}/order/list`) });
}

/** The lines are named in the interface language: a change of language refetches. */
export function useOrder(id: number) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['order', id, i18n.language],
    queryFn: () => api<OrderDetail>(`/${rolePath()}/order/show/${id}`),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** Downloads the invoice PDF with the bearer token and opens it. */
export async function openInvoice(id: number) {
  const token = storage.get('accessToken');
  const res = await fetch(`/api/${rolePath()}/order/invoice/${id}`, {
    headers: { authorization: `Bearer ${token}`, 'x-language': storage.get('language') ?? 'es' },
  });
  if (!res.ok) throw new Error(String(res.status));
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `vedmarked-${id}.pdf`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export const repeatOrder = (id: number) =>
  api<CartRepeated>(`/order/repeat/${id}`, { withSession: true, body: { postcode: storage.get('postcode') ?? undefined } });
export const cancelOrder = (id: number) => api<OrderCanceled>(`/order/cancel/${id}`, { withSession: true, body: {} });
export const payOrder = (id: number) =>
  api<CheckoutStart>('/payment/create-dibs-payment-by-order-id', {
    withSession: true,
    body: { order_ids: [id], return_url: `/orders/${id}` },
  });
