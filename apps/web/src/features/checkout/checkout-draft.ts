import { toFormData } from '../../lib/api.ts';
import { getSessionId } from '../../lib/session-id.ts';
import { storage } from '../../lib/storage.ts';

/** What the customer typed at the delivery step (kept as the stored "customer's typed details"). */
export interface DeliveryDraft {
  checkout_type: 'private' | 'company';
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  company_name: string;
  organization_number: string;
  delivery_street: string;
  delivery_city: string;
  delivery_period: 'fast' | 'standard' | 'custom';
  delivery_date_to: string | null;
  excluded_dates: string[];
  time_window: 'morning' | 'midday' | 'evening';
  carry_and_placement: boolean;
  only_small_car: boolean;
  deliver_if_iam_not_at_home: boolean;
  comment: string;
  hear_about_us: string | null;
  agree_terms: boolean;
  create_account: boolean;
  payment_method: 'card' | 'invoice';
}

export const emptyDraft = (): DeliveryDraft => ({
  checkout_type: 'private',
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  company_name: '',
  organization_number: '',
  delivery_street: storage.get('addressStreet') ?? '',
  delivery_city: storage.get('addressCity') ?? '',
  delivery_period: (storage.get('deliveryPeriod') as DeliveryDraft['delivery_period'] | null) ?? 'standard',
  delivery_date_to: null,
  excluded_dates: [],
  time_window: 'midday',
  carry_and_placement: storage.get('services')?.includes('carry_and_placement') ?? false,
  only_small_car: storage.get('services')?.includes('only_small_car') ?? false,
  deliver_if_iam_not_at_home: false,
  comment: '',
  hear_about_us: null,
  agree_terms: false,
  create_account: false,
  payment_method: 'card',
});

/** Files and the password never go to storage: they live in memory between the two steps. */
const memory: { images: File[]; password: string } = { images: [], password: '' };
export const draftImages = () => memory.images;
export const setDraftImages = (files: File[]) => {
  memory.images = files;
};
export const draftPassword = () => memory.password;
export const setDraftPassword = (p: string) => {
  memory.password = p;
};

export function loadDraft(): DeliveryDraft | null {
  const stored = storage.get('customerDetails') as Partial<DeliveryDraft> | null;
  return stored ? { ...emptyDraft(), ...stored } : null;
}

export function saveDraft(d: DeliveryDraft) {
  const { agree_terms: _a, ...rest } = d;
  storage.set('customerDetails', rest as unknown as Record<string, unknown>);
  storage.set('addressStreet', d.delivery_street);
  storage.set('addressCity', d.delivery_city);
  storage.set('deliveryPeriod', d.delivery_period);
  storage.set('services', [d.carry_and_placement && 'carry_and_placement', d.only_small_car && 'only_small_car'].filter(Boolean) as string[]);
}

/** The multipart form of spec section 5 for check-order, order/add and create-dibs-payment. */
export function draftToForm(d: DeliveryDraft, extra: Record<string, unknown> = {}): FormData {
  const fields: Record<string, unknown> = {
    session_id: getSessionId(),
    code: storage.get('promoCode'),
    ...d,
    delivery_postcode: storage.get('postcode') ?? '',
    delivery_date_to: d.delivery_period === 'custom' ? d.delivery_date_to : null,
    company_name: d.checkout_type === 'company' ? d.company_name : null,
    organization_number: d.checkout_type === 'company' ? d.organization_number : null,
    password: d.create_account ? memory.password : null,
    hear_about_us: d.hear_about_us,
    excluded_dates: d.excluded_dates,
    ...extra,
  };
  const form = toFormData(fields);
  for (const f of memory.images) form.append('images[]', f, f.name);
  return form;
}

/** One idempotency key per checkout attempt: a reload, a back button or a double click reuse it. */
const KEY = 'vm.checkout-key';
export function checkoutKey(): string {
  let k = sessionStorage.getItem(KEY);
  if (!k) {
    k = crypto.randomUUID().replace(/-/g, '');
    sessionStorage.setItem(KEY, k);
  }
  return k;
}

/** An order placed but not yet paid in this tab (so the payment step can offer to pay or cancel it). */
const PENDING = 'vm.pending-order';
export interface PendingOrder {
  orderId: number;
  paymentId: string | null;
}
export function pendingOrder(): PendingOrder | null {
  try {
    return JSON.parse(sessionStorage.getItem(PENDING) ?? 'null');
  } catch {
    return null;
  }
}
export function setPendingOrder(p: PendingOrder | null) {
  if (p) sessionStorage.setItem(PENDING, JSON.stringify(p));
  else sessionStorage.removeItem(PENDING);
}

/** After a successful order: the cart, the stored promo and group values and the draft go (spec section 4). */
export function clearAfterOrder() {
  storage.remove('promoCode', 'productExtraCost', 'groupOrderDateFrom', 'groupOrderDateTo', 'groupOrderVendorId', 'customerDetails');
  sessionStorage.removeItem(KEY);
  setPendingOrder(null);
  memory.images = [];
  memory.password = '';
}
