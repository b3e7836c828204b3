import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: ${({ $size }) => Math.max(2, Math.round($size / 8))}px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.75s linear infinite;
  vertical-align: middle;
`;

const Wrap = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  color: ${({ theme }) => theme.colors.brand};
`;

export interface SpinnerProps {
  /** Announced to screen readers; defaults to "Loading...". */
  label?: string;
  size?: number;
  className?: string;
}

/** A loading indicator with role="status"; its label is read, not shown. */
export function Spinner({ label = 'Loading...', size = 24, className }: SpinnerProps) {
  return (
    <Wrap role="status" className={className}>
      <Ring $size={size} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Wrap>
  );
}

/** Decorative spinner for inside a control that already announces its busy state. */
export function InlineSpinner({ size = 14 }: { size?: number }) {
  return <Ring $size={size} aria-hidden="true" />;
}
