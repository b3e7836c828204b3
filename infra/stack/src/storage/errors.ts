import { isPgError } from '../db/types';
import { json, type ApiResponse } from '../http/types';

/**
 * An error in storage-api's shape: the real status travels inside the body as `statusCode`, and the
 * HTTP status is 400 (500 only for internal failures), as storage-api answers.
 */
export class StorageError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly error: string = code,
    /** The HTTP status when storage-api sends the real one (unknown routes 404, role checks 403); else 400 (500). */
    readonly httpStatus?: number,
  ) {
    super(message);
  }

  toResponse(): ApiResponse {
    return json(this.httpStatus ?? (this.statusCode === 500 ? 500 : 400), {
      statusCode: String(this.statusCode),
      code: this.code,
      error: this.error,
      message: this.message,
    });
  }
}

export const errors = {
  noSuchKey: () => new StorageError(404, 'NoSuchKey', 'Object not found', 'not_found'),
  noSuchBucket: () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  keyAlreadyExists: () => new StorageError(409, 'KeyAlreadyExists', 'The resource already exists', 'Duplicate'),
  bucketAlreadyExists: () => new StorageError(409, 'BucketAlreadyExists', 'The resource already exists', 'Duplicate'),
  bucketNotEmpty: () => new StorageError(409, 'ResourceNotEmpty', 'The bucket you tried to delete is not empty'),
  accessDenied: (message = 'new row violates row-level security policy') => new StorageError(403, 'AccessDenied', message, 'Unauthorized'),
  entityTooLarge: () => new StorageError(413, 'EntityTooLarge', 'The object exceeded the maximum allowed size', 'Payload too large'),
  invalidMimeType: (mimeType: string) =>
    new StorageError(415, 'InvalidMimeType', `mime type ${mimeType} is not supported`, 'invalid_mime_type'),
  bodyTooLarge: () => new StorageError(413, 'EntityTooLarge', 'Request body is too large', 'Payload too large', 413),
  invalidKey: (key: string) => new StorageError(400, 'InvalidKey', `Invalid key: ${key}`),
  invalidBucketName: () => new StorageError(400, 'InvalidBucketName', 'Bucket name invalid', 'Invalid Input'),
  invalidRequest: (message: string) => new StorageError(400, 'InvalidRequest', message),
  invalidParameter: (name: string) => new StorageError(400, 'InvalidParameter', `Invalid Parameter ${name}`),
  invalidJwt: (message: string) => new StorageError(400, 'InvalidJWT', message),
  invalidSignature: (message = 'Invalid signature') => new StorageError(400, 'InvalidSignature', message),
  /** storage-api's not-found handler: the real 404 as the HTTP status too; `path` is below /storage/v1, query included. */
  routeNotFound: (method: string, path: string) =>
    new StorageError(404, 'InvalidRequest', `Route ${method}:${path} not found`, 'Not Found', 404),
  /** A route only the service role may call (storage-api's `enforceJwtRoles`). */
  invalidRole: () => new StorageError(403, 'AccessDenied', 'Access denied: Invalid role', 'Unauthorized', 403),
  /** imgproxy's answers as storage-api words them (`ImageProcessingError`). */
  imageProcessing: (statusCode: number, message: string) =>
    new StorageError(
      statusCode,
      statusCode > 499 ? 'InternalError' : 'InvalidRequest',
      message,
      statusCode > 499 ? 'InternalError' : 'InvalidRequest',
    ),
  internal: () => new StorageError(500, 'InternalError', 'Internal server error'),
};

/** Maps a database error raised under the caller's role to storage-api's error. */
export function fromDbError(error: unknown): StorageError {
  if (error instanceof StorageError) return error;
  if (isPgError(error)) {
    if (error.code === '42501') return errors.accessDenied();
    if (error.code === '23505') return errors.keyAlreadyExists();
    if (error.code === '23503') return errors.noSuchBucket();
    // Class 22 (data exception: a NUL in a name, a value out of range, malformed input) is the client's input.
    if (error.code?.startsWith('22') || error.code === '23514' || error.code === '23502') return errors.invalidRequest(error.message);
  }
  return errors.internal();
}
