/**
 * The dashboard module's front door (decision 0040): the dashboard home's counts (reads of other
 * modules' tables), the per-user shortcuts (users.shortcuts) and the first sign-in guide's flag
 * (users.company_tour).
 */
export { default as dashboardHttp } from './dashboard.http.ts';
