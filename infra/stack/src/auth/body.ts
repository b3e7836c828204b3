import { readJson, type ApiRequest } from '../http/types';
import { badRequest } from './errors';
import { isPlainObject } from './validate';

/** The JSON object body of a request ({} when empty); bad_json (400) otherwise. */
export function readBody(req: ApiRequest): Record<string, unknown> {
  let value: unknown;
  try {
    value = readJson(req);
  } catch {
    throw badRequest('bad_json', 'Could not parse request body as JSON');
  }
  if (value === undefined) return {};
  if (!isPlainObject(value)) throw badRequest('bad_json', 'Could not parse request body as JSON: expected an object');
  return value;
}

/** A metadata object from the body (data, user_metadata, app_metadata); undefined when absent. */
export function metadataField(body: Record<string, unknown>, name: string): Record<string, unknown> | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (!isPlainObject(value)) throw badRequest('validation_failed', `${name} must be an object`);
  return value;
}
