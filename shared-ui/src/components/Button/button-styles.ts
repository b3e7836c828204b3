import { css, type DefaultTheme } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'success' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

function palette(theme: DefaultTheme, variant: ButtonVariant) {
  const c = theme.colors;
  switch (variant) {
    case 'primary':
      return { bg: c.brand, hover: c.brandHover, fg: c.onBrand, border: c.brand };
    case 'danger':
      return { bg: c.danger, hover: c.dangerHover, fg: '#ffffff', border: c.danger };
    case 'success':
      return { bg: c.success, hover: c.successHover, fg: '#ffffff', border: c.success };
    case 'secondary':
      return { bg: c.surface, hover: c.surfaceMuted, fg: c.text, border: c.border };
    case 'ghost':
      return { bg: 'transparent', hover: c.surfaceMuted, fg: c.text, border: 'transparent' };
  }
}

const sizes = {
  sm: css`
    padding: 4px 10px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  `,
  md: css`
    padding: 8px 16px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  `,
  lg: css`
    padding: 12px 20px;
    font-size: ${({ theme }) => theme.fontSizes.md};
  `,
};

/** The button look, shared by <Button> and <ButtonLink>. */
export const buttonStyles = css<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme, $variant }) => palette(theme, $variant).border};
  background: ${({ theme, $variant }) => palette(theme, $variant).bg};
  color: ${({ theme, $variant }) => palette(theme, $variant).fg};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-decoration: none;
  cursor: pointer;
  transition: background ${({ theme }) => theme.transitions.fast};
  ${({ $size }) => sizes[$size]}
  &:hover:not(:disabled):not([aria-disabled='true']) {
    background: ${({ theme, $variant }) => palette(theme, $variant).hover};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.brandHover};
    outline-offset: 2px;
  }
  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;
