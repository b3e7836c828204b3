import { useState } from 'react';
import styled from 'styled-components';
import { Button } from 'shared-ui';
import { TestimonialRow } from './TestimonialRow';
import { TESTIMONIAL_ROWS } from './testimonials-data';
import { useReducedMotion } from './use-reduced-motion';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.xxxl} 0`};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Intro = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: 0 ${({ theme }) => theme.space.xl};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Line = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** "What Our Customers Say": three rows of four cards scrolling on their own (spec 1 sections 1 and 9). */
export function Testimonials() {
  const isReduced = useReducedMotion();
  const [isPaused, setIsPaused] = useState(false);
  return (
    <Section aria-labelledby="testimonials-title">
      <Intro>
        <div>
          <Title id="testimonials-title">What Our Customers Say</Title>
          <Line>Hundreds of entrepreneurs have successfully launched their businesses with our platform.</Line>
        </div>
        {!isReduced && (
          <Button variant="ghost" size="sm" onClick={() => setIsPaused((v) => !v)}>
            {isPaused ? 'Play testimonials' : 'Pause testimonials'}
          </Button>
        )}
      </Intro>
      {TESTIMONIAL_ROWS.map((row, i) => (
        <TestimonialRow
          key={i}
          items={row}
          label={`Testimonials, row ${i + 1}`}
          reverse={i % 2 === 1}
          paused={isPaused || isReduced}
          seconds={40 + i * 6}
        />
      ))}
    </Section>
  );
}
