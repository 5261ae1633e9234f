import type { RegistrableRole } from '../roles/roles.ts';

/** Named registration pages and the role each registers (/leverandor-register and so on). */
export const REGISTER_SLUG_ALIASES: Record<string, RegistrableRole> = {
  leverandor: 'vendor',
  'leverandor-transporter': 'vendor-transporter',
  transporter: 'transporter',
  wholesaler: 'wholesaler',
  ildstedet: 'customer',
};

/** The role a /{slug}-register page registers, or null when the slug names none. */
export function roleFromRegisterSlug(slug: string): RegistrableRole | null {
  if (slug in REGISTER_SLUG_ALIASES) return REGISTER_SLUG_ALIASES[slug]!;
  const roles: readonly string[] = ['customer', 'customer-company', 'vendor', 'vendor-transporter', 'transporter', 'wholesaler', 'round-timber-transporter'];
  return roles.includes(slug) ? (slug as RegistrableRole) : null;
}
