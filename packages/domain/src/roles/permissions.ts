import { ACTORS, type Actor, ROLE_GROUPS } from './roles.ts';

/**
 * The permission table of spec section 6, as data. Every API route names one
 * area; the auth plugin refuses a request whose actor is not listed.
 */
export const AREAS = {
  public: ACTORS,
  guestOnly: ROLE_GROUPS.onlyGuest,
  cart: ROLE_GROUPS.guestOrCustomer,
  checkout: ROLE_GROUPS.guestOrCustomer,
  customer: ROLE_GROUPS.customer,
  signedIn: ROLE_GROUPS.signedIn,
  admin: ROLE_GROUPS.admin,
  vendor: ROLE_GROUPS.vendor,
  /** The transporter role group: transporters and vendors that transport. */
  transporter: ROLE_GROUPS.transporter,
  wholesaler: ROLE_GROUPS.wholesaler,
  orders: [...ROLE_GROUPS.vendor, ...ROLE_GROUPS.wholesaler],
  /** The /dashboard/orders pages: the vendor's and wholesaler's own, and the admin's console of every order (issue 13). */
  ordersPage: [...ROLE_GROUPS.vendor, ...ROLE_GROUPS.wholesaler, 'admin'],
  settlements: [...ROLE_GROUPS.vendor, 'wholesaler', 'round-timber-transporter'],
  /** Reading settlements: the parties that are settled, each its own, and the admin, who pays them. */
  settlementsRead: [...ROLE_GROUPS.vendor, 'wholesaler', 'round-timber-transporter', 'admin'],
  delivery: ['vendor', 'vendor-transporter', 'transporter'],
  company: ['vendor', 'vendor-transporter', 'transporter', 'wholesaler', 'round-timber-transporter'],
  transportation: ['round-timber-transporter'],
  /** The market's shipping cost categories: its parties (vendors, wholesalers, transporters) and the admin. */
  shippingCategories: ['vendor', 'vendor-transporter', 'transporter', 'wholesaler', 'round-timber-transporter', 'admin'],
  support: ROLE_GROUPS.signedIn,
  /** Who asks support: every signed-in role but the admin, who answers from the inbox. */
  supportAsker: ['customer', 'customer-company', 'vendor', 'vendor-transporter', 'transporter', 'wholesaler', 'round-timber-transporter'],
  /** The dashboard shell: every signed-in role but customers. */
  dashboard: ['vendor', 'vendor-transporter', 'transporter', 'wholesaler', 'round-timber-transporter', 'admin'],
} as const satisfies Record<string, readonly Actor[]>;
export type Area = keyof typeof AREAS;

export function canAccess(area: Area, actor: Actor): boolean {
  return (AREAS[area] as readonly Actor[]).includes(actor);
}

/** Roles that may use an area; an admin is never implied unless listed. */
export function rolesFor(area: Area): readonly Actor[] {
  return AREAS[area];
}
