/**
 * The auth module's front door. It owns users (identity, credentials, profile fields), companies,
 * sessions, user_tokens and auth_attempts: other modules change a user or a company through the
 * functions exported here.
 */
export { default as authHttp } from './auth.http.ts';
export { adminLogin, completeSignIn, type RequestContext } from './auth.service.ts';
export { contactHasAccount, GUEST_CONTACT_LOOKUPS, reserveContactLookup } from './contact-lookups.ts';
export { requestContext } from './request-context.ts';
export { accountsByContact, type CustomerInvite, inviteCustomerAccounts } from './invitations.ts';
export { assertContactsFree, contactConflict, createCustomerAccount, toSignInUser } from './users.ts';
export { setCompanyStatus, setHearAboutUs, setUserRole, setUserSettings, updateUserProfile, upsertCompany } from './user-store.ts';
