import { Cluster, Grid } from 'shared-ui';
import { Form, FormCheckbox, FormTextArea, FormTextField, useForm } from 'shared-ui/forms';
import { Modal } from 'shared-ui/overlays';
import styled from 'styled-components';
import { EMPTY_BANK_ACCOUNT, FLAGS, toRow, validateMonthlyFees, type BankAccountRow, type BankAccountValues } from '../bank-account';

// A fieldset: its border and legend are what Cluster does not express.
const Flags = styled(Cluster).attrs({ as: 'fieldset' as const, $gap: 'lg' as const })`
  border: none;
  margin: 0;
  padding: 0;
  & > legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

export interface BankAccountFormModalProps {
  title: string;
  submitLabel: string;
  busyLabel: string;
  initialValues?: BankAccountValues;
  /** Saves the row; rejects with the mutation's error (shown in the form). */
  onSave: (row: BankAccountRow) => Promise<unknown>;
  onSaved: () => void;
  onClose: () => void;
}

/** The "Add an Account" / "Edit Account" modal: every field and flag of spec 2, monthly fees a number (0 by default). */
export function BankAccountFormModal({
  title,
  submitLabel,
  busyLabel,
  initialValues = EMPTY_BANK_ACCOUNT,
  onSave,
  onSaved,
  onClose,
}: BankAccountFormModalProps) {
  const form = useForm<BankAccountValues>({ defaultValues: initialValues });
  return (
    <Modal isOpen title={title} onClose={onClose} size="lg">
      <Form
        form={form}
        aria-label={title}
        onSubmit={(values) => onSave(toRow(values))}
        onSuccess={onSaved}
        submitLabel={submitLabel}
        busyLabel={busyLabel}
        onCancel={onClose}
      >
        <Grid $min="220px" $gap="md">
          <FormTextField form={form} name="bank_name" label="Bank Name" rules={{ required: 'Bank name is required' }} autoComplete="off" />
          <FormTextField form={form} name="account_owner" label="Account Owner" autoComplete="off" />
          <FormTextField form={form} name="account_number" label="Account Number" inputMode="numeric" autoComplete="off" />
          <FormTextField form={form} name="routing_number" label="Routing Number" inputMode="numeric" autoComplete="off" />
          <FormTextField form={form} name="date_opened" label="Date Opened" type="date" />
          <FormTextField
            form={form}
            name="monthly_fees"
            label="Monthly Fees"
            type="number"
            min={0}
            step="0.01"
            rules={{ validate: validateMonthlyFees }}
          />
          <FormTextField form={form} name="business_account_url" label="Business Account URL" type="url" placeholder="https://" />
        </Grid>
        <FormTextArea form={form} name="notes" label="Notes" />
        <Flags>
          <legend>Account features</legend>
          {FLAGS.map((flag) => (
            <FormCheckbox key={flag.key} form={form} name={flag.key} label={flag.label} />
          ))}
        </Flags>
      </Form>
    </Modal>
  );
}
