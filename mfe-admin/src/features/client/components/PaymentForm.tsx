import { Form, FormCheckbox, FormSelect, FormTextField, useForm } from 'shared-ui/forms';
import { EMPTY_PAYMENT, toPaymentInput, validatePayment, type PaymentDraft, type PaymentInput } from '../payment-rules';

const STATUS_OPTIONS = [
  { value: 'pending', label: 'Pending' },
  { value: 'completed', label: 'Completed' },
];

export interface PaymentFormProps {
  initial?: PaymentDraft;
  /** The client's program requests a payment may be recorded against (value: the request's id). */
  requests?: readonly { value: string; label: string }[];
  submitLabel: string;
  onSave: (payment: PaymentInput) => Promise<unknown>;
  onDone: () => void;
  onCancel: () => void;
}

const rule = (key: 'description' | 'amount' | 'date') => (_: unknown, draft: PaymentDraft) => validatePayment(draft)[key] ?? true;

/** Add or edit a client's payment (spec 2 section 5): description, a non-zero amount and a date are required. */
export function PaymentForm({ initial = EMPTY_PAYMENT, requests = [], submitLabel, onSave, onDone, onCancel }: PaymentFormProps) {
  const form = useForm<PaymentDraft>({ defaultValues: initial });
  return (
    <Form
      form={form}
      aria-label={submitLabel}
      submitLabel={submitLabel}
      busyLabel="Saving..."
      onSubmit={(draft) => {
        const payment = toPaymentInput(draft);
        return payment ? onSave(payment) : Promise.resolve();
      }}
      onSuccess={onDone}
      onCancel={onCancel}
    >
      <FormTextField form={form} name="description" label="Description" rules={{ validate: rule('description') }} />
      <FormTextField
        form={form}
        name="amount"
        label="Amount (USD)"
        type="number"
        step="0.01"
        inputMode="decimal"
        rules={{ validate: rule('amount') }}
      />
      <FormTextField form={form} name="date" label="Date" type="date" rules={{ validate: rule('date') }} />
      <FormSelect form={form} name="status" label="Status" options={STATUS_OPTIONS} />
      <FormCheckbox form={form} name="included" label="Included" />
      {(requests.length > 0 || initial.program_request_id) && (
        <FormSelect
          form={form}
          name="program_request_id"
          label="For program request"
          options={[{ value: '', label: 'None' }, ...requests]}
        />
      )}
    </Form>
  );
}
