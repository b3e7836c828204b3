import type { ReactNode } from 'react';
import styled from 'styled-components';

const Root = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const Subtitle = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Page-level buttons ("Add Account", "Re-order Videos"). */
  actions?: ReactNode;
  /** Something after the title, e.g. the LIVE badge. */
  titleAddon?: ReactNode;
}

/** A screen's h1, subtitle and actions ("Clients" / "A list of all registered clients ..."). */
export function PageHeader({ title, subtitle, actions, titleAddon }: PageHeaderProps) {
  return (
    <Root>
      <div>
        <Title>
          {title}
          {titleAddon && <> {titleAddon}</>}
        </Title>
        {subtitle && <Subtitle>{subtitle}</Subtitle>}
      </div>
      {actions && <Actions>{actions}</Actions>}
    </Root>
  );
}
