import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ErrorState } from '../EmptyState/ErrorState';
import { Spinner } from '../Spinner/Spinner';

/** The part of an RTK Query hook's result QueryState reads (any object of this shape works). */
export interface QueryLike<T> {
  data?: T;
  error?: unknown;
  isLoading: boolean;
  isError: boolean;
  isFetching?: boolean;
  refetch: () => unknown;
}

export interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** Announced while loading (the spec's "Loading ..." text when it has one). */
  loadingLabel?: string;
  /** Replaces the error's own message (an `ApiError`'s user-facing message by default). */
  errorMessage?: ReactNode;
  /** With `empty`: what counts as nothing to show. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

const Center = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xxl};
`;

function messageOf(error: unknown): string {
  const message = (error as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message !== '' ? message : 'Something went wrong.';
}

/**
 * One place for a query's four states, in order: loading (spinner) -> error (message + Retry, which refetches)
 * -> empty (`empty` when `isEmpty(data)`) -> the data (`children(data)`).
 */
export function QueryState<T>({ query, loadingLabel = 'Loading...', errorMessage, isEmpty, empty, children }: QueryStateProps<T>) {
  if (query.isError) {
    return (
      <ErrorState message={errorMessage ?? messageOf(query.error)} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
    );
  }
  if (query.isLoading || query.data === undefined) {
    return (
      <Center>
        <Spinner label={loadingLabel} size={32} />
      </Center>
    );
  }
  if (empty !== undefined && isEmpty?.(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
