import styled from 'styled-components';
import { ButtonLink } from '../components/Button/ButtonLink';
import { usePlatform } from '../platform/PlatformProvider';
import { followLink } from './link-click';

const Page = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
`;

export const NOT_FOUND_TITLE = 'Page not found';

/** What every remote's router shows on a path no route of the manifest matches: a title and a link home. */
export function NotFoundPage() {
  const platform = usePlatform();
  return (
    <Page aria-labelledby="page-title">
      <Title id="page-title">{NOT_FOUND_TITLE}</Title>
      <p>The page you are looking for does not exist or has moved.</p>
      <ButtonLink href="/" onClick={(event) => followLink(event, platform.navigate)}>
        Go to the home page
      </ButtonLink>
    </Page>
  );
}
