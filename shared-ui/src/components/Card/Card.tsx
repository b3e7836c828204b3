import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { focusedRecordStyle } from '../../focus/focused-record-style';

const Root = styled.article`
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  overflow: hidden;
  /* In a grid or flex row, wide content (a table) scrolls inside the card instead of widening the page. */
  min-width: 0;
  ${focusedRecordStyle}
`;

const Header = styled.header<{ $accent?: string }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  background: ${({ $accent, theme }) => $accent ?? theme.colors.surface};
  color: ${({ $accent, theme }) => ($accent ? '#ffffff' : theme.colors.text)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;

/** The padded content area of a Card. */
export const CardBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  flex: 1;
  min-width: 0;
`;

/** A row of actions at the bottom of a Card. */
export const CardFooter = styled.footer`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export interface CardProps extends Omit<ComponentPropsWithRef<'article'>, 'title'> {
  /** Shown as a heading in the card header; the card is labelled by it. */
  title?: ReactNode;
  /** Buttons in the header (edit, delete). */
  actions?: ReactNode;
  /** A header background color (the social vault's platform color). Text turns white. */
  accentColor?: string;
  /** The title's heading level: 2 under the page's h1 (the default), 3 for a card inside a titled section. */
  headingLevel?: 2 | 3;
}

/** An article for one record, labelled by its title (account, card, video). Put content in CardBody / CardFooter. */
export function Card({ title, actions, accentColor, headingLevel = 2, children, ...rest }: CardProps) {
  const headingId = `${useId()}-title`;
  return (
    <Root aria-labelledby={title ? headingId : undefined} {...rest}>
      {(title || actions) && (
        <Header $accent={accentColor}>
          {title && (
            <Title as={`h${headingLevel}`} id={headingId}>
              {title}
            </Title>
          )}
          {actions && <Actions>{actions}</Actions>}
        </Header>
      )}
      {children}
    </Root>
  );
}
