import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { FieldHint } from '../Field/Field';

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
`;

const Box = styled.input`
  width: 16px;
  height: 16px;
  margin: 3px 0 0;
  accent-color: ${({ theme }) => theme.colors.brand};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
`;

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> {
  label: ReactNode;
  hint?: ReactNode;
}

/** A labelled native checkbox ("Enable notifications", "Auto-sync data", "Downloadable"). */
export function Checkbox({ label, hint, id, ...rest }: CheckboxProps) {
  const autoId = useId();
  const inputId = id ?? `checkbox-${autoId}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  return (
    <div>
      <Row>
        <Box type="checkbox" id={inputId} aria-describedby={hintId} {...rest} />
        <Label htmlFor={inputId}>{label}</Label>
      </Row>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
    </div>
  );
}
