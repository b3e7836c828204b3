import { inRequestTransaction } from '../db/request-transaction';
import { json, type ApiRequest, type ApiResponse } from '../http/types';
import { callerOf, scopeOf } from './caller';
import { jsonBody, type StorageDeps } from './deps';
import { findObjectAsCaller, findObjectAsServer, serveObject } from './download';
import { errors, fromDbError } from './errors';
import { signObjectToken, verifyObjectToken } from './signed-token';
import { imgproxySegments, parseTransformOptions, transformationsClaim, type TransformOptions } from './transform-options';

/** The longest a signed URL lives: one week, as storage-api allows. */
export const MAX_SIGNED_URL_SECONDS = 7 * 24 * 3600;

function expiresInOf(value: unknown): number {
  const n = Math.floor(Number(value));
  if (!Number.isSafeInteger(n) || n < 1 || n > MAX_SIGNED_URL_SECONDS) throw errors.invalidParameter('expiresIn');
  return n;
}

/**
 * `/object/sign/<bucket>/<name>?token=`, the token `{url: "<bucket>/<name>", scope: "download", iat, exp}`;
 * with image transformations, `/render/image/sign/...` and the options in the token's `transformations`.
 */
function signedUrl(deps: StorageDeps, bucket: string, name: string, expiresIn: number, transform: TransformOptions = {}): string {
  const url = `${bucket}/${name}`;
  if (imgproxySegments(transform).length === 0)
    return `/object/sign/${url}?token=${signObjectToken(deps, { url, scope: 'download' }, expiresIn)}`;
  const token = signObjectToken(deps, { url, scope: 'download', transformations: transformationsClaim(transform) }, expiresIn);
  return `/render/image/sign/${url}?token=${token}`;
}

function transformOf(value: unknown): TransformOptions {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw errors.invalidRequest('body/transform must be object');
  return parseTransformOptions(value as Record<string, unknown>, 'body/transform');
}

/** POST /object/sign/{bucket}/{name} {expiresIn, transform?}: the caller must be able to SELECT the object. */
export async function createSignedUrl(deps: StorageDeps, req: ApiRequest, bucket: string, name: string): Promise<ApiResponse> {
  const body = jsonBody(req);
  const expiresIn = expiresInOf(body.expiresIn);
  const transform = transformOf(body.transform);
  await findObjectAsCaller(deps, req, bucket, name);
  return json(200, { signedURL: signedUrl(deps, bucket, name, expiresIn, transform) });
}

/** POST /object/sign/{bucket} {paths, expiresIn}: one entry per path, with an error for those the caller cannot see. */
export async function createSignedUrls(deps: StorageDeps, req: ApiRequest, bucket: string): Promise<ApiResponse> {
  const body = jsonBody(req);
  const expiresIn = expiresInOf(body.expiresIn);
  // storage-api's schema: 1 to 1000 paths (MAX_OBJECTS_PER_REQUEST), each a string.
  if (!Array.isArray(body.paths) || body.paths.length === 0 || body.paths.length > 1000 || body.paths.some((p) => typeof p !== 'string'))
    throw errors.invalidRequest('paths must be an array of 1 to 1000 strings');
  const paths = body.paths as string[];
  const caller = callerOf(req, deps.ctx.config);
  let visible: Set<string>;
  try {
    visible = await inRequestTransaction(deps.ctx.apiDb, scopeOf(req, caller, true), async (tx) => {
      const { rows } = await tx.query<{ name: string }>(
        `select name from storage.objects where bucket_id = $1 and name = any($2::text[])`,
        [bucket, paths],
      );
      return new Set(rows.map((r) => r.name));
    });
  } catch (error) {
    throw fromDbError(error);
  }
  return json(
    200,
    paths.map((path) =>
      visible.has(path)
        ? { error: null, path, signedURL: signedUrl(deps, bucket, path, expiresIn) }
        : { error: 'Either the object does not exist or you do not have access to it', path, signedURL: null },
    ),
  );
}

/** GET/HEAD /object/sign/{bucket}/{name}?token=...: the token is the authority, no JWT or RLS involved. */
export async function downloadSigned(deps: StorageDeps, req: ApiRequest, bucket: string, name: string): Promise<ApiResponse> {
  verifyObjectToken(deps, req.url.searchParams.get('token'), bucket, name, 'download');
  return serveObject(deps, req, await findObjectAsServer(deps, bucket, name));
}
