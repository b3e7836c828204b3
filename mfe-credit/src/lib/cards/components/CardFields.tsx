import { FormTextArea, FormTextField, type UseFormReturn } from 'shared-ui/forms';
import { CARD_FIELDS, ISSUER_REQUIRED, type CardField, type CardFormValues } from '../card-kinds';

/** The inputs of a card form, in the kind's order; the issuer is required. */
export function CardFields({ form, fields }: { form: UseFormReturn<CardFormValues>; fields: readonly CardField[] }) {
  return (
    <>
      {fields.map((name) => {
        const field = CARD_FIELDS[name];
        const rules =
          name === 'issuer'
            ? { required: ISSUER_REQUIRED, validate: (v?: string) => (v ?? '').trim() !== '' || ISSUER_REQUIRED }
            : undefined;
        if (field.kind === 'textarea') return <FormTextArea key={name} form={form} name={name} label={field.label} rows={2} />;
        return (
          <FormTextField
            key={name}
            form={form}
            name={name}
            label={field.label}
            placeholder={field.placeholder}
            rules={rules}
            type={field.kind === 'password' ? 'password' : 'text'}
            autoComplete={field.kind === 'password' ? 'new-password' : 'off'}
          />
        );
      })}
    </>
  );
}
