import { describeAccept, formatBytes, resolveRules, type FileRules } from './validate-file';
import type { BucketId } from './bucket-limits';

/**
 * A failed upload, shaped like the data layer's `ApiError` (`status`, `code`, a user-facing `message`).
 * It carries the `ApiError` brand, so `toApiError(error)` hands it on unchanged and its message shows.
 */
export class UploadError extends Error {
  constructor(
    /** HTTP status (0: the server was not reached; 400 for a file refused before sending). */
    readonly status: number,
    message: string,
    readonly code?: string,
    /** The server's own text, for logs only. */
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'UploadError';
    Object.defineProperty(this, Symbol.for('shared-ui/ApiError'), { value: true, enumerable: false });
  }
}

/** What `upload()` rejects with when the upload was cancelled (as fetch does on abort). */
export function cancelledError(): DOMException {
  return new DOMException('The upload was cancelled.', 'AbortError');
}

export function isCancelled(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

export const UPLOAD_MESSAGES = {
  interrupted: 'The upload was interrupted. Check your connection, then choose the same file again to continue where it stopped.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  forbidden: 'You do not have permission to upload here.',
  exists: 'A file with this name already exists.',
  unavailable: 'The service is temporarily unavailable. Please try again in a moment.',
  failed: 'Upload failed.',
} as const;

interface TusLikeError {
  originalResponse?: { getStatus(): number; getBody(): string } | null;
  message?: string;
}

/** storage-api refuses a bad token before TUS, as JSON `{statusCode, code, message}`; TUS errors are plain text. */
function parseBody(body: string): { statusCode?: number; code?: string; message: string } {
  try {
    const json = JSON.parse(body) as { statusCode?: unknown; code?: unknown; message?: unknown };
    return {
      statusCode: typeof json.statusCode === 'string' ? Number(json.statusCode) : undefined,
      code: typeof json.code === 'string' ? json.code : undefined,
      message: typeof json.message === 'string' ? json.message : body,
    };
  } catch {
    return { message: body.trim() };
  }
}

/** The user-facing error for anything tus-js-client failed with. */
export function uploadErrorOf(error: unknown, file: Pick<File, 'name' | 'size'>, rules: BucketId | FileRules): UploadError {
  const response = (error as TusLikeError | null)?.originalResponse;
  if (!response) return new UploadError(0, UPLOAD_MESSAGES.interrupted, undefined, (error as TusLikeError | null)?.message);
  const httpStatus = response.getStatus();
  const body = parseBody(response.getBody());
  const status = body.statusCode ?? httpStatus;
  const resolved = resolveRules(rules);
  if (status === 401 || (status === 403 && /jwt|token|signature/i.test(body.message))) {
    return new UploadError(401, UPLOAD_MESSAGES.sessionExpired, body.code, body.message);
  }
  if (status === 403) return new UploadError(403, UPLOAD_MESSAGES.forbidden, body.code, body.message);
  if (status === 409) return new UploadError(409, UPLOAD_MESSAGES.exists, body.code, body.message);
  if (status === 413) {
    const limit = resolved.maxSizeBytes !== undefined ? ` The limit is ${formatBytes(resolved.maxSizeBytes)}.` : '';
    return new UploadError(413, `"${file.name}" is too large (${formatBytes(file.size)}).${limit}`, body.code, body.message);
  }
  if (status === 415) {
    const choose = describeAccept(resolved.label);
    return new UploadError(
      415,
      `"${file.name}" is not an accepted file type.${choose ? ` Choose ${choose}.` : ''}`,
      body.code,
      body.message,
    );
  }
  if (status >= 500) return new UploadError(status, UPLOAD_MESSAGES.unavailable, body.code, body.message);
  return new UploadError(status, UPLOAD_MESSAGES.failed, body.code, body.message);
}
