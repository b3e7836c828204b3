import styled from 'styled-components';
import { apiError, Button, IconButton } from 'shared-ui';
import { Form, FormTextArea, FormTextField, useFieldArray, useForm } from 'shared-ui/forms';
import { Modal } from 'shared-ui/overlays';
import { DUPLICATE_LABEL, detailsToSave, duplicateLabel } from '../new-account';
import type { NewBusinessAccount } from '../types';
import { NAME_REQUIRED } from './BusinessAccountEdit';
import { PlusIcon, TrashIcon } from './icons';

const DetailRow = styled.fieldset`
  display: grid;
  grid-template-columns: 1fr 1fr auto;
  align-items: end;
  gap: ${({ theme }) => theme.space.sm};
  border: none;
  padding: 0;
  margin: 0;
`;

const EMPTY: NewBusinessAccount = { name: '', business_account_url: '', description: '', notes: '', details: [{ label: '', value: '' }] };

export interface AddAccountModalProps {
  onClose: () => void;
  /** Saves the account (as Active) with its details; rejects with the mutation's error (shown in the form). */
  onAdd: (account: NewBusinessAccount) => Promise<unknown>;
}

/** Add Account: Account Name (required), Account Url, Description, Notes and repeatable Access Detail rows. */
export function AddAccountModal({ onClose, onAdd }: AddAccountModalProps) {
  const form = useForm<NewBusinessAccount>({ defaultValues: EMPTY });
  const details = useFieldArray({ control: form.control, name: 'details' });

  const add = (values: NewBusinessAccount) => {
    const repeated = duplicateLabel(values.details);
    if (repeated) throw apiError({ status: 400, message: `${DUPLICATE_LABEL} ("${repeated}" is used twice).` });
    return onAdd({ ...values, name: values.name.trim(), details: detailsToSave(values.details) });
  };

  return (
    <Modal isOpen onClose={onClose} title="Add Account" size="lg">
      <Form
        form={form}
        aria-label="Add Account"
        onSubmit={add}
        onSuccess={onClose}
        submitLabel="Add Account"
        busyLabel="Adding..."
        onCancel={onClose}
      >
        <FormTextField
          form={form}
          name="name"
          label="Account Name"
          rules={{ required: NAME_REQUIRED, validate: (v) => v.trim() !== '' || NAME_REQUIRED }}
          data-autofocus=""
        />
        <FormTextField form={form} name="business_account_url" label="Account Url" placeholder="example.com" />
        <FormTextArea form={form} name="description" label="Description" />
        <FormTextArea form={form} name="notes" label="Notes" />
        {details.fields.map((field, i) => (
          <DetailRow key={field.id} aria-label={`Access Detail ${i + 1}`}>
            <FormTextField form={form} name={`details.${i}.label`} label={`Label ${i + 1}`} placeholder="Username" />
            <FormTextField form={form} name={`details.${i}.value`} label={`Value ${i + 1}`} />
            <IconButton label={`Remove Access Detail ${i + 1}`} icon={<TrashIcon />} tone="danger" onClick={() => details.remove(i)} />
          </DetailRow>
        ))}
        <div>
          <Button variant="ghost" size="sm" icon={<PlusIcon />} onClick={() => details.append({ label: '', value: '' })}>
            Add Access Detail
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
