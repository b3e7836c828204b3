import { useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { EyeIcon, EyeOffIcon } from '../../icons/icons';
import { IconButton } from '../Button/IconButton';
import { Field } from '../Field/Field';
import { Input } from '../TextField/TextField';

const Row = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  & > input {
    padding-right: 44px;
  }
  & > button {
    position: absolute;
    right: 4px;
  }
`;

export interface PasswordFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> {
  label: ReactNode;
  hideLabel?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  /** Accessible names of the toggle; default "Show password" / "Hide password" (spec wording). */
  showLabel?: string;
  hideToggleLabel?: string;
}

/** A password input with a show/hide toggle (aria-pressed, named "Show password" / "Hide password"). */
export function PasswordField({
  label,
  hideLabel,
  hint,
  error,
  id,
  required,
  showLabel = 'Show password',
  hideToggleLabel = 'Hide password',
  disabled,
  ...rest
}: PasswordFieldProps) {
  const [isVisible, setIsVisible] = useState(false);
  return (
    <Field label={label} hideLabel={hideLabel} hint={hint} error={error} id={id} isRequired={required}>
      {(control) => (
        <Row>
          <Input
            type={isVisible ? 'text' : 'password'}
            required={required}
            disabled={disabled}
            autoComplete="current-password"
            {...control}
            {...rest}
          />
          <IconButton
            label={isVisible ? hideToggleLabel : showLabel}
            aria-pressed={isVisible}
            aria-controls={control.id}
            icon={isVisible ? <EyeOffIcon /> : <EyeIcon />}
            onClick={() => setIsVisible((v) => !v)}
            disabled={disabled}
          />
        </Row>
      )}
    </Field>
  );
}
