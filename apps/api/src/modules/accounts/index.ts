/** The accounts module's front door: the signed-in user's profile, company, addresses and settings. It owns addresses and address_images. */
export { default as accountsHttp } from './accounts.http.ts';
