import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { Field } from '../Field/Field';
import { inputStyles } from '../Field/input-styles';

export const Input = styled.input`
  ${inputStyles}
`;

const StyledTextArea = styled.textarea`
  ${inputStyles}
  min-height: 96px;
  resize: vertical;
`;

interface FieldOwnProps {
  /** Always rendered and associated with the control (visually hidden with `hideLabel`). */
  label: ReactNode;
  hideLabel?: boolean;
  hint?: ReactNode;
  /** Shown under the control; also sets aria-invalid and aria-describedby. */
  error?: ReactNode;
}

export interface TextFieldProps extends FieldOwnProps, Omit<ComponentPropsWithRef<'input'>, 'children'> {}

/** A labelled text input (text, email, tel, url, number, date, search). */
export function TextField({ label, hideLabel, hint, error, id, required, ...rest }: TextFieldProps) {
  return (
    <Field label={label} hideLabel={hideLabel} hint={hint} error={error} id={id} isRequired={required}>
      {(control) => <Input required={required} {...control} {...rest} />}
    </Field>
  );
}

export interface TextAreaProps extends FieldOwnProps, Omit<ComponentPropsWithRef<'textarea'>, 'children'> {}

/** A labelled multi-line input (descriptions, notes, the website template's HTML). */
export function TextArea({ label, hideLabel, hint, error, id, required, ...rest }: TextAreaProps) {
  return (
    <Field label={label} hideLabel={hideLabel} hint={hint} error={error} id={id} isRequired={required}>
      {(control) => <StyledTextArea required={required} {...control} {...rest} />}
    </Field>
  );
}
