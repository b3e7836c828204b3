/**
 * The one table of user-facing error messages. The base query turns every failure into an `ApiError` whose
 * `message` comes from here: first the constraint named in a database error (with the form field it belongs
 * to, registered by the remote that owns the table), then the error code, then the HTTP status. A feature adds
 * its table's constraints to its remote's `constraintMessages` (src/app/constraint-messages.ts), never its own mapping.
 */
export const ERROR_MESSAGES = {
  network: 'Could not reach the server. Check your connection and try again.',
  unauthorized: 'Your session has expired. Please sign in again.',
  forbidden: 'You do not have permission to do that.',
  notFound: 'This item no longer exists.',
  duplicate: 'This already exists.',
  invalid: 'Some of the values entered are not valid.',
  tooLarge: 'The file is too large.',
  unavailable: 'The service is temporarily unavailable. Please try again in a moment.',
  unknown: 'Something went wrong.',
} as const;

export interface ConstraintMessage {
  message: string;
  /** The form field (column) the message belongs to; a `Form` shows it there. */
  field?: string;
}

const constraintMessages = new Map<string, ConstraintMessage>();

/**
 * Adds a remote's constraint messages (database constraint name -> message and field; names are those of
 * infra/supabase/migrations, spec wording). Each remote registers those of its own tables through its api
 * (`createRemoteApi({ reducerPath, constraintMessages })`): the messages belong to the remote, not to shared-ui.
 */
export function registerConstraintMessages(messages: Readonly<Record<string, ConstraintMessage>>): void {
  for (const [name, message] of Object.entries(messages)) constraintMessages.set(name, message);
}

/** The registered message of a database constraint, if any remote gave one. */
export function constraintMessage(name: string): ConstraintMessage | undefined {
  return constraintMessages.get(name);
}

/** PostgreSQL / PostgREST / storage codes -> message. */
export const CODE_MESSAGES: Readonly<Record<string, string>> = {
  '23505': ERROR_MESSAGES.duplicate,
  '23502': ERROR_MESSAGES.invalid,
  '23503': ERROR_MESSAGES.invalid,
  '23514': ERROR_MESSAGES.invalid,
  '22P02': ERROR_MESSAGES.invalid,
  '22007': ERROR_MESSAGES.invalid,
  '22008': ERROR_MESSAGES.invalid,
  '22003': ERROR_MESSAGES.invalid,
  '42501': ERROR_MESSAGES.forbidden,
  PGRST116: ERROR_MESSAGES.notFound,
  PGRST301: ERROR_MESSAGES.unauthorized,
  PGRST303: ERROR_MESSAGES.unauthorized,
};

/** HTTP status -> message, when nothing more specific is known. */
export const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  0: ERROR_MESSAGES.network,
  400: ERROR_MESSAGES.invalid,
  401: ERROR_MESSAGES.unauthorized,
  403: ERROR_MESSAGES.forbidden,
  404: ERROR_MESSAGES.notFound,
  409: ERROR_MESSAGES.duplicate,
  413: ERROR_MESSAGES.tooLarge,
  502: ERROR_MESSAGES.unavailable,
  503: ERROR_MESSAGES.unavailable,
  504: ERROR_MESSAGES.unavailable,
};
