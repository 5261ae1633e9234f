import type { Area } from '../roles/permissions.ts';
import type { RegistrableRole, Role } from '../roles/roles.ts';

/** Verification codes are 6 digits, e-mailed with a link; they expire after a day. */
export const VERIFY_CODE_LENGTH = 6;
export const VERIFY_CODE_TTL_HOURS = 24;
/** Password reset links work once and expire after an hour. */
export const RESET_TOKEN_TTL_MINUTES = 60;
/** A vendor's invitation to an own customer it added (a password-reset token that lasts longer). */
export const INVITE_TOKEN_TTL_DAYS = 7;
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 50;
export const PASSWORD_MAX_LENGTH = 128;
export const BANK_ACCOUNT_LENGTH = 11;
export const BANK_NAME_MAX_LENGTH = 60;
export const COMPANY_NAME_MAX_LENGTH = 120;
export const ADDRESS_TEXT_MAX_LENGTH = 120;

/** Roles whose account is a business with a company profile (the company fields are asked at registration). */
export const COMPANY_ROLES = ['customer-company', 'vendor', 'vendor-transporter', 'transporter', 'wholesaler', 'round-timber-transporter'] as const;
export function isCompanyRole(role: string): boolean {
  return (COMPANY_ROLES as readonly string[]).includes(role);
}

/** Roles that sell or carry goods: their company needs an organisation number (settlements, invoices). */
export const ORG_NUMBER_ROLES = ['vendor', 'vendor-transporter', 'transporter', 'wholesaler', 'round-timber-transporter'] as const;
export function orgNumberRequired(role: string): boolean {
  return (ORG_NUMBER_ROLES as readonly string[]).includes(role);
}

/**
 * The area of the permission table that guards a role's own /api/{role}/… calls (profile, company,
 * addresses). Customer roles share one area, as do the two vendor roles.
 */
export const ROLE_SELF_AREA: Record<RegistrableRole, Area> = {
  customer: 'customer',
  'customer-company': 'customer',
  vendor: 'vendor',
  'vendor-transporter': 'vendor',
  transporter: 'transporter',
  wholesaler: 'wholesaler',
  'round-timber-transporter': 'transportation',
};

/** Roles a visitor can pick in the auth dialog's register screen (spec section 2). */
export const DIALOG_REGISTER_ROLES = ['customer', 'customer-company', 'vendor', 'wholesaler'] as const satisfies readonly RegistrableRole[];

/** The registration page of a role: /{role}-register. */
export function registerPath(role: Role): string {
  return `/${role}-register`;
}

/** A customer buys as a private person or as a company (users.customer_type, orders.customer_type). */
export const CUSTOMER_TYPES = ['PRIVATE', 'COMPANY'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];
/** A company waits for an admin's confirmation (invoice payment needs a confirmed one). */
export const COMPANY_STATUSES = ['pending', 'confirmed', 'rejected'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

/** The customer type stored for a role (customers only). */
export function customerTypeOf(role: Role): CustomerType | null {
  if (role === 'customer') return 'PRIVATE';
  if (role === 'customer-company') return 'COMPANY';
  return null;
}

/** A safe i18n key for a hear-about-us answer ('finn.no' → 'finn-no'). */
export function hearAboutUsKey(value: string): string {
  return value.replace(/[^a-z0-9]+/gi, '-');
}
