import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { InlineSpinner } from '../Spinner/Spinner';
import { buttonStyles, type ButtonSize, type ButtonVariant } from './button-styles';

const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth?: boolean }>`
  ${buttonStyles}
`;

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** While true the button is disabled, marked aria-busy and shows `busyLabel` with a spinner. */
  isBusy?: boolean;
  /** Text while busy, e.g. "Deleting....", "Saving...", "Uploading Video...". */
  busyLabel?: ReactNode;
  /** An icon (decorative) before the text. */
  icon?: ReactNode;
}

/** The portal's button. Defaults to type="button" so it never submits a form by accident. */
export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth,
  isBusy = false,
  busyLabel,
  icon,
  disabled,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      disabled={disabled || isBusy}
      aria-busy={isBusy || undefined}
      {...rest}
    >
      {isBusy ? <InlineSpinner /> : icon}
      {isBusy && busyLabel !== undefined ? busyLabel : children}
    </StyledButton>
  );
}
