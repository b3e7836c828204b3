import styled from 'styled-components';
import { Card, CardBody, PageHeader } from 'shared-ui';

const Lock = styled.svg`
  width: 40px;
  height: 40px;
  color: ${({ theme }) => theme.colors.brand};
`;

const Body = styled(CardBody)`
  align-items: center;
  text-align: center;
  padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.xl}`};
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Text = styled.p`
  max-width: 36rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The Members Only Access placeholder of /first-step-accounts and /website (spec 2). */
export function MembersOnlyPage({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Card>
        <Body>
          <Lock viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <rect x="4" y="11" width="16" height="10" rx="2" />
            <path d="M8 11V7a4 4 0 0 1 8 0v4" />
          </Lock>
          <Heading>Members Only Access</Heading>
          <Text>Access to all recommendations and accounts is exclusively available to registered users.</Text>
          <Text>This section is for registered users only.</Text>
        </Body>
      </Card>
    </>
  );
}
