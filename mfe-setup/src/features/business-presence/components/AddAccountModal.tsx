import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, IconButton, TextArea, TextField } from 'shared-ui';
import { Modal } from 'shared-ui/overlays';
import { DUPLICATE_LABEL, detailsToSave, duplicateLabel } from '../new-account';
import type { NewBusinessAccount } from '../types';
import { NAME_REQUIRED } from './BusinessAccountEdit';
import { PlusIcon, TrashIcon } from './icons';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const DetailRow = styled.fieldset`
  display: grid;
  grid-template-columns: 1fr 1fr auto;
  align-items: end;
  gap: ${({ theme }) => theme.space.sm};
  border: none;
  padding: 0;
  margin: 0;
`;

const Banner = styled.div`
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.dangerHover};
`;

const FORM_ID = 'add-business-account';
const EMPTY: NewBusinessAccount = { name: '', business_account_url: '', description: '', notes: '', details: [{ label: '', value: '' }] };

export interface AddAccountModalProps {
  isOpen: boolean;
  onClose: () => void;
  /** Saves the account (as Active) with its details; rejects with a message (the modal keeps what was typed). */
  onAdd: (account: NewBusinessAccount) => Promise<void>;
}

/** Add Account: Account Name (required), Account Url, Description, Notes and repeatable Access Detail rows. */
export function AddAccountModal({ isOpen, onClose, onAdd }: AddAccountModalProps) {
  const [values, setValues] = useState<NewBusinessAccount>(EMPTY);
  const [isBusy, setIsBusy] = useState(false);
  const [nameError, setNameError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const field = (key: 'name' | 'business_account_url' | 'description' | 'notes') => ({
    value: values[key],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value })),
  });
  const setDetail = (index: number, key: 'label' | 'value', value: string) =>
    setValues((v) => ({ ...v, details: v.details.map((d, i) => (i === index ? { ...d, [key]: value } : d)) }));

  const close = () => {
    setValues(EMPTY);
    setNameError(null);
    setFailure(null);
    onClose();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isBusy) return;
    if (!values.name.trim()) {
      setNameError(NAME_REQUIRED);
      return;
    }
    setNameError(null);
    const repeated = duplicateLabel(values.details);
    if (repeated) {
      setFailure(`${DUPLICATE_LABEL} ("${repeated}" is used twice).`);
      return;
    }
    setIsBusy(true);
    setFailure(null);
    try {
      await onAdd({ ...values, name: values.name.trim(), details: detailsToSave(values.details) });
      setIsBusy(false);
      close();
    } catch (error) {
      setIsBusy(false);
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <Modal
      isOpen={isOpen}
      onClose={close}
      title="Add Account"
      size="lg"
      isDismissable={!isBusy}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={isBusy}>Cancel</Button>
          <Button type="submit" form={FORM_ID} isBusy={isBusy} busyLabel="Adding...">Add Account</Button>
        </>
      }
    >
      <Form id={FORM_ID} aria-label="Add Account" onSubmit={(e) => void onSubmit(e)} noValidate>
        <TextField label="Account Name" required {...field('name')} error={nameError ?? undefined} data-autofocus="" />
        <TextField label="Account Url" {...field('business_account_url')} placeholder="example.com" />
        <TextArea label="Description" {...field('description')} />
        <TextArea label="Notes" {...field('notes')} />
        {values.details.map((d, i) => (
          <DetailRow key={i} aria-label={`Access Detail ${i + 1}`}>
            <TextField label={`Label ${i + 1}`} value={d.label} onChange={(e) => setDetail(i, 'label', e.target.value)} placeholder="Username" />
            <TextField label={`Value ${i + 1}`} value={d.value} onChange={(e) => setDetail(i, 'value', e.target.value)} />
            <IconButton label={`Remove Access Detail ${i + 1}`} icon={<TrashIcon />} tone="danger"
              onClick={() => setValues((v) => ({ ...v, details: v.details.filter((_, j) => j !== i) }))} />
          </DetailRow>
        ))}
        <div>
          <Button variant="ghost" size="sm" icon={<PlusIcon />}
            onClick={() => setValues((v) => ({ ...v, details: [...v.details, { label: '', value: '' }] }))}>
            Add Access Detail
          </Button>
        </div>
        {failure && <Banner role="alert">{failure}</Banner>}
      </Form>
    </Modal>
  );
}
