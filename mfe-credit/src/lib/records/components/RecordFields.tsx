import { FormSelect, FormTextField, type UseFormReturn } from 'shared-ui/forms';
import { parseAmount } from '../../../lib/money';
import type { RecordKind } from '../record-kinds';
import { RECORD_MESSAGES, type RecordFormValues } from './record-form';

/** Vendor, amount (USD), the kind's date and status. */
export function RecordFields({ form, kind }: { form: UseFormReturn<RecordFormValues>; kind: RecordKind }) {
  return (
    <>
      <FormTextField
        form={form}
        name="vendor_name"
        label="Vendor Name"
        rules={{ required: RECORD_MESSAGES.vendorRequired, validate: (v: string) => v.trim() !== '' || RECORD_MESSAGES.vendorRequired }}
      />
      <FormTextField
        form={form}
        name="amount"
        label="Amount (USD)"
        inputMode="decimal"
        placeholder="0.00"
        rules={{ required: RECORD_MESSAGES.badAmount, validate: (v: string) => parseAmount(v) !== null || RECORD_MESSAGES.badAmount }}
      />
      <FormTextField form={form} name="date" label={kind.dateLabel} type="date" />
      <FormSelect form={form} name="status" label="Status" options={kind.statuses.map((s) => ({ value: s.value, label: s.label }))} />
    </>
  );
}
