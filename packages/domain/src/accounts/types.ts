import type { SignInUser } from './accounts.views.ts';

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
