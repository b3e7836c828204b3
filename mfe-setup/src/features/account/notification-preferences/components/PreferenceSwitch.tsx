import { useId } from 'react';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} 0`};
`;

const Description = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Track = styled.input`
  appearance: none;
  position: relative;
  flex: none;
  width: 44px;
  height: 24px;
  margin: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.borderStrong};
  cursor: pointer;
  transition: background ${({ theme }) => theme.transitions.fast};
  &::after {
    content: '';
    position: absolute;
    top: 2px;
    left: 2px;
    width: 20px;
    height: 20px;
    border-radius: 50%;
    background: #ffffff;
    transition: transform ${({ theme }) => theme.transitions.fast};
  }
  &:checked {
    background: ${({ theme }) => theme.colors.brand};
  }
  &:checked::after {
    transform: translateX(20px);
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.brandHover};
    outline-offset: 2px;
  }
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`;

export interface PreferenceSwitchProps {
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

/** One on/off preference: a native checkbox with the switch role (Space toggles it). */
export function PreferenceSwitch({ label, description, checked, disabled, onChange }: PreferenceSwitchProps) {
  const id = useId();
  return (
    <Row>
      <div>
        <label htmlFor={id}>
          <strong>{label}</strong>
        </label>
        <Description id={`${id}-description`}>{description}</Description>
      </div>
      <Track
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled}
        aria-describedby={`${id}-description`}
        onChange={(e) => onChange(e.target.checked)}
      />
    </Row>
  );
}
