import {
  type CartCheck,
  type CheckoutCustomer,
  cartProblems,
  type CompanyStatus,
  type CustomerType,
  type Language,
  type PromoCodeStatus,
} from '@vedmarked/domain';
import { companies, type Executor, users } from '@vedmarked/db';
import { eq } from 'drizzle-orm';
import type { CartOwner } from './cart-store.ts';
import { listCart } from './change-cart.ts';
import { requireDeliverablePostcode } from './deliverable-postcode.ts';

/** What the checkout needs to know about the customer (spec section 7: cart/check). */
export async function customerForCheckout(
  db: Executor,
  userId: number | null,
): Promise<{ loggedIn: boolean; customer: CheckoutCustomer | null; checkoutType: 'private' | 'company' }> {
  if (!userId) return { loggedIn: false, customer: null, checkoutType: 'private' as const };
  const [u] = await db
    .select({
      customerType: users.customerType,
      role: users.role,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      companyName: companies.companyName,
      companyStatus: companies.status,
      organizationNumber: companies.organizationNumber,
    })
    .from(users)
    .leftJoin(companies, eq(companies.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!u) return { loggedIn: false, customer: null, checkoutType: 'private' as const };
  const companyConfirmed = u.role === 'customer-company' && u.companyStatus === 'confirmed';
  return {
    loggedIn: true,
    customer: {
      customer_type: (u.customerType ?? 'PRIVATE') as CustomerType,
      company_status: (u.companyStatus ?? null) as CompanyStatus | null,
      email: u.email,
      first_name: u.firstName,
      last_name: u.lastName,
      phone: u.phone,
      company_name: u.companyName ?? null,
      organization_number: u.organizationNumber ?? null,
      can_pay_by_invoice: companyConfirmed && !!u.organizationNumber,
    },
    // The checkout type is company only if the company status is confirmed (spec section 4).
    checkoutType: companyConfirmed ? ('company' as const) : ('private' as const),
  };
}

/**
 * POST /api/cart/check: whether the cart can go to the delivery step (the cart rules of the domain,
 * first message per field: cart, postcode, code, line.{id}), who the customer is and the checkout type.
 */
export async function checkCart(
  db: Executor,
  owner: CartOwner,
  q: { postcode: string; code?: string; lang: Language },
  t: (key: string, params?: Record<string, unknown>) => string,
): Promise<CartCheck> {
  await requireDeliverablePostcode(db, q.postcode);
  const view = await listCart(db, owner, { lang: q.lang, postcode: q.postcode, code: q.code });
  const c = view.newCart;
  const problems = cartProblems({
    lines: c.lines.map((l) => ({ id: l.id, name: l.name, available: l.available, inStock: l.in_stock })),
    vendorDelivers: view.vendorInfo ? view.vendorInfo.delivers : null,
    postcode: c.postcode,
    shortfall: c.min_order.shortfall,
    minOrderPrice: c.min_order.min_price,
    currency: c.currency,
    lang: q.lang,
    codeStatus: (c.code?.status ?? null) as PromoCodeStatus | null,
    codeKind: c.code?.kind ?? null,
  });
  const fieldOf = { cart: () => 'cart', delivery: () => 'postcode', code: () => 'code', line: (id?: number) => `line.${id}` } as const;
  const errors: Record<string, string> = {};
  for (const p of problems) errors[fieldOf[p.place](p.lineId)] ??= t(p.key, p.params);
  const who = await customerForCheckout(db, owner.userId);
  return {
    ...view,
    valid: problems.length === 0,
    message: problems[0] ? t(problems[0].key, problems[0].params) : null,
    errors,
    loggedIn: who.loggedIn,
    checkoutType: who.checkoutType,
    customer: who.customer,
  };
}
