import { isRejectedWithValue, type Middleware } from '@reduxjs/toolkit';
import type { PlatformApi } from 'shared-ui';
import { toApiError } from 'shared-ui';
import type { BaseQueryMeta } from './base-query';

interface RejectedMeta {
  arg?: { type?: string };
  baseQueryMeta?: Partial<BaseQueryMeta>;
}

/**
 * The shared failed-mutation listener: a mutation that fails is toasted with its user-facing message, unless its
 * endpoint declares that the caller shows the failure (`extraOptions: CALLER_SHOWS_ERROR`, every `Form` submit).
 * Queries are never toasted: `QueryState` shows them.
 */
export function mutationErrorToast(platform: PlatformApi): Middleware {
  return () => (next) => (action) => {
    const result = next(action);
    if (isRejectedWithValue(action)) {
      const meta = action.meta as RejectedMeta;
      if (meta.arg?.type === 'mutation' && meta.baseQueryMeta?.callerShowsError !== true) {
        platform.toast.error(toApiError(action.payload).message);
      }
    }
    return result;
  };
}
