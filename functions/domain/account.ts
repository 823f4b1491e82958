// A buyer's account as the store shows it to her: her profile with her e-mail preferences, and her
// saved billing addresses (an order keeps the one it was placed with as its BillingDetails). The
// schema's User and UserAddress have the same shapes (test/unit/domain-api-types.test.ts); the
// requests are what the API's inputs carry, before the profile and address rules check them.
import type { NoticePreferences } from './notice-preferences';
import type { BillingDetails, IvaCondition } from './order';

export interface User {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  isAdmin: boolean;
  /** The store's news and new courses (purchase and account e-mails are always sent). */
  newsOptIn: boolean;
  noticePreferences: NoticePreferences;
}

/** A saved billing address: the details an order is placed with. */
export type UserAddress = BillingDetails;

export interface AddressRequest {
  fullName: string;
  taxId: string;
  /** Required with a CUIT; ignored (stored as null) with a DNI. */
  ivaCondition?: IvaCondition | null;
  street: string;
  streetNumber: string;
  apartment?: string | null;
  city: string;
  province: string;
  postalCode: string;
  phone: string;
}

export interface ProfileUpdateRequest {
  firstName: string;
  lastName: string;
  newsOptIn: boolean;
  /** Left out, they stay as they were. */
  noticePreferences?: NoticePreferences | null;
}
