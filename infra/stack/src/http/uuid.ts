const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value from a request (a path segment, a JWT's `sub`, a body field) is a UUID in its text form. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
