import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, TextArea, TextField } from 'shared-ui';
import type { BusinessAccount, BusinessAccountChanges } from '../types';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Row = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

const Banner = styled.div`
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.dangerHover};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const NAME_REQUIRED = 'Account Name is required';

export interface BusinessAccountEditProps {
  account: BusinessAccount;
  /** Saves the account and then each detail; rejects with a message (edit mode then stays open). */
  onSave: (changes: BusinessAccountChanges) => Promise<void>;
  onCancel: () => void;
}

/** The card's edit mode: name, URL, description, notes and each access detail's value. Cancel discards. */
export function BusinessAccountEdit({ account, onSave, onCancel }: BusinessAccountEditProps) {
  const [values, setValues] = useState({
    name: account.name,
    business_account_url: account.business_account_url ?? '',
    description: account.description ?? '',
    notes: account.notes ?? '',
  });
  const [details, setDetails] = useState(account.business_account_details.map((d) => ({ label: d.label, value: d.value })));
  const [isBusy, setIsBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);

  const field = (key: keyof typeof values) => ({
    value: values[key],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value })),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isBusy) return;
    if (!values.name.trim()) {
      setNameError(NAME_REQUIRED);
      return;
    }
    setNameError(null);
    setIsBusy(true);
    setFailure(null);
    try {
      await onSave({ id: account.id, ...values, name: values.name.trim(), details });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      setIsBusy(false);
    }
  };

  return (
    <Form aria-label={`Edit ${account.name}`} onSubmit={(e) => void onSubmit(e)} noValidate>
      <TextField label="Account Name" required {...field('name')} error={nameError ?? undefined} />
      <TextField label="Account Url" {...field('business_account_url')} placeholder="example.com" />
      <TextArea label="Description" {...field('description')} />
      {details.map((d, i) => (
        <TextField key={d.label} label={d.label} value={d.value}
          onChange={(e) => setDetails((all) => all.map((x, j) => (j === i ? { ...x, value: e.target.value } : x)))} />
      ))}
      <TextArea label="Notes" {...field('notes')} />
      {failure && <Banner role="alert">{failure}</Banner>}
      <Row>
        <Button variant="secondary" onClick={onCancel} disabled={isBusy}>Cancel</Button>
        <Button type="submit" isBusy={isBusy} busyLabel="Saving...">Save</Button>
      </Row>
    </Form>
  );
}
