import type { BusinessStructureValue } from './business-structures';
import type { OwnerType } from './owner-rules';

/** `owner_profiles` as the API returns it: `owner_ssn` is only ever the masked last four (•••-••-1234). */
export interface OwnerProfile {
  business_name: string | null;
  business_website: string | null;
  owner_first_name: string | null;
  owner_last_name: string | null;
  owner_ssn: string | null;
  owner_dob: string | null;
  credit_profile: string | null;
  business_structure: BusinessStructureValue | null;
  business_phone: string | null;
  forward_phone: string | null;
  business_address: string | null;
  owner_home_address: string | null;
  business_email: string | null;
  forward_email: string | null;
  owner_type: OwnerType;
  number_of_owners: number;
  agreement_confirmed: boolean;
}

/** What a save sends: every field; `owner_ssn` only when a new one was typed (left out, the stored one is kept). */
export type OwnerProfileSave = Omit<OwnerProfile, 'owner_ssn'> & { owner_ssn?: string };

export const OWNER_PROFILE_COLUMNS =
  'business_name, business_website, owner_first_name, owner_last_name, owner_ssn, owner_dob, credit_profile, business_structure, ' +
  'business_phone, forward_phone, business_address, owner_home_address, business_email, forward_email, owner_type, number_of_owners, agreement_confirmed';
