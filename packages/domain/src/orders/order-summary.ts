import type { PaymentStage } from './status.ts';
import type { ProgressLabel } from '../payments/payment-plan.ts';

/** Payment progress as the API sends it (snake case; see paymentProgress() for the rule). */
export interface PaymentProgressBody {
  label: ProgressLabel;
  paid_pct: number;
  paid_amount: number;
  reserved_amount: number;
  due_stage: PaymentStage | null;
  due_amount: number;
}

/** An order as the API returns it in lists, order/add and payment calls (one shape for every client). */
export interface OrderSummary {
  id: number;
  status: number;
  status_name: string;
  status_colour: string;
  created_at: string;
  total: number;
  currency: 'NOK' | 'EUR';
  payment_method: 'card' | 'invoice';
  delivery_date_from: string;
  delivery_date_to: string;
  time_window: 'morning' | 'midday' | 'evening';
  vendor_name: string | null;
  progress: PaymentProgressBody;
  neighbour_code: string | null;
  neighbour_code_expires_at: string | null;
  cancel_reason: string | null;
}

/** Where and when an order is delivered, as the order pages (customer's and vendor's) receive it. */
export interface OrderDeliveryView {
  street: string;
  city: string;
  postcode: string;
  period: string;
  date_from: string;
  date_to: string;
  excluded_dates: string[];
  time_window: string;
  window_from: string;
  window_to: string;
  arrival_date: string | null;
  arrival_time: string | null;
}
