import styled, { keyframes } from 'styled-components';
import { Badge, Grid, VisuallyHidden } from 'shared-ui';
import { TIERS, type TierName } from '../../../lib/scores/capital-score';

// Grid with a short row stretched across (auto-fit): the few cards always fill the width.
const Tiers = styled(Grid)`
  grid-template-columns: repeat(auto-fit, minmax(min(190px, 100%), 1fr));
`;

const TierCard = styled.li<{ $current: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $current }) => ($current ? theme.colors.brandSoft : theme.colors.surface)};
  border: 2px solid ${({ theme, $current }) => ($current ? theme.colors.brand : theme.colors.border)};
  & h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  & p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.text};
  }
  & a {
    color: ${({ theme }) => theme.colors.brandHover};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const bounce = keyframes`
  0%, 80%, 100% { transform: scale(0.6); opacity: 0.5; }
  40% { transform: scale(1); opacity: 1; }
`;

const Dots = styled.span`
  display: inline-flex;
  gap: 4px;
  & span {
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.success};
    animation: ${bounce} 1.4s infinite ease-in-out both;
  }
  & span:nth-child(2) {
    animation-delay: 0.16s;
  }
  & span:nth-child(3) {
    animation-delay: 0.32s;
  }
  ${({ theme }) => theme.media.reducedMotion} {
    & span {
      animation: none;
    }
  }
`;

export interface TierCardsProps {
  current: TierName | null;
  learnMoreUrl: string;
}

/** The four tier cards: range and funding potential; the current one highlighted and marked Current Tier. */
export function TierCards({ current, learnMoreUrl }: TierCardsProps) {
  // The tiers' names are h3 under an h2 that only assistive technology needs (the page has no visible one here).
  return (
    <section aria-labelledby="capital-score-tiers">
      <VisuallyHidden as="h2" id="capital-score-tiers">
        CapitalScore tiers
      </VisuallyHidden>
      <Tiers as="ul" aria-label="CapitalScore tiers">
        {TIERS.map((tier) => {
          const isCurrent = tier.name === current;
          return (
            <TierCard key={tier.name} $current={isCurrent} aria-current={isCurrent || undefined} data-testid={`tier-${tier.name}`}>
              <h3>
                {tier.name}{' '}
                {tier.name === 'Prime' && (
                  <Dots aria-hidden="true">
                    <span />
                    <span />
                    <span />
                  </Dots>
                )}
              </h3>
              {isCurrent && <Badge tone="brand">Current Tier</Badge>}
              <p>
                {tier.min}-{tier.max}
              </p>
              <p>{tier.funding}</p>
              {tier.name === 'Prime' && (
                <a href={learnMoreUrl} target="_blank" rel="noopener noreferrer">
                  Learn More<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                </a>
              )}
            </TierCard>
          );
        })}
      </Tiers>
    </section>
  );
}
