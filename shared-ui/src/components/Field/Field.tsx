import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

export const FieldLabel = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
`;

export const FieldHint = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const FieldError = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.danger};
`;

/** Props a field hands to its control so label, hint and error stay associated. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

export interface FieldProps {
  label: ReactNode;
  /** Keeps the label for screen readers only (the top bar's search box). */
  hideLabel?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  isRequired?: boolean;
  /** Use a given id for the control; otherwise one is generated. */
  id?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** Label + control + hint + error, wired with htmlFor, aria-describedby and aria-invalid. */
export function Field({ label, hideLabel, hint, error, isRequired, id, children }: FieldProps) {
  const autoId = useId();
  const controlId = id ?? `field-${autoId}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const labelContent = (
    <>
      {label}
      {isRequired && <span aria-hidden="true"> *</span>}
    </>
  );
  return (
    <Root>
      {hideLabel ? (
        <VisuallyHidden as="label" htmlFor={controlId}>
          {labelContent}
        </VisuallyHidden>
      ) : (
        <FieldLabel htmlFor={controlId}>{labelContent}</FieldLabel>
      )}
      {children({
        id: controlId,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
        'aria-required': isRequired ? true : undefined,
      })}
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Root>
  );
}
