import styled from 'styled-components';
import { Badge } from 'shared-ui';
import type { Testimonial } from './testimonials-data';

/** Spec 1 section 9: each card is 350 px wide and 180 px high, its text clamped to 4 lines. */
export const CARD_WIDTH = 350;
export const CARD_HEIGHT = 180;

const Card = styled.li`
  flex: 0 0 ${CARD_WIDTH}px;
  width: ${CARD_WIDTH}px;
  height: ${CARD_HEIGHT}px;
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  list-style: none;
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
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
      <Top>
        <Name>{t.name}</Name>
        {t.verified && <Badge tone="success">✓ Verified</Badge>}
      </Top>
      <Meta>{[t.business, t.location, t.date].filter(Boolean).join(' · ')}</Meta>
      <Quote>{t.text}</Quote>
    </Card>
  );
}
