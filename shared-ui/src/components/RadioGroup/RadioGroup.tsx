import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { FieldError, FieldHint } from '../Field/Field';

const Fieldset = styled.fieldset`
  border: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Options = styled.div<{ $inline: boolean }>`
  display: flex;
  flex-direction: ${({ $inline }) => ($inline ? 'row' : 'column')};
  flex-wrap: wrap;
  gap: ${({ theme, $inline }) => ($inline ? theme.space.lg : theme.space.xs)};
`;

const OptionLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  & > input {
    accent-color: ${({ theme }) => theme.colors.brand};
    margin: 0;
  }
`;

export interface RadioOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  /** The group's legend ("Priority Level"). */
  label: ReactNode;
  /** The radios' shared name; defaults to a generated one. */
  name?: string;
  options: readonly RadioOption[];
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  error?: ReactNode;
  isRequired?: boolean;
  isInline?: boolean;
}

/** A fieldset of native radios (arrow keys move the choice, as browsers do). */
export function RadioGroup({ label, name, options, value, onChange, hint, error, isRequired, isInline = false }: RadioGroupProps) {
  const autoId = useId();
  const groupName = name ?? `radio-${autoId}`;
  const hintId = hint ? `${groupName}-hint` : undefined;
  const errorId = error ? `${groupName}-error` : undefined;
  return (
    <Fieldset aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined} aria-invalid={error ? true : undefined}>
      <Legend>
        {label}
        {isRequired && <span aria-hidden="true"> *</span>}
      </Legend>
      <Options $inline={isInline}>
        {options.map((o) => (
          <OptionLabel key={o.value}>
            <input
              type="radio"
              name={groupName}
              value={o.value}
              checked={value === o.value}
              disabled={o.disabled}
              required={isRequired}
              onChange={() => onChange(o.value)}
            />
            {o.label}
          </OptionLabel>
        ))}
      </Options>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Fieldset>
  );
}
