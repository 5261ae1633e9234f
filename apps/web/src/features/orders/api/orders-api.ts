import type { OrderDeliveryView, OrderSummary } from '@vedmarked/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { storage } from '../../../lib/storage.ts';

/** The order list shape is the API's one (packages/domain). */
export type OrderListItem = OrderSummary;

export interface OrderDetail extends OrderListItem {
  vendor: { id: number; name: string } | null;
  customer: {
    first_name: string;
    last_name: string;
    email: string;
    phone: string;
    customer_type: string;
    company_name: string | null;
    organization_number: string | null;
  };
  delivery: OrderDeliveryView;
  lines: {
    id: number;
    name: string;
    product_id: number;
    vendor_product_id: number | null;
    image: string | null;
    quantity: number;
    unit_price: number;
    weight: number;
    total: number;
  }[];
  services: { code: string; price: number }[];
  products_subtotal: number;
  carry_price: number;
  shipping: number;
  period_extra: number;
  discount: number;
  comment: string | null;
  hear_about_us: string | null;
  promo_code: string | null;
  payments: {
    id: string;
    stage: string;
    amount: number;
    status: string;
    method: string;
    deadline: string | null;
    paid_at: string | null;
    failure_reason: string | null;
    invoice_number: string | null;
  }[];
  images: { id: string; url: string }[];
  cancellation: { allowed: boolean; deadline: string | null; reason: string | null };
  canceled_at: string | null;
}

/** The customer's role path of spec section 7: /{role}/order/… */
const rolePath = () => (storage.get('user')?.role === 'customer-company' ? 'customer-company' : 'customer');

export function useOrders() {
  return useQuery({ queryKey: ['orders'], queryFn: () => api<OrderListItem[]>(`/${rolePath()}/order/list`) });
}

export function useOrder(id: number) {
  return useQuery({ queryKey: ['order', id], queryFn: () => api<OrderDetail>(`/${rolePath()}/order/show/${id}`), enabled: Number.isInteger(id) && id > 0 });
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
  api<{ skipped: string[] }>(`/order/repeat/${id}`, { withSession: true, body: { postcode: storage.get('postcode') ?? undefined } });
export const cancelOrder = (id: number) => api<unknown>(`/order/cancel/${id}`, { withSession: true, body: {} });
export const payOrder = (id: number) =>
  api<{ hosted_url: string | null; payment_id: string }>('/payment/create-dibs-payment-by-order-id', {
    withSession: true,
    body: { order_ids: [id], return_url: `/orders/${id}` },
  });
