import { inRequestTransaction } from '../db/request-transaction';
import { json, type ApiRequest, type ApiResponse } from '../http/types';
import { JwtError, signJwt, verifyJwt } from '../jwt';
import { callerOf, scopeOf } from './caller';
import { jsonBody, type StorageDeps } from './deps';
import { findObjectAsCaller, findObjectAsServer, serveObject } from './download';
import { errors, fromDbError } from './errors';

/** The longest a signed URL lives: one week, as storage-api allows. */
export const MAX_SIGNED_URL_SECONDS = 7 * 24 * 3600;

function expiresInOf(value: unknown): number {
  const n = Math.floor(Number(value));
  if (!Number.isSafeInteger(n) || n < 1 || n > MAX_SIGNED_URL_SECONDS) throw errors.invalidParameter('expiresIn');
  return n;
}

/** A token as storage-api signs it: `{url: "<bucket>/<name>", iat, exp}` with the project's JWT secret. */
function signedUrl(deps: StorageDeps, bucket: string, name: string, expiresIn: number): string {
  const iat = Math.floor(Date.now() / 1000);
  const token = signJwt({ url: `${bucket}/${name}`, iat, exp: iat + expiresIn }, deps.ctx.config.jwtSecret);
  return `/object/sign/${bucket}/${name}?token=${token}`;
}

/** POST /object/sign/{bucket}/{name} {expiresIn}: the caller must be able to SELECT the object. */
export async function createSignedUrl(deps: StorageDeps, req: ApiRequest, bucket: string, name: string): Promise<ApiResponse> {
  const expiresIn = expiresInOf(jsonBody(req).expiresIn);
  await findObjectAsCaller(deps, req, bucket, name);
  return json(200, { signedURL: signedUrl(deps, bucket, name, expiresIn) });
}

/** POST /object/sign/{bucket} {paths, expiresIn}: one entry per path, with an error for those the caller cannot see. */
export async function createSignedUrls(deps: StorageDeps, req: ApiRequest, bucket: string): Promise<ApiResponse> {
  const body = jsonBody(req);
  const expiresIn = expiresInOf(body.expiresIn);
  if (!Array.isArray(body.paths) || body.paths.some((p) => typeof p !== 'string'))
    throw errors.invalidRequest('paths must be an array of strings');
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
  const token = req.url.searchParams.get('token');
  if (!token) throw errors.invalidRequest('Missing token query parameter');
  let claims;
  try {
    claims = verifyJwt(token, deps.ctx.config.jwtSecret);
  } catch (error) {
    if (error instanceof JwtError) throw errors.invalidJwt(error.reason === 'expired' ? 'jwt expired' : 'invalid signature');
    throw error;
  }
  // Only a signed URL's own token: an access token or API key (they carry a role) never opens one.
  if (claims.role !== undefined || claims.url !== `${bucket}/${name}`) throw errors.invalidSignature();
  return serveObject(deps, req, await findObjectAsServer(deps, bucket, name));
}
