import type { PreviousUpload, UploadOptions } from 'tus-js-client';

/**
 * A stand-in for tus-js-client's `Upload` in DOM tests (jsdom has no server): it records what the upload
 * module asked for and lets a test play the server's part (progress, success, failure). The protocol
 * itself is tested for real against the stack (infra/stack/test/storage/resumable.itest.ts, e2e).
 * Use: `jest.mock('tus-js-client', () => jest.requireActual('shared-ui/testing').fakeTusModule)`.
 */
export class FakeTusUpload {
  static instances: FakeTusUpload[] = [];
  static previousUploads: PreviousUpload[] = [];

  url: string | null = null;
  started = false;
  resumedFrom: PreviousUpload | undefined;
  abortedWith: boolean | undefined;

  constructor(
    readonly file: File,
    readonly options: UploadOptions,
  ) {
    FakeTusUpload.instances.push(this);
  }

  static reset(): void {
    FakeTusUpload.instances = [];
    FakeTusUpload.previousUploads = [];
  }

  static latest(): FakeTusUpload | undefined {
    return FakeTusUpload.instances[FakeTusUpload.instances.length - 1];
  }

  findPreviousUploads(): Promise<PreviousUpload[]> {
    return Promise.resolve(FakeTusUpload.previousUploads);
  }

  resumeFromPreviousUpload(previous: PreviousUpload): void {
    this.resumedFrom = previous;
    this.url = previous.uploadUrl;
  }

  start(): void {
    this.started = true;
  }

  abort(shouldTerminate?: boolean): Promise<void> {
    this.abortedWith = shouldTerminate ?? false;
    return Promise.resolve();
  }

  /** The server has `sent` of `total` bytes. */
  progress(sent: number, total: number): void {
    this.options.onProgress?.(sent, total);
  }

  /** The last byte is stored: the upload URL is storage-api's (base64url of `bucket/name/version`). */
  succeed(bucket: string, name: string): void {
    this.url ??= `http://api.test/storage/v1/upload/resumable/${Buffer.from(`${bucket}/${name}/0f8c`).toString('base64url')}`;
    this.options.onSuccess?.({ lastResponse: fakeResponse(204, '') });
  }

  /** The server refused (`status`, `body` as storage-api sends them) or, with status 0, was not reached. */
  fail(status: number, body = ''): void {
    const error = Object.assign(new Error(`tus: failed (${status})`), {
      originalRequest: { getMethod: () => 'POST' },
      originalResponse: status === 0 ? null : fakeResponse(status, body),
    });
    this.options.onError?.(error);
  }

  /** Runs the `onBeforeRequest` hook as tus-js-client would, returning the headers it set. */
  async headersOfNextRequest(): Promise<Record<string, string>> {
    const headers: Record<string, string> = {};
    await this.options.onBeforeRequest?.({ setHeader: (name: string, value: string) => void (headers[name] = value) } as never);
    return headers;
  }
}

function fakeResponse(status: number, body: string) {
  return { getStatus: () => status, getBody: () => body, getHeader: () => undefined, getUnderlyingObject: () => null };
}

export const fakeTusModule = { Upload: FakeTusUpload };
