import type { OrderSummary, PaymentProgressBody as PaymentProgress } from '@vedmarked/domain';

export type { OrderSummary, PaymentProgress };
export interface CheckoutStart {
  payment_id: string;
  order_id: number;
  stage: 'initial' | 'confirmation' | 'final';
  amount: number;
  reserve_amount: number;
  currency: string;
  hosted_url: string | null;
  already_paid: boolean;
}

export interface Account {
  access_token: string;
  expires_at: string;
  user: { id: number; email: string; role: string; first_name: string | null; last_name: string | null };
}

export interface OrderCheck {
  valid: true;
  summary: {
    products_subtotal: number;
    carry_price: number;
    shipping: number;
    period_extra: number;
    discount: number;
    total: number;
    currency: 'NOK' | 'EUR';
    delivery_date_from: string;
    delivery_date_to: string;
    vendor: { id: number; name: string };
    code_applies: boolean;
  };
}

export interface PaymentState {
  order: OrderSummary;
  payment: { id: string; stage: string; amount: number; status: string; failure_reason: string | null };
}

export interface PromoInfo {
  code: string;
  kind: 'neighbour' | 'group';
  first_name: string | null;
  last_name: string | null;
  delivery_postcode: string | null;
  delivery_date_from: string | null;
  delivery_date_to: string | null;
  vendor_id: number | null;
  vendor_name: string | null;
  productExtraCost: number;
  expires_at: string | null;
}
