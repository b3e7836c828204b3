import crypto from 'node:crypto';
import { createReadStream } from 'node:fs';
import { Server, type Upload } from '@tus/server';
import { ERRORS } from '@tus/utils';
import { normaliseMediaType } from '../http/media-type';
import { header, type ApiRequest, type ApiResponse } from '../http/types';
import { requireBucket } from './buckets';
import { callerOf, type Caller } from './caller';
import type { StorageDeps } from './deps';
import { errors, StorageError } from './errors';
import { checkUploadLimits, sizeLimitOf } from './limits';
import { checkCanWrite, storeObject, type ObjectWrite } from './object-write';
import type { ObjectMetadata } from './sql';
import { TusDiskStore } from './tus-store';
import { probeMetadata } from './upload';
import { newUploadId, parseUploadId } from './upload-id';

/** Where storage-api serves resumable (TUS 1.0.0) uploads. */
export const RESUMABLE_PATH = '/storage/v1/upload/resumable';

interface RequestState {
  api: ApiRequest;
  caller: Caller;
}

function md5OfFile(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = crypto.createHash('md5');
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolve(hash.digest('hex')))
      .on('error', reject);
  });
}

/** `cacheControl` metadata as storage-api reads it: seconds → `max-age=N`, anything else `no-cache`. */
function cacheControlOf(value: string | null | undefined): string {
  return /^-?\d+$/.test(value ?? '') ? `max-age=${value}` : 'no-cache';
}

/** The `metadata` metadata (user metadata, JSON); storage-api ignores a value that is not a JSON object. */
function userMetadataOf(value: string | null | undefined): Record<string, unknown> | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(value) as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const contentTypeOf = (upload: Pick<Upload, 'metadata'>) => upload.metadata?.contentType || 'application/octet-stream';

/**
 * `/upload/resumable`: storage-api's TUS endpoint, served by @tus/server with the stack's own rules.
 * - Creation (`POST`, metadata `bucketName`, `objectName`, `contentType`, `cacheControl`, `metadata`):
 *   the bucket must exist (404) and take the declared length (413) and type (415), and the caller's
 *   role must be allowed to write the row (RLS, probed and rolled back: 403), all before a byte is kept.
 * - `PATCH`/`HEAD`/`DELETE` of an upload: only its creator (anyone else: 404); PATCH probes RLS again.
 * - The last byte: the row is written under the caller's role exactly as a plain upload writes it
 *   (`x-upsert: true` replaces) and the file is moved into the bucket.
 * Errors travel as storage-api's TUS errors do: the real status and the message as the body. A request
 * without a valid token is refused before TUS, in storage-api's JSON shape (as a plain upload is).
 */
export function createResumableUploads(deps: StorageDeps) {
  const store = new TusDiskStore(deps.disk.root);
  const states = new WeakMap<Request, RequestState>();
  const stateOf = (req: Request): RequestState => {
    const state = states.get(req);
    if (!state) throw errors.internal();
    return state;
  };
  const writeOf = (req: Request, id: string, metadata: ObjectMetadata): ObjectWrite => {
    const { bucket, name } = parseUploadId(id);
    return {
      bucketId: bucket,
      name,
      mode: header(stateOf(req).api, 'x-upsert') === 'true' ? 'upsert' : 'insert',
      metadata,
      userMetadata: null,
    };
  };
  const server = new Server({
    path: RESUMABLE_PATH,
    datastore: store,
    disableTerminationForFinishedUploads: true,
    // The upload's URL on the API's public address (API_EXTERNAL_URL), not whatever Host the request named.
    generateUrl: (_req, { id }) => `${deps.ctx.config.apiUrl.replace(/\/+$/, '')}${RESUMABLE_PATH}/${id}`,
    namingFunction: (_req, metadata) => {
      if (!metadata) throw errors.invalidRequest('Metadata header is required');
      return newUploadId(metadata.bucketName, metadata.objectName);
    },
    maxSize: async (_req, id) => {
      if (!id) return deps.globalLimit;
      return sizeLimitOf(await requireBucket(deps.ctx.db, parseUploadId(id).bucket), deps.globalLimit);
    },
    onIncomingRequest: async (req, id) => {
      const { api, caller } = stateOf(req);
      if (req.method !== 'POST' && (await store.ownerOf(id)) !== caller.ownerId) throw ERRORS.FILE_NOT_FOUND;
      if (req.method === 'POST' || req.method === 'PATCH') await checkCanWrite(deps, api, caller, writeOf(req, id, probeMetadata()));
    },
    onUploadCreate: async (req, upload) => {
      const bucket = await requireBucket(deps.ctx.db, parseUploadId(upload.id).bucket);
      // Only the normalised type is kept (and later stored on the row).
      const contentType = checkUploadLimits(upload.size ?? 0, contentTypeOf(upload), bucket, deps.globalLimit);
      store.setCreator(upload.id, stateOf(req).caller.ownerId);
      return { metadata: { ...upload.metadata, contentType, cacheControl: cacheControlOf(upload.metadata?.cacheControl) } };
    },
    onUploadFinish: async (req, upload) => {
      const { api, caller } = stateOf(req);
      const file = store.dataPath(upload.id);
      try {
        const size = upload.offset;
        const metadata: ObjectMetadata = {
          eTag: `"${await md5OfFile(file)}"`,
          size,
          // Normalised at creation; parsed again in case the upload's metadata file was written by an older stack.
          mimetype: normaliseMediaType(contentTypeOf(upload)) ?? 'application/octet-stream',
          cacheControl: upload.metadata?.cacheControl ?? 'no-cache',
          lastModified: new Date().toISOString(),
          contentLength: size,
          httpStatusCode: 200,
        };
        await storeObject(
          deps,
          api,
          caller,
          { ...writeOf(req, upload.id, metadata), userMetadata: userMetadataOf(upload.metadata?.metadata) },
          file,
        );
      } finally {
        await store.forget(upload.id);
      }
      return { headers: { 'Tus-Complete': '1' } };
    },
    onResponseError: (_req, error) => {
      if (error instanceof StorageError) return { status_code: error.statusCode, body: error.message };
      if (error instanceof Error) {
        process.stderr.write(`storage: resumable upload: ${error.stack ?? String(error)}\n`);
        return { status_code: 500, body: 'Internal server error' };
      }
      return undefined;
    },
  });
  // Unfinished uploads older than a day are dropped at start (the stack is restarted often enough locally).
  void server.cleanUpExpiredUploads().catch(() => undefined);

  return async function handleResumable(req: ApiRequest): Promise<ApiResponse> {
    const caller = callerOf(req, deps.ctx.config);
    const host = header(req, 'host') ?? req.url.host;
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value === undefined || /^(connection|keep-alive|transfer-encoding|upgrade)$/i.test(name)) continue;
      headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const hasBody = req.method === 'POST' || req.method === 'PATCH';
    const webReq = new Request(`http://${host}${req.url.pathname}${req.url.search}`, {
      method: req.method,
      headers,
      // The stack reads bodies into plain (not shared) ArrayBuffers.
      body: hasBody ? (req.body as Uint8Array<ArrayBuffer>) : undefined,
    });
    states.set(webReq, { api: req, caller });
    const res = await server.handleWeb(webReq);
    const out: Record<string, string> = {};
    res.headers.forEach((value, name) => {
      // The stack answers CORS for every service (the caller's origin, credentials allowed).
      if (name !== 'access-control-allow-origin') out[name] = value;
    });
    return { status: res.status, headers: out, body: Buffer.from(await res.arrayBuffer()) };
  };
}
