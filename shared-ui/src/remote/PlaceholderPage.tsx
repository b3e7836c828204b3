import styled from 'styled-components';

const Page = styled.section`
  padding: ${({ theme }) => theme.space.xl};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
`;

/** Stands in for a remote's screen until its own issue builds it: shows the spec's title for the route. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <Page aria-labelledby="page-title">
      <Title id="page-title">{title}</Title>
    </Page>
  );
}
