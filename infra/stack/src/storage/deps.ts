import type { StackContext } from '../context';
import type { ApiRequest, Handler } from '../http/types';
import { readJson } from '../http/types';
import type { ObjectDisk } from './disk';
import { errors } from './errors';

/** What every storage route is given. */
export interface StorageDeps {
  ctx: StackContext;
  disk: ObjectDisk;
  /** Largest object accepted in any bucket, in bytes. */
  globalLimit: number;
  /** `/upload/resumable` (TUS), see resumable.ts. */
  resumable?: Handler;
}

/** The largest JSON body storage-api reads (Fastify's default `bodyLimit`, 1 MiB); uploads are not JSON and take more. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

/** A JSON object body; anything else is storage-api's InvalidRequest, and more than 1 MiB is refused unread (413). */
export function jsonBody(req: ApiRequest): Record<string, unknown> {
  if (req.body.length > MAX_JSON_BODY_BYTES) throw errors.bodyTooLarge();
  let body: unknown;
  try {
    body = readJson(req);
  } catch {
    throw errors.invalidRequest('Body is not valid JSON');
  }
  if (body === undefined) return {};
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw errors.invalidRequest('body must be object');
  return body as Record<string, unknown>;
}
