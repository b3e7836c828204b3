import type { BusinessStructureValue } from './business-structures';
import type { OwnerType } from './owner-rules';
import type { Tables } from 'shared-ui';

/** `owner_profiles` as the API returns it: `owner_ssn` is only ever the masked last four (•••-••-1234). */
export type OwnerProfile = Pick<
  Tables<'owner_profiles'>,
  | 'business_name'
  | 'business_website'
  | 'owner_first_name'
  | 'owner_last_name'
  | 'owner_ssn'
  | 'owner_dob'
  | 'credit_profile'
  | 'business_phone'
  | 'forward_phone'
  | 'business_address'
  | 'owner_home_address'
  | 'business_email'
  | 'forward_email'
  | 'number_of_owners'
  | 'agreement_confirmed'
> & {
  /** The table's check constraints. */
  business_structure: BusinessStructureValue | null;
  owner_type: OwnerType;
};

/** What a save sends: every field; `owner_ssn` only when a new one was typed (left out, the stored one is kept). */
export type OwnerProfileSave = Omit<OwnerProfile, 'owner_ssn'> & { owner_ssn?: string };

export const OWNER_PROFILE_COLUMNS =
  'business_name, business_website, owner_first_name, owner_last_name, owner_ssn, owner_dob, credit_profile, business_structure, ' +
  'business_phone, forward_phone, business_address, owner_home_address, business_email, forward_email, owner_type, number_of_owners, agreement_confirmed';
