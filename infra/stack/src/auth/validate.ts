import { badRequest } from './errors';

// The shape GoTrue accepts: something@domain.tld, no spaces, at most 255 characters.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export function isEmail(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 255 && EMAIL.test(value);
}

/** Lower-cased, trimmed e-mail address, or validation_failed. */
export function normalizeEmail(value: unknown): string {
  const email = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (!isEmail(email)) throw badRequest('validation_failed', 'Unable to validate email address: invalid format');
  return email;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}
