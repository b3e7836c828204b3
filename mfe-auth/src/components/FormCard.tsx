import type { ReactNode } from 'react';
import { Stack } from 'shared-ui';
import styled from 'styled-components';

const Section = styled(Stack).attrs({ as: 'section' as const, $gap: 'lg' as const })`
  width: 100%;
  max-width: 440px;
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
`;

const Subtitle = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface FormCardProps {
  /** The screen's h1 (spec titles: "Sign In", "Sign Up", ...). */
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

/** The card every auth screen puts its form in, labelled by its heading. */
export function FormCard({ title, subtitle, children }: FormCardProps) {
  return (
    <Section aria-labelledby="page-title">
      <div>
        <Title id="page-title">{title}</Title>
        {subtitle && <Subtitle>{subtitle}</Subtitle>}
      </div>
      {children}
    </Section>
  );
}

/** Links under a form ("Don't have an Account? Sign Up"). */
export const FormLinks = styled(Stack).attrs({ $gap: 'xs' as const })`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** "or" between the e-mail form and the Google button. */
export const Divider = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
