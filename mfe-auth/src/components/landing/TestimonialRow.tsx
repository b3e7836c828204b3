import styled, { css, keyframes } from 'styled-components';
import { TestimonialCard } from './TestimonialCard';
import type { Testimonial } from './testimonials-data';

const scroll = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;

const Viewport = styled.div`
  overflow: hidden;
  width: 100%;
`;

/**
 * The row's cards twice in a row: moving by exactly half its width brings the copy where the
 * original started, so the loop has no seam. Paused on hover and focus, when the visitor pauses
 * the section, and for reduced motion.
 */
const Track = styled.div<{ $reverse: boolean; $paused: boolean; $seconds: number }>`
  display: flex;
  width: max-content;
  animation: ${scroll} ${({ $seconds }) => $seconds}s linear infinite;
  animation-direction: ${({ $reverse }) => ($reverse ? 'reverse' : 'normal')};
  ${({ $paused }) =>
    $paused &&
    css`
      animation-play-state: paused;
    `}
  &:hover,
  &:focus-within {
    animation-play-state: paused;
  }
  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }
`;

const Group = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.lg};
  padding: 0 ${({ theme }) => theme.space.sm};
  margin: 0;
  & + & {
    padding-left: ${({ theme }) => theme.space.sm};
  }
`;

export interface TestimonialRowProps {
  items: readonly Testimonial[];
  label: string;
  reverse?: boolean;
  paused: boolean;
  seconds?: number;
}

export function TestimonialRow({ items, label, reverse = false, paused, seconds = 40 }: TestimonialRowProps) {
  return (
    <Viewport>
      <Track $reverse={reverse} $paused={paused} $seconds={seconds} data-testid="testimonial-track" data-paused={paused || undefined}>
        <Group aria-label={label}>
          {items.map((t) => (
            <TestimonialCard key={t.name} testimonial={t} />
          ))}
        </Group>
        {/* The copy that makes the loop seamless: hidden from assistive technology. */}
        <Group aria-hidden="true" data-duplicate>
          {items.map((t) => (
            <TestimonialCard key={t.name} testimonial={t} />
          ))}
        </Group>
      </Track>
    </Viewport>
  );
}
