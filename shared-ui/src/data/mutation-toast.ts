import { isRejectedWithValue, type Middleware } from '@reduxjs/toolkit';
import type { PlatformApi } from 'shared-ui';
import { isHandled, toApiError } from 'shared-ui';

/**
 * The shared failed-mutation listener: a mutation that fails is toasted with its user-facing message, unless
 * the caller shows it where it happened (a `Form` does; a feature's own catch calls `markHandled(error)`).
 * The check runs after the caller's `await ...unwrap()` has had its turn.
 */
export function mutationErrorToast(platform: PlatformApi): Middleware {
  return () => (next) => (action) => {
    const result = next(action);
    if (isRejectedWithValue(action) && (action.meta as { arg?: { type?: string } }).arg?.type === 'mutation') {
      const error = action.payload;
      setTimeout(() => {
        if (!isHandled(error)) platform.toast.error(toApiError(error).message);
      }, 0);
    }
    return result;
  };
}
