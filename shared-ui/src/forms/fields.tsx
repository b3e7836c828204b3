import type { ReactNode } from 'react';
import { Controller, get, useFormState, type FieldValues, type Path, type RegisterOptions, type UseFormReturn } from 'react-hook-form';
import {
  Checkbox,
  PasswordField,
  RadioGroup,
  Select,
  TextArea,
  TextField,
  validateTotpCode,
  type CheckboxProps,
  type PasswordFieldProps,
  type RadioOption,
  type SelectProps,
  type TextAreaProps,
  type TextFieldProps,
} from 'shared-ui';

/** What every Form* field takes: the form, the value's name, its label and its rules (messages: spec wording). */
export interface FormFieldProps<V extends FieldValues, N extends Path<V> = Path<V>> {
  form: UseFormReturn<V>;
  name: N;
  label: ReactNode;
  /** The field's rules; `validate` receives this field's value. */
  rules?: RegisterOptions<V, N>;
  hint?: ReactNode;
}

/** The field's current error message (client rule or server), following the form's state. */
function useFieldError<V extends FieldValues>(form: UseFormReturn<V>, name: Path<V>): string | undefined {
  const { errors } = useFormState({ control: form.control, name });
  const message = (get(errors, name) as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

type NativeOmit = 'form' | 'name' | 'label' | 'hint' | 'error' | 'required';

/** `TextField` bound to `name`: label, error, required and aria-describedby wired. */
export function FormTextField<V extends FieldValues, N extends Path<V> = Path<V>>({
  form,
  name,
  label,
  rules,
  hint,
  ...rest
}: FormFieldProps<V, N> & Omit<TextFieldProps, NativeOmit>) {
  const error = useFieldError(form, name);
  return (
    <TextField label={label} hint={hint} error={error} required={Boolean(rules?.required)} {...rest} {...form.register(name, rules)} />
  );
}

/**
 * The 6-digit code of an authenticator app ("Authentication Code" unless `label` says otherwise): the numeric
 * keyboard, the browser's one-time-code autofill, a space allowed ("123 456") and the code's rule.
 */
export function FormCodeField<V extends FieldValues, N extends Path<V> = Path<V>>({
  form,
  name,
  label = 'Authentication Code',
  hint,
  ...rest
}: Omit<FormFieldProps<V, N>, 'label' | 'rules'> & { label?: ReactNode } & Omit<
    TextFieldProps,
    NativeOmit | 'inputMode' | 'autoComplete' | 'maxLength'
  >) {
  const error = useFieldError(form, name);
  const rules = { validate: (value: unknown) => validateTotpCode(String(value ?? '')) } as RegisterOptions<V, N>;
  return (
    <TextField
      label={label}
      hint={hint}
      error={error}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={7}
      {...rest}
      {...form.register(name, rules)}
    />
  );
}

export function FormTextArea<V extends FieldValues, N extends Path<V> = Path<V>>({
  form,
  name,
  label,
  rules,
  hint,
  ...rest
}: FormFieldProps<V, N> & Omit<TextAreaProps, NativeOmit>) {
  const error = useFieldError(form, name);
  return <TextArea label={label} hint={hint} error={error} required={Boolean(rules?.required)} {...rest} {...form.register(name, rules)} />;
}

export function FormPasswordField<V extends FieldValues, N extends Path<V> = Path<V>>({
  form,
  name,
  label,
  rules,
  hint,
  ...rest
}: FormFieldProps<V, N> & Omit<PasswordFieldProps, NativeOmit>) {
  const error = useFieldError(form, name);
  return (
    <PasswordField label={label} hint={hint} error={error} required={Boolean(rules?.required)} {...rest} {...form.register(name, rules)} />
  );
}

export function FormSelect<V extends FieldValues, N extends Path<V> = Path<V>>({
  form,
  name,
  label,
  rules,
  hint,
  ...rest
}: FormFieldProps<V, N> & Omit<SelectProps, NativeOmit>) {
  const error = useFieldError(form, name);
  return <Select label={label} hint={hint} error={error} required={Boolean(rules?.required)} {...rest} {...form.register(name, rules)} />;
}

/** A checkbox bound to a boolean value. */
export function FormCheckbox<V extends FieldValues, N extends Path<V> = Path<V>>({
  form,
  name,
  label,
  rules,
  hint,
  ...rest
}: FormFieldProps<V, N> & Omit<CheckboxProps, NativeOmit>) {
  return <Checkbox label={label} hint={hint} {...rest} {...form.register(name, rules)} />;
}

/** A radio group bound to a string value. */
export function FormRadioGroup<V extends FieldValues, N extends Path<V> = Path<V>>({
  form,
  name,
  label,
  rules,
  hint,
  options,
  isInline,
}: FormFieldProps<V, N> & { options: readonly RadioOption[]; isInline?: boolean }) {
  const error = useFieldError(form, name);
  return (
    <Controller
      control={form.control}
      name={name}
      rules={rules}
      render={({ field }) => (
        <RadioGroup
          label={label}
          name={field.name}
          options={options}
          value={String(field.value ?? '')}
          onChange={field.onChange}
          hint={hint}
          error={error}
          isRequired={Boolean(rules?.required)}
          isInline={isInline}
        />
      )}
    />
  );
}
