/** Role codes of spec section 6. Guest is the absence of a signed-in user. */
export const ROLES = [
  'customer',
  'customer-company',
  'vendor',
  'vendor-transporter',
  'transporter',
  'wholesaler',
  'round-timber-transporter',
  'admin',
] as const;
export type Role = (typeof ROLES)[number];
export type Actor = Role | 'guest';
export const ACTORS: readonly Actor[] = ['guest', ...ROLES];

/** Roles a person can register as through POST /api/{role}/sign-up. */
export const REGISTRABLE_ROLES = ROLES.filter((r) => r !== 'admin');
export type RegistrableRole = (typeof REGISTRABLE_ROLES)[number];

/** Role groups of spec section 6. */
export const ROLE_GROUPS = {
  admin: ['admin'],
  vendor: ['vendor', 'vendor-transporter'],
  transporter: ['transporter', 'vendor-transporter'],
  customer: ['customer', 'customer-company'],
  user: ['vendor', 'vendor-transporter', 'transporter', 'customer', 'customer-company'],
  onlyGuest: ['guest'],
  guestOrCustomer: ['guest', 'customer', 'customer-company'],
  wholesaler: ['wholesaler'],
  roundTimberTransporter: ['round-timber-transporter'],
  signedIn: ROLES,
  anyone: ACTORS,
} as const satisfies Record<string, readonly Actor[]>;
export type RoleGroup = keyof typeof ROLE_GROUPS;

export function isCustomerRole(role: Actor): role is 'customer' | 'customer-company' {
  return role === 'customer' || role === 'customer-company';
}
export function isVendorRole(role: Actor): role is 'vendor' | 'vendor-transporter' {
  return role === 'vendor' || role === 'vendor-transporter';
}
