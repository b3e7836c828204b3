import type { BusinessStructureValue } from './business-structures';
import { isAgreementConfirmed, ownerCountError, parseOwnerCount, type OwnerType } from './owner-rules';
import type { OwnerProfile, OwnerProfileSave } from './types';

/** The form's values: text as typed. */
export interface ProfileFormValues {
  business_name: string;
  business_website: string;
  owner_first_name: string;
  owner_last_name: string;
  /** A new SSN; empty keeps the stored one. */
  owner_ssn: string;
  owner_dob: string;
  credit_profile: string;
  business_structure: string;
  business_phone: string;
  forward_phone: string;
  business_address: string;
  owner_home_address: string;
  business_email: string;
  forward_email: string;
  owner_type: OwnerType;
  number_of_owners: string;
  agreement: string;
}

export const SSN_DIGITS_ERROR = 'The SSN must have 9 digits.';
export const SAVE_FAILED = 'Error saving profile';
export const PROFILE_SAVED = 'Profile saved successfully!';

export function formValuesOf(profile: OwnerProfile | null): ProfileFormValues {
  const text = (v: string | null | undefined) => v ?? '';
  return {
    business_name: text(profile?.business_name),
    business_website: text(profile?.business_website),
    owner_first_name: text(profile?.owner_first_name),
    owner_last_name: text(profile?.owner_last_name),
    owner_ssn: '',
    owner_dob: text(profile?.owner_dob),
    credit_profile: text(profile?.credit_profile),
    business_structure: text(profile?.business_structure),
    business_phone: text(profile?.business_phone),
    forward_phone: text(profile?.forward_phone),
    business_address: text(profile?.business_address),
    owner_home_address: text(profile?.owner_home_address),
    business_email: text(profile?.business_email),
    forward_email: text(profile?.forward_email),
    owner_type: profile?.owner_type ?? 'sole',
    number_of_owners: String(profile?.number_of_owners ?? 1),
    agreement: '',
  };
}

/** Field problems that block a save (the I AGREE gate is separate: it disables Save). */
export function profileErrors(values: ProfileFormValues): Partial<Record<keyof ProfileFormValues, string>> {
  const errors: Partial<Record<keyof ProfileFormValues, string>> = {};
  const owners = ownerCountError(values.owner_type, parseOwnerCount(values.number_of_owners));
  if (owners) errors.number_of_owners = owners;
  const digits = values.owner_ssn.replace(/\D/g, '');
  if (values.owner_ssn.trim() && (digits.length !== 9 || /[^\d\s-]/.test(values.owner_ssn))) errors.owner_ssn = SSN_DIGITS_ERROR;
  return errors;
}

export function canSave(values: ProfileFormValues): boolean {
  return isAgreementConfirmed(values.agreement) && Object.keys(profileErrors(values)).length === 0;
}

/** The row a save upserts; empty text becomes null; the SSN only when a new one was typed. */
export function toSave(values: ProfileFormValues): OwnerProfileSave {
  const orNull = (v: string) => (v.trim() ? v.trim() : null);
  const row: OwnerProfileSave = {
    business_name: orNull(values.business_name),
    business_website: orNull(values.business_website),
    owner_first_name: orNull(values.owner_first_name),
    owner_last_name: orNull(values.owner_last_name),
    owner_dob: orNull(values.owner_dob),
    credit_profile: orNull(values.credit_profile),
    business_structure: orNull(values.business_structure) as BusinessStructureValue | null,
    business_phone: orNull(values.business_phone),
    forward_phone: orNull(values.forward_phone),
    business_address: orNull(values.business_address),
    owner_home_address: orNull(values.owner_home_address),
    business_email: orNull(values.business_email),
    forward_email: orNull(values.forward_email),
    owner_type: values.owner_type,
    number_of_owners: parseOwnerCount(values.number_of_owners),
    agreement_confirmed: isAgreementConfirmed(values.agreement),
  };
  if (values.owner_ssn.trim()) row.owner_ssn = values.owner_ssn.trim();
  return row;
}
