/** The admin module's front door: the admin's sign-in, user list, company confirmation and impersonation. It owns no table. */
export { default as adminHttp } from './admin.http.ts';
