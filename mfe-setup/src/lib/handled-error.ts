import { markHandled, toApiError } from 'shared-ui';

/**
 * For a failed mutation the screen shows where it happened (a form's banner): marks it handled so the
 * shared listener does not toast it too, and returns an Error with its user-facing message to rethrow.
 */
export function shownError(error: unknown, message?: (apiMessage: string) => string): Error {
  markHandled(error);
  const apiMessage = toApiError(error).message;
  return new Error(message ? message(apiMessage) : apiMessage);
}
