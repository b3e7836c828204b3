import styled from 'styled-components';
import { ConfiguredVideo, Stack, usePlatform } from 'shared-ui';
import { TypingHeadline } from './TypingHeadline';

const Column = styled(Stack).attrs({ $gap: 'lg' as const })`
  min-width: 0;
`;

const Note = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.xl}`};
  padding: 0;
  margin: 0;
  list-style: none;
  & a {
    color: ${({ theme }) => theme.colors.brandHover};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    text-decoration: underline;
    text-underline-offset: 2px;
  }
`;

/** The hero: typing headline, note, the two marketing links (new tab) and the welcome video. */
export function Hero() {
  const { links } = usePlatform().config;
  return (
    <Column>
      <TypingHeadline />
      <Note>No credit card needed to start building your business right now</Note>
      <Links>
        <li>
          <a href={links.buildOutFeatures} target="_blank" rel="noopener noreferrer">
            Read more about our Business Build-Out Features? Look here
          </a>
        </li>
        <li>
          <a href={links.howThisWorks} target="_blank" rel="noopener noreferrer">
            How This Works
          </a>
        </li>
      </Links>
      <ConfiguredVideo
        label="Welcome video"
        videoLabel="Welcome to the Business Portal"
        posterText="Watch the welcome video (opens in a new tab)"
      />
    </Column>
  );
}
