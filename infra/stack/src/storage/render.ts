import { header, type ApiRequest, type ApiResponse } from '../http/types';
import { findBucket } from './buckets';
import type { StorageDeps } from './deps';
import { findObjectAsCaller, findObjectAsServer } from './download';
import { errors } from './errors';
import { transformImage } from './image-transform';
import { objectHeaders } from './serve-headers';
import { verifyObjectToken } from './signed-token';
import type { ObjectRow } from './sql';
import { imgproxySegments, transformOptionsOfClaim, transformOptionsOfQuery, type TransformOptions } from './transform-options';

/** Transformations at once (each takes a core while it runs) and waiting; beyond that 429, as storage-api's rate limiter answers. */
const MAX_ACTIVE = 2;
const MAX_WAITING = 32;
let active = 0;
const waiting: (() => void)[] = [];

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (active >= MAX_ACTIVE) {
    if (waiting.length >= MAX_WAITING) throw errors.imageProcessing(429, 'Too many requests');
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  active++;
  try {
    return await work();
  } finally {
    active--;
    waiting.shift()?.();
  }
}

const printable = (value: string | undefined) => (value !== undefined && /^[\x20-\x7e]*$/.test(value) ? value : undefined);

/** The transformed image with the headers storage-api's image renderer sends (the object's ETag and cache-control, `X-Transformations`). */
async function render(
  deps: StorageDeps,
  req: ApiRequest,
  row: ObjectRow,
  options: TransformOptions,
  expires?: string,
): Promise<ApiResponse> {
  const image = await withSlot(async () => {
    const bytes = await deps.disk.read(row.bucket_id, row.name);
    if (!bytes) throw errors.noSuchKey();
    return transformImage(bytes, options, header(req, 'accept'));
  });
  const meta = row.metadata;
  const headers: Record<string, string> = {
    ...objectHeaders(image.contentType, row.name, req.url.searchParams.get('download')),
    'content-length': String(image.bytes.length),
    'last-modified': new Date(meta?.lastModified ?? row.updated_at).toUTCString(),
    'x-robots-tag': 'none',
  };
  if (expires) headers.expires = expires;
  else headers['cache-control'] = printable(meta?.cacheControl) ?? 'no-cache';
  const eTag = printable(meta?.eTag);
  if (eTag) headers.etag = eTag;
  const segments = imgproxySegments(options);
  if (segments.length > 0) headers['x-transformations'] = segments.join(',');
  if (image.variesByAccept) headers.vary = 'Accept';
  return { status: 200, headers, body: image.bytes };
}

/** GET /render/image/authenticated/{bucket}/{name}?width=...: needs a SELECT policy, as a download does. */
export async function renderAuthenticated(deps: StorageDeps, req: ApiRequest, bucket: string, name: string): Promise<ApiResponse> {
  const options = transformOptionsOfQuery(req.url.searchParams);
  return render(deps, req, await findObjectAsCaller(deps, req, bucket, name), options);
}

/** GET /render/image/public/{bucket}/{name}?width=...: no token, only for a public bucket. */
export async function renderPublic(deps: StorageDeps, req: ApiRequest, bucket: string, name: string): Promise<ApiResponse> {
  const options = transformOptionsOfQuery(req.url.searchParams);
  const found = await findBucket(deps.ctx.db, bucket);
  if (!found || !found.public) throw errors.noSuchBucket();
  return render(deps, req, await findObjectAsServer(deps, bucket, name), options);
}

/** GET /render/image/sign/{bucket}/{name}?token=: the options signed into the token (the query's are ignored). */
export async function renderSigned(deps: StorageDeps, req: ApiRequest, bucket: string, name: string): Promise<ApiResponse> {
  const claims = verifyObjectToken(deps, req.url.searchParams.get('token'), bucket, name, 'download');
  const expires = typeof claims.exp === 'number' ? new Date(claims.exp * 1000).toUTCString() : undefined;
  return render(deps, req, await findObjectAsServer(deps, bucket, name), transformOptionsOfClaim(claims.transformations), expires);
}
