import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
  text-align: center;
  color: ${({ theme }) => theme.colors.dangerHover};
  background: ${({ theme }) => theme.colors.dangerSoft};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

export interface ErrorStateProps {
  message: ReactNode;
  /** Shows a "Retry" button (or `retryLabel`) that calls this. */
  onRetry?: () => void;
  retryLabel?: string;
  isRetrying?: boolean;
}

/** An error in place of content, with an optional Retry (the clients list, a remote that failed to load). */
export function ErrorState({ message, onRetry, retryLabel = 'Retry', isRetrying }: ErrorStateProps) {
  return (
    <Root role="alert">
      <p>{message}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry} isBusy={isRetrying} busyLabel="Retrying...">
          {retryLabel}
        </Button>
      )}
    </Root>
  );
}
