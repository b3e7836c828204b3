import { AGREEMENT_PHRASE, MULTIPLE_OWNERS_ERROR } from './owner-rules';
import { SSN_DIGITS_ERROR, canSave, formValuesOf, profileErrors, toSave } from './profile-form';

const base = () => ({ ...formValuesOf(null), agreement: AGREEMENT_PHRASE });

describe('owner profile form', () => {
  it('starts a new profile as a sole owner with one owner', () => {
    expect(formValuesOf(null)).toMatchObject({ owner_type: 'sole', number_of_owners: '1', agreement: '', owner_ssn: '' });
  });

  it('cannot save without I AGREE', () => {
    expect(canSave({ ...base(), agreement: '' })).toBe(false);
    expect(canSave({ ...base(), agreement: 'i agree' })).toBe(true);
  });

  it('multiple owners need 2 or more', () => {
    expect(profileErrors({ ...base(), owner_type: 'multiple', number_of_owners: '1' })).toEqual({
      number_of_owners: MULTIPLE_OWNERS_ERROR,
    });
    expect(canSave({ ...base(), owner_type: 'multiple', number_of_owners: '3' })).toBe(true);
  });

  it('an SSN, when typed, has 9 digits', () => {
    expect(profileErrors({ ...base(), owner_ssn: '123-45-678' }).owner_ssn).toBe(SSN_DIGITS_ERROR);
    expect(profileErrors({ ...base(), owner_ssn: '123-45-6789' }).owner_ssn).toBeUndefined();
    expect(profileErrors({ ...base(), owner_ssn: '123x456789' }).owner_ssn).toBe(SSN_DIGITS_ERROR);
  });

  it('sends the SSN only when a new one was typed, and blanks as null', () => {
    const kept = toSave({ ...base(), business_name: ' Acme ', owner_dob: 'January 1st 1980' });
    expect(kept).not.toHaveProperty('owner_ssn');
    expect(kept).toMatchObject({
      business_name: 'Acme',
      owner_dob: 'January 1st 1980',
      forward_email: null,
      number_of_owners: 1,
      agreement_confirmed: true,
    });
    expect(toSave({ ...base(), owner_ssn: '123-45-6789' }).owner_ssn).toBe('123-45-6789');
  });

  it('fills the form from a saved profile without the masked SSN', () => {
    const values = formValuesOf({
      ...toSave({ ...base(), business_name: 'Acme' }),
      owner_ssn: '•••-••-6789',
      number_of_owners: 3,
      owner_type: 'multiple',
    } as never);
    expect(values).toMatchObject({ business_name: 'Acme', owner_ssn: '', number_of_owners: '3', owner_type: 'multiple', agreement: '' });
  });
});
