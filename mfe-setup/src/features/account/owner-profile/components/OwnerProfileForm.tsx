import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, RadioGroup, Select, TextField } from 'shared-ui';
import { BUSINESS_STRUCTURES } from '../business-structures';
import { AGREEMENT_ERROR, FORMATION_FEE_NOTE, isAgreementConfirmed, ownersForType, parseOwnerCount, type OwnerType } from '../owner-rules';
import { canSave, formValuesOf, profileErrors, toSave, type ProfileFormValues } from '../profile-form';
import type { OwnerProfile, OwnerProfileSave } from '../types';
import { US_STATES } from '../us-states';
import { StructureInfo } from './StructureInfo';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;

const Section = styled.fieldset`
  border: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.md} { grid-template-columns: 1fr 1fr; }
  legend {
    margin-bottom: ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Wide = styled.div`
  ${({ theme }) => theme.media.md} { grid-column: 1 / -1; }
`;

const Note = styled.p`
  padding: ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.warningSoft};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Banner = styled.div`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.dangerHover};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const STATE_OPTIONS = US_STATES.map((s) => ({ value: s, label: s }));
const STRUCTURE_OPTIONS = BUSINESS_STRUCTURES.map((s) => ({ value: s.value, label: s.label }));
const OWNER_TYPES = [{ value: 'sole', label: 'Sole Owner' }, { value: 'multiple', label: 'Multiple Owners' }];

export interface OwnerProfileFormProps {
  profile: OwnerProfile | null;
  /** Saves the profile; rejects with the message to show (what was typed stays). */
  onSave: (row: OwnerProfileSave) => Promise<void>;
}

/** The owner profile of spec 2 section 3, with the owner type rules and the I AGREE gate. */
export function OwnerProfileForm({ profile, onSave }: OwnerProfileFormProps) {
  const [values, setValues] = useState<ProfileFormValues>(() => formValuesOf(profile));
  const [isBusy, setIsBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [isChangingSsn, setIsChangingSsn] = useState(!profile?.owner_ssn);
  const errors = profileErrors(values);
  const agreementShown = values.agreement !== '' && !isAgreementConfirmed(values.agreement);

  const text = (key: keyof ProfileFormValues) => ({
    name: key,
    value: values[key],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value })),
  });

  const setOwnerType = (type: string) =>
    setValues((v) => ({ ...v, owner_type: type as OwnerType, number_of_owners: String(ownersForType(type as OwnerType, parseOwnerCount(v.number_of_owners))) }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSave(values) || isBusy) return;
    setIsBusy(true);
    setFailure(null);
    try {
      await onSave(toSave(values));
      setValues((v) => ({ ...v, owner_ssn: '', agreement: '' }));
      setIsChangingSsn(false);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <Form aria-label="Owner Profile" onSubmit={(e) => void onSubmit(e)} noValidate>
      <Section>
        <legend>Business</legend>
        <TextField label="Business Name" {...text('business_name')} autoComplete="organization" />
        <TextField label="Business Website" type="url" {...text('business_website')} placeholder="https://" />
        <Select label="Business Structure" {...text('business_structure')} options={STRUCTURE_OPTIONS} placeholder="Select a structure"
          aria-describedby="structure-info" />
        <Select label="Credit Profile" {...text('credit_profile')} options={STATE_OPTIONS} placeholder="Select a state" hint="The state of your credit profile" />
        <Wide><StructureInfo value={values.business_structure} id="structure-info" /></Wide>
        <Wide><TextField label="Business Address" {...text('business_address')} autoComplete="street-address" /></Wide>
        <TextField label="Business Phone" type="tel" {...text('business_phone')} autoComplete="tel" />
        <TextField label="Forward Phone" type="tel" {...text('forward_phone')} />
        <TextField label="Business Email" type="email" {...text('business_email')} autoComplete="email" />
        <TextField label="Forward Email" type="email" {...text('forward_email')} />
      </Section>

      <Section>
        <legend>Owner</legend>
        <TextField label="Owner First Name" {...text('owner_first_name')} autoComplete="given-name" />
        <TextField label="Owner Last Name" {...text('owner_last_name')} autoComplete="family-name" />
        {isChangingSsn ? (
          <TextField label="Social Security Number" {...text('owner_ssn')} inputMode="numeric" autoComplete="off" placeholder="123-45-6789"
            error={errors.owner_ssn} hint={profile?.owner_ssn ? 'Leave empty to keep the SSN on file' : undefined} />
        ) : (
          <div>
            <TextField label="Social Security Number" name="owner_ssn_on_file" value={profile?.owner_ssn ?? ''} readOnly
              hint="Only the last four digits are shown once saved" />
            <Button variant="ghost" size="sm" onClick={() => setIsChangingSsn(true)}>Change SSN</Button>
          </div>
        )}
        <TextField label="Date of Birth" {...text('owner_dob')} placeholder="January 1st 1980" autoComplete="bday" />
        <Wide><TextField label="Owner Home Address" {...text('owner_home_address')} /></Wide>
      </Section>

      <Section>
        <legend>Ownership</legend>
        <RadioGroup label="Owner Type" name="owner_type" options={OWNER_TYPES} value={values.owner_type} onChange={setOwnerType} isInline />
        <TextField label="Number of Owners" type="number" min={values.owner_type === 'multiple' ? 2 : 1} {...text('number_of_owners')}
          readOnly={values.owner_type === 'sole'} error={errors.number_of_owners} />
      </Section>

      <Note>{FORMATION_FEE_NOTE}</Note>

      <Section>
        <legend>Agreement</legend>
        <Wide>
          <TextField label='Type "I AGREE" to confirm the information above is correct' {...text('agreement')} autoComplete="off"
            error={agreementShown ? AGREEMENT_ERROR : undefined} />
        </Wide>
      </Section>

      {failure && <Banner role="alert">{failure}</Banner>}
      <Actions>
        <Button type="submit" disabled={!canSave(values)} isBusy={isBusy} busyLabel="Saving...">Save Profile</Button>
      </Actions>
    </Form>
  );
}
