import type { ApiRequest, ApiResponse } from '../http/types';
import { createBucket, deleteBucket, emptyBucket, getBucket, listBuckets, updateBucket } from './buckets';
import type { StorageDeps } from './deps';
import { downloadObject, downloadPublicObject, objectInfo, publicObjectInfo } from './download';
import { errors } from './errors';
import { checkBucketId, decodePath, splitBucketAndName } from './keys';
import { listObjects } from './list';
import { listObjectsV2 } from './list-v2';
import { copyObject, moveObject } from './move-copy';
import { removeObject, removeObjects } from './remove';
import { renderAuthenticated, renderPublic, renderSigned } from './render';
import { Router, type RouteParams } from './router';
import { createSignedUploadUrl, uploadToSignedUrl } from './sign-upload';
import { createSignedUrl, createSignedUrls, downloadSigned } from './sign';
import { uploadObject } from './upload';

type ObjectHandler = (deps: StorageDeps, req: ApiRequest, bucket: string, name: string) => Promise<ApiResponse>;
type BucketHandler = (deps: StorageDeps, req: ApiRequest, bucket: string) => Promise<ApiResponse>;

/** `:bucket/*` routes: the bucket id and object name decoded and checked. */
const object =
  (handler: ObjectHandler) =>
  (deps: StorageDeps, req: ApiRequest, { params, rest }: RouteParams) => {
    const { bucket, name } = splitBucketAndName([params[params.length - 1], ...rest]);
    return handler(deps, req, bucket, name);
  };

/** `:bucket` routes. */
const bucket =
  (handler: BucketHandler) =>
  (deps: StorageDeps, req: ApiRequest, { params }: RouteParams) =>
    handler(deps, req, checkBucketId(decodePath(params.slice(-1))));

const notServed = async (_deps: StorageDeps, req: ApiRequest): Promise<ApiResponse> => {
  throw errors.routeNotFound(req.method, `${req.path}${req.url.search}`);
};

/** storage-api's routes below /storage/v1 (the bucket, object, render and TUS APIs storage-js calls). */
const router = new Router<StorageDeps>()
  .on('GET', '/bucket', (deps, req) => listBuckets(deps, req))
  .on('POST', '/bucket', (deps, req) => createBucket(deps, req))
  .on('GET', '/bucket/:id', bucket(getBucket))
  .on('PUT', '/bucket/:id', bucket(updateBucket))
  .on('DELETE', '/bucket/:id', bucket(deleteBucket))
  .on('POST', '/bucket/:id/empty', bucket(emptyBucket))

  .on('POST', '/object/move', (deps, req) => moveObject(deps, req))
  .on('POST', '/object/copy', (deps, req) => copyObject(deps, req))
  .on('POST', '/object/list/:bucket', bucket(listObjects))
  .on('POST', '/object/list-v2/:bucket', bucket(listObjectsV2))
  .on('POST', '/object/sign/:bucket', bucket(createSignedUrls))
  .on('POST', '/object/sign/:bucket/*', object(createSignedUrl))
  .on('GET', '/object/sign/:bucket/*', object(downloadSigned))
  .on('POST', '/object/upload/sign/:bucket/*', object(createSignedUploadUrl))
  .on('PUT', '/object/upload/sign/:bucket/*', object(uploadToSignedUrl))
  .on('GET', '/object/public/:bucket/*', object(downloadPublicObject))
  .on('GET', '/object/authenticated/:bucket/*', object(downloadObject))
  .on('GET', '/object/info/public/:bucket/*', object(publicObjectInfo))
  .on('GET', '/object/info/authenticated/:bucket/*', object(objectInfo))
  .on('GET', '/object/info/:bucket/*', object(objectInfo))
  .on('DELETE', '/object/:bucket', bucket(removeObjects))
  .on('POST', '/object/:bucket/*', object(uploadObject))
  .on('PUT', '/object/:bucket/*', object(uploadObject))
  .on('GET', '/object/:bucket/*', object(downloadObject))
  .on('DELETE', '/object/:bucket/*', object(removeObject))

  .on('GET', '/render/image/authenticated/:bucket/*', object(renderAuthenticated))
  .on('GET', '/render/image/public/:bucket/*', object(renderPublic))
  .on('GET', '/render/image/sign/:bucket/*', object(renderSigned))

  // Signed TUS uploads (`/upload/resumable/sign`) are not served: storage-js's uploadToSignedUrl does not use them.
  .on('*', '/upload/resumable/sign', notServed)
  .on('*', '/upload/resumable/sign/:id', notServed);

/** Routes every storage request: the most specific matching route, else storage-api's 404. */
export function routeStorage(deps: StorageDeps, req: ApiRequest): Promise<ApiResponse> {
  const path = req.path.split('/').filter((s, i) => i > 0 || s !== '');
  const isResumable = path[0] === 'upload' && path[1] === 'resumable' && path.length <= 3 && path[2] !== 'sign';
  if (isResumable && deps.resumable) return deps.resumable(req);
  const found = router.find(req.method, path);
  if (!found) throw errors.routeNotFound(req.method, `${req.path}${req.url.search}`);
  return found.handler(deps, req, found.match);
}
