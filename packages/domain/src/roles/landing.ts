import type { Role } from './roles.ts';

/** Paths where a signed-in customer stays instead of going to / (spec section 2). */
const CUSTOMER_STAY_PATHS = ['/checkout', '/cart', '/kontakt', '/contactenos', '/question-form', '/help', '/hjelp'];

export interface LandingInput {
  role: Role;
  currentPath: string;
  redirectUrl?: string | null;
  companyTour?: boolean;
  forceWelcome?: boolean;
}

/** Post-login landing of spec section 2. */
export function landingPath({ role, currentPath, redirectUrl, companyTour, forceWelcome }: LandingInput): string {
  if (redirectUrl?.startsWith('/') && !redirectUrl.startsWith('//')) return redirectUrl;
  if (forceWelcome) return '/dashboard/welcome';
  switch (role) {
    case 'customer':
    case 'customer-company':
      return CUSTOMER_STAY_PATHS.some((p) => currentPath.startsWith(p)) ? currentPath : '/';
    case 'vendor':
      return companyTour ? '/dashboard/company' : '/dashboard/orders';
    case 'vendor-transporter':
    case 'wholesaler':
      return '/dashboard/orders';
    case 'transporter':
      // The permission table opens /dashboard/transportation to round-timber transporters only;
      // a (firewood) transporter works on its vehicles and delivery areas (decision 0004).
      return '/dashboard/delivery';
    case 'round-timber-transporter':
      return '/dashboard/transportation';
    case 'admin':
      return '/dashboard';
  }
}
