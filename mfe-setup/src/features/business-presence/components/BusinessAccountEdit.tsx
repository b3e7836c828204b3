import { Form, FormTextArea, FormTextField, useForm } from 'shared-ui/forms';
import type { BusinessAccount, BusinessAccountChanges } from '../types';

export const NAME_REQUIRED = 'Account Name is required';

export interface BusinessAccountEditProps {
  account: BusinessAccount;
  /** Saves the account with every detail's value (one request); rejects with the mutation's error (edit mode stays open). */
  onSave: (changes: BusinessAccountChanges) => Promise<unknown>;
  onSaved: () => void;
  onCancel: () => void;
}

const valuesOf = (account: BusinessAccount): BusinessAccountChanges => ({
  id: account.id,
  name: account.name,
  business_account_url: account.business_account_url ?? '',
  description: account.description ?? '',
  notes: account.notes ?? '',
  details: account.business_account_details.map((d) => ({ label: d.label, value: d.value })),
});

/** The card's edit mode: name, URL, description, notes and each access detail's value. Cancel discards. */
export function BusinessAccountEdit({ account, onSave, onSaved, onCancel }: BusinessAccountEditProps) {
  const form = useForm<BusinessAccountChanges>({ defaultValues: valuesOf(account) });
  return (
    <Form
      form={form}
      aria-label={`Edit ${account.name}`}
      onSubmit={(values) => onSave({ ...values, name: values.name.trim() })}
      onSuccess={onSaved}
      submitLabel="Save"
      busyLabel="Saving..."
      onCancel={onCancel}
    >
      <FormTextField
        form={form}
        name="name"
        label="Account Name"
        rules={{ required: NAME_REQUIRED, validate: (v) => v.trim() !== '' || NAME_REQUIRED }}
      />
      <FormTextField form={form} name="business_account_url" label="Account Url" placeholder="example.com" />
      <FormTextArea form={form} name="description" label="Description" />
      {account.business_account_details.map((d, i) => (
        <FormTextField key={d.id} form={form} name={`details.${i}.value`} label={d.label} />
      ))}
      <FormTextArea form={form} name="notes" label="Notes" />
    </Form>
  );
}
