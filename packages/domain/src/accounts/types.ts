import type { Role } from '../roles/roles.ts';

/** The user in a sign-in response (POST /api/auth/login, mail-confirm, impersonate, access-token). */
export interface SignInUser {
  id: number;
  email: string;
  role: Role;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  customer_type: 'PRIVATE' | 'COMPANY' | null;
  email_verified_at: string | null;
  logged_at: string | null;
  company_tour: boolean;
}

/** data of a sign-in response: the bearer token, when it expires, and the user. */
export interface SignInData {
  access_token: string;
  expires_at: string;
  user: SignInUser;
  /** Set when an admin acts as this user. */
  impersonator?: { id: number; email: string } | null;
}

export interface CompanyProfile {
  company_name: string;
  organization_number: string | null;
  company_phone: string | null;
  invoice_email: string | null;
  headquarter: string | null;
  internal_ref: string | null;
  department: string | null;
  vat_registered: boolean;
  bank_account: string | null;
  bank_name: string | null;
  newsletter: boolean;
  status: 'pending' | 'confirmed' | 'rejected';
}

/** GET /api/{role}/profile. */
export interface Profile extends SignInUser {
  postcode: string | null;
  language: 'es' | 'en' | 'no';
  hear_about_us: string | null;
  company: CompanyProfile | null;
}

export interface AddressImage {
  id: number;
  url: string;
}

export interface Address {
  id: number;
  name: string | null;
  county_id: number | null;
  county: string | null;
  city: string;
  street: string;
  postcode: string;
  images: AddressImage[];
}

export interface County {
  id: number;
  name: string;
}
