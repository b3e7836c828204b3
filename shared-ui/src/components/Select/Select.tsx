import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { Field } from '../Field/Field';
import { inputStyles } from '../Field/input-styles';

const StyledSelect = styled.select`
  ${inputStyles}
  cursor: pointer;
`;

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'children'> {
  label: ReactNode;
  hideLabel?: boolean;
  options: readonly SelectOption[];
  /** An empty first option ("Select a state"); chosen value ''. */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
}

/** A labelled native select (the clients sort selector, credit profile state, emoji). */
export function Select({ label, hideLabel, options, placeholder, hint, error, id, required, ...rest }: SelectProps) {
  return (
    <Field label={label} hideLabel={hideLabel} hint={hint} error={error} id={id} isRequired={required}>
      {(control) => (
        <StyledSelect required={required} {...control} {...rest}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </StyledSelect>
      )}
    </Field>
  );
}
