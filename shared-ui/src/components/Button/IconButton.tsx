import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';

const StyledIconButton = styled.button<{ $tone: 'neutral' | 'danger' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 32px;
  min-height: 32px;
  padding: ${({ theme }) => theme.space.xs};
  border: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.textMuted)};
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.brandHover};
    outline-offset: 2px;
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children' | 'aria-label'> {
  /** The accessible name (required: the button shows only an icon), also used as the tooltip. */
  label: string;
  icon: ReactNode;
  tone?: 'neutral' | 'danger';
}

/** A button showing only an icon (edit, delete, copy, show/hide). */
export function IconButton({ label, icon, tone = 'neutral', type = 'button', title, ...rest }: IconButtonProps) {
  return (
    <StyledIconButton type={type} aria-label={label} title={title ?? label} $tone={tone} {...rest}>
      {icon}
    </StyledIconButton>
  );
}
