import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { buttonStyles, type ButtonSize, type ButtonVariant } from './button-styles';

const StyledLink = styled.a<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth?: boolean }>`
  ${buttonStyles}
`;

export interface ButtonLinkProps extends ComponentPropsWithRef<'a'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  icon?: ReactNode;
  /** Opens in a new tab with rel="noopener noreferrer" (external pages of DECISIONS 10). */
  isExternal?: boolean;
}

/** A link that looks like a button ("Apply Now", "Visit Profile", "Support"). */
export function ButtonLink({ variant = 'primary', size = 'md', fullWidth, icon, isExternal, children, ...rest }: ButtonLinkProps) {
  const external = isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <StyledLink $variant={variant} $size={size} $fullWidth={fullWidth} {...external} {...rest}>
      {icon}
      {children}
    </StyledLink>
  );
}
