import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Hero } from './Hero';
import { LandingFooter } from './LandingFooter';
import { LandingHeader } from './LandingHeader';
import { Testimonials } from './Testimonials';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100%;
  background: ${({ theme }) => theme.colors.background};
`;

/** Form first in reading order (its h1 opens the page); on large screens the hero sits to its left. */
const Main = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxl};
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl}`};
  align-items: start;
  justify-items: center;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1.2fr) minmax(320px, 440px);
    & > :first-child {
      grid-column: 2;
      grid-row: 1;
    }
    & > :last-child {
      grid-column: 1;
      grid-row: 1;
    }
  }
`;

/** The marketing landing layout around sign-in and sign-up (spec 1 section 1). */
export function LandingLayout({ children }: { children: ReactNode }) {
  return (
    <Page data-testid="landing-layout">
      <LandingHeader />
      <Main>
        {children}
        <Hero />
      </Main>
      <Testimonials />
      <LandingFooter />
    </Page>
  );
}
