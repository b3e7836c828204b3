import styled from 'styled-components';
import { Badge, Cluster, Panel } from 'shared-ui';
import type { Testimonial } from './testimonials-data';

/** Spec 1 section 9: each card is 350 px wide and 180 px high, its text clamped to 4 lines. */
export const CARD_WIDTH = 350;
export const CARD_HEIGHT = 180;

// Spec 1's fixed card size on a raised Panel.
const Card = styled(Panel).attrs({ as: 'li' as const, $gap: 'xs' as const, $raised: true })`
  flex: 0 0 ${CARD_WIDTH}px;
  width: ${CARD_WIDTH}px;
  height: ${CARD_HEIGHT}px;
  box-sizing: border-box;
  list-style: none;
`;

const Name = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

const Meta = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Quote = styled.blockquote`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  color: ${({ theme }) => theme.colors.text};
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 4;
  line-clamp: 4;
  overflow: hidden;
`;

/** One testimonial: name, optional business, location and year, the verified badge only when verified, the text. */
export function TestimonialCard({ testimonial: t }: { testimonial: Testimonial }) {
  return (
    <Card data-testid="testimonial-card">
      <Cluster $justify="between">
        <Name>{t.name}</Name>
        {t.verified && <Badge tone="success">✓ Verified</Badge>}
      </Cluster>
      <Meta>{[t.business, t.location, t.date].filter(Boolean).join(' · ')}</Meta>
      <Quote>{t.text}</Quote>
    </Card>
  );
}
