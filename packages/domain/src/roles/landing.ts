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

/** The start page of each role after sign-in (issue 18, item 4): the dashboard home for every working role. */
const START_PAGE = '/dashboard';

const isCustomer = (role: Role) => role === 'customer' || role === 'customer-company';

/**
 * Post-login landing of spec section 2. A redirect asked for is honoured, except that a working
 * role (vendor, transporter, wholesaler) is never sent back into the shop: the sign-in link there
 * names the page it was on, and the shop is not where these roles work.
 */
export function landingPath({ role, currentPath, redirectUrl, companyTour, forceWelcome }: LandingInput): string {
  const safe = redirectUrl?.startsWith('/') && !redirectUrl.startsWith('//') ? redirectUrl : null;
  if (safe && (isCustomer(role) || role === 'admin' || safe.startsWith('/dashboard'))) return safe;
  if (forceWelcome) return '/dashboard/welcome';
  switch (role) {
    case 'customer':
    case 'customer-company':
      return CUSTOMER_STAY_PATHS.some((p) => currentPath.startsWith(p)) ? currentPath : '/';
    case 'vendor':
      return companyTour ? '/dashboard/company' : START_PAGE;
    case 'vendor-transporter':
    case 'wholesaler':
    case 'transporter':
    case 'round-timber-transporter':
    case 'admin':
      return START_PAGE;
  }
}
