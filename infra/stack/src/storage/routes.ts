import type { ApiRequest, ApiResponse } from '../http/types';
import { createBucket, deleteBucket, emptyBucket, getBucket, listBuckets, updateBucket } from './buckets';
import type { StorageDeps } from './deps';
import { downloadObject, downloadPublicObject, objectInfo } from './download';
import { errors } from './errors';
import { checkBucketId, decodePath, splitBucketAndName } from './keys';
import { listObjects } from './list';
import { copyObject, moveObject } from './move-copy';
import { removeObject, removeObjects } from './remove';
import { createSignedUrl, createSignedUrls, downloadSigned } from './sign';
import { uploadObject } from './upload';

const isRead = (method: string) => method === 'GET' || method === 'HEAD';

/** storage-api's routes below /storage/v1 (the bucket and object APIs storage-js calls). */
export function routeStorage(deps: StorageDeps, req: ApiRequest): Promise<ApiResponse> {
  const segments = req.path.split('/').filter((s, i) => i > 0 || s !== '');
  const [root, ...rest] = segments;
  const { method } = req;

  if (root === 'bucket') {
    const id = rest.length > 0 ? checkBucketId(decodePath(rest.slice(0, 1))) : undefined;
    if (!id && method === 'GET') return listBuckets(deps, req);
    if (!id && method === 'POST') return createBucket(deps, req);
    if (id && rest.length === 1 && method === 'GET') return getBucket(deps, req, id);
    if (id && rest.length === 1 && method === 'PUT') return updateBucket(deps, req, id);
    if (id && rest.length === 1 && method === 'DELETE') return deleteBucket(deps, req, id);
    if (id && rest.length === 2 && rest[1] === 'empty' && method === 'POST') return emptyBucket(deps, req, id);
  }

  if (root === 'upload' && rest[0] === 'resumable' && rest.length <= 2 && deps.resumable) {
    if (rest[1] === 'sign') throw errors.routeNotFound(method, req.url.pathname); // signed TUS uploads: not served
    return deps.resumable(req);
  }

  if (root === 'object' && rest.length > 0) {
    const [kind, ...tail] = rest;
    if (kind === 'move' && tail.length === 0 && method === 'POST') return moveObject(deps, req);
    if (kind === 'copy' && tail.length === 0 && method === 'POST') return copyObject(deps, req);
    if (kind === 'list' && tail.length === 1 && method === 'POST') return listObjects(deps, req, checkBucketId(decodePath(tail)));
    if (kind === 'sign' && tail.length === 1 && method === 'POST') return createSignedUrls(deps, req, checkBucketId(decodePath(tail)));
    if (kind === 'sign' && tail.length > 1) {
      const { bucket, name } = splitBucketAndName(tail);
      if (method === 'POST') return createSignedUrl(deps, req, bucket, name);
      if (isRead(method)) return downloadSigned(deps, req, bucket, name);
    }
    if (kind === 'public' && tail.length > 1 && isRead(method)) {
      const { bucket, name } = splitBucketAndName(tail);
      return downloadPublicObject(deps, req, bucket, name);
    }
    if (kind === 'authenticated' && tail.length > 1 && isRead(method)) {
      const { bucket, name } = splitBucketAndName(tail);
      return downloadObject(deps, req, bucket, name);
    }
    if (kind === 'info' && tail.length > 1 && method === 'GET') {
      const path = tail[0] === 'authenticated' || tail[0] === 'public' ? tail.slice(1) : tail;
      const { bucket, name } = splitBucketAndName(path);
      return objectInfo(deps, req, bucket, name);
    }
    if (rest.length === 1 && method === 'DELETE') return removeObjects(deps, req, checkBucketId(decodePath(rest)));
    if (rest.length > 1) {
      const { bucket, name } = splitBucketAndName(rest);
      if (method === 'POST' || method === 'PUT') return uploadObject(deps, req, bucket, name);
      if (isRead(method)) return downloadObject(deps, req, bucket, name);
      if (method === 'DELETE') return removeObject(deps, req, bucket, name);
    }
  }
  throw errors.routeNotFound(method, req.url.pathname);
}
