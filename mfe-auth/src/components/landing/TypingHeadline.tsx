import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from 'shared-ui';
import { useReducedMotion } from './use-reduced-motion';
import { useTyping } from './use-typing';

export const HEADLINE = 'Every success story starts with a decision. Make yours now!';

const blink = keyframes`50% { opacity: 0; }`;

const Text = styled.p`
  min-height: 2.6em;
  font-size: ${({ theme }) => theme.fontSizes.xxxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.text};
`;

const Caret = styled.span`
  display: inline-block;
  width: 2px;
  height: 1em;
  margin-left: 2px;
  vertical-align: -0.1em;
  background: ${({ theme }) => theme.colors.brand};
  animation: ${blink} 1s step-end infinite;
  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }
`;

/**
 * The hero's typing headline. Screen readers get the whole sentence once; the typing itself is
 * decorative. Reduced motion shows the sentence at once.
 */
export function TypingHeadline() {
  const isReduced = useReducedMotion();
  const typed = useTyping(HEADLINE, isReduced);
  const isDone = typed.length === HEADLINE.length;
  return (
    <Text data-testid="typing-headline" data-done={isDone || undefined}>
      <VisuallyHidden>{HEADLINE}</VisuallyHidden>
      <span aria-hidden="true">
        {typed}
        {!isDone && <Caret />}
      </span>
    </Text>
  );
}
