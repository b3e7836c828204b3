import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button, TextField } from 'shared-ui';
import { Form, FormRadioGroup, FormSelect, FormTextField, useForm, useWatch } from 'shared-ui/forms';
import { BUSINESS_STRUCTURES } from '../business-structures';
import { AGREEMENT_ERROR, FORMATION_FEE_NOTE, isAgreementConfirmed, ownersForType, parseOwnerCount } from '../owner-rules';
import { canSave, formValuesOf, profileErrors, toSave, type ProfileFormValues } from '../profile-form';
import type { OwnerProfile, OwnerProfileSave } from '../types';
import { US_STATES } from '../us-states';
import { StructureInfo } from './StructureInfo';

const Section = styled.fieldset`
  border: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
  legend {
    margin-bottom: ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Wide = styled.div`
  ${({ theme }) => theme.media.md} {
    grid-column: 1 / -1;
  }
`;

const Note = styled.p`
  padding: ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.warningSoft};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const STATE_OPTIONS = US_STATES.map((s) => ({ value: s, label: s }));
const STRUCTURE_OPTIONS = BUSINESS_STRUCTURES.map((s) => ({ value: s.value, label: s.label }));
const OWNER_TYPES = [
  { value: 'sole', label: 'Sole Owner' },
  { value: 'multiple', label: 'Multiple Owners' },
];

export interface OwnerProfileFormProps {
  profile: OwnerProfile | null;
  /** Saves the profile; rejects with the error to show (what was typed stays). */
  onSave: (row: OwnerProfileSave) => Promise<unknown>;
}

const fieldError = (key: keyof ProfileFormValues) => (_value: string, values: ProfileFormValues) => profileErrors(values)[key] ?? true;

/** The owner profile of spec 2 section 3, with the owner type rules and the I AGREE gate (Save stays disabled until then). */
export function OwnerProfileForm({ profile, onSave }: OwnerProfileFormProps) {
  const form = useForm<ProfileFormValues>({ defaultValues: formValuesOf(profile), mode: 'onChange' });
  const [isChangingSsn, setIsChangingSsn] = useState(!profile?.owner_ssn);
  const ownerType = useWatch({ control: form.control, name: 'owner_type' });
  const structure = useWatch({ control: form.control, name: 'business_structure' });

  useEffect(() => {
    const count = ownersForType(ownerType, parseOwnerCount(form.getValues('number_of_owners')));
    form.setValue('number_of_owners', String(count), { shouldValidate: true });
  }, [ownerType, form]);

  const saved = (_result: unknown, values: ProfileFormValues) => {
    form.reset({ ...values, owner_ssn: '', agreement: '' });
    setIsChangingSsn(false);
  };

  return (
    <Form
      form={form}
      aria-label="Owner Profile"
      onSubmit={(values) => onSave(toSave(values))}
      onSuccess={saved}
      canSubmit={canSave}
      submitLabel="Save Profile"
      busyLabel="Saving..."
    >
      <Section>
        <legend>Business</legend>
        <FormTextField form={form} name="business_name" label="Business Name" autoComplete="organization" />
        <FormTextField form={form} name="business_website" label="Business Website" type="url" placeholder="https://" />
        <FormSelect
          form={form}
          name="business_structure"
          label="Business Structure"
          options={STRUCTURE_OPTIONS}
          placeholder="Select a structure"
          aria-describedby="structure-info"
        />
        <FormSelect
          form={form}
          name="credit_profile"
          label="Credit Profile"
          options={STATE_OPTIONS}
          placeholder="Select a state"
          hint="The state of your credit profile"
        />
        <Wide>
          <StructureInfo value={structure} id="structure-info" />
        </Wide>
        <Wide>
          <FormTextField form={form} name="business_address" label="Business Address" autoComplete="street-address" />
        </Wide>
        <FormTextField form={form} name="business_phone" label="Business Phone" type="tel" autoComplete="tel" />
        <FormTextField form={form} name="forward_phone" label="Forward Phone" type="tel" />
        <FormTextField form={form} name="business_email" label="Business Email" type="email" autoComplete="email" />
        <FormTextField form={form} name="forward_email" label="Forward Email" type="email" />
      </Section>

      <Section>
        <legend>Owner</legend>
        <FormTextField form={form} name="owner_first_name" label="Owner First Name" autoComplete="given-name" />
        <FormTextField form={form} name="owner_last_name" label="Owner Last Name" autoComplete="family-name" />
        {isChangingSsn ? (
          <FormTextField
            form={form}
            name="owner_ssn"
            label="Social Security Number"
            inputMode="numeric"
            autoComplete="off"
            placeholder="123-45-6789"
            rules={{ validate: fieldError('owner_ssn') }}
            hint={profile?.owner_ssn ? 'Leave empty to keep the SSN on file' : undefined}
          />
        ) : (
          <div>
            <TextField
              label="Social Security Number"
              name="owner_ssn_on_file"
              value={profile?.owner_ssn ?? ''}
              readOnly
              hint="Only the last four digits are shown once saved"
            />
            <Button variant="ghost" size="sm" onClick={() => setIsChangingSsn(true)}>
              Change SSN
            </Button>
          </div>
        )}
        <FormTextField form={form} name="owner_dob" label="Date of Birth" placeholder="January 1st 1980" autoComplete="bday" />
        <Wide>
          <FormTextField form={form} name="owner_home_address" label="Owner Home Address" />
        </Wide>
      </Section>

      <Section>
        <legend>Ownership</legend>
        <FormRadioGroup form={form} name="owner_type" label="Owner Type" options={OWNER_TYPES} isInline />
        <FormTextField
          form={form}
          name="number_of_owners"
          label="Number of Owners"
          type="number"
          min={ownerType === 'multiple' ? 2 : 1}
          readOnly={ownerType === 'sole'}
          rules={{ validate: fieldError('number_of_owners') }}
        />
      </Section>

      <Note>{FORMATION_FEE_NOTE}</Note>

      <Section>
        <legend>Agreement</legend>
        <Wide>
          <FormTextField
            form={form}
            name="agreement"
            label='Type "I AGREE" to confirm the information above is correct'
            autoComplete="off"
            rules={{ validate: (v) => v === '' || isAgreementConfirmed(v) || AGREEMENT_ERROR }}
          />
        </Wide>
      </Section>
    </Form>
  );
}
