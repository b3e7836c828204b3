import { act, renderHook, waitFor } from '@testing-library/react';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { ReactNode } from 'react';
import { PlatformProvider } from '../platform/PlatformProvider';
import { createFakePlatform } from '../testing/fake-platform';
import { FakeTusUpload } from '../testing/fake-tus';
import { MB } from './bucket-limits';
import { UploadError } from './upload-error';
import { useUpload } from './use-upload';

// tus-js-client is the network boundary: faked here, exercised for real against the stack in the integration and e2e tests.
jest.mock('tus-js-client', () => jest.requireActual('../testing/fake-tus').fakeTusModule);

const supabase = {
  auth: { getSession: jest.fn(async () => ({ data: { session: { access_token: 'user-token' } } })) },
} as unknown as SupabaseClient;
const platform = createFakePlatform({ supabase });
const wrapper = ({ children }: { children?: ReactNode }) => <PlatformProvider platform={platform}>{children}</PlatformProvider>;

function pdf(name = 'plan.pdf', size = 1000) {
  const file = new File(['x'], name, { type: 'application/pdf', lastModified: 1700000000000 });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

async function started() {
  await waitFor(() => expect(FakeTusUpload.latest()?.started).toBe(true));
  return FakeTusUpload.latest()!;
}

beforeEach(() => FakeTusUpload.reset());

describe('useUpload', () => {
  it('checks the file first: a wrong type or size fails with the spec message and nothing is sent', async () => {
    const { result } = renderHook(() => useUpload(), { wrapper });
    expect(result.current).toMatchObject({ status: 'idle', progress: 0, error: null });
    let thrown: unknown;
    await act(async () => {
      thrown = await result.current
        .upload(new File(['x'], 'notes.txt', { type: 'text/plain' }), { bucket: 'user-documents', path: 'u1/notes.txt' })
        .catch((e: unknown) => e);
    });
    expect(thrown).toBeInstanceOf(UploadError);
    expect(result.current.status).toBe('error');
    expect(result.current.error?.message).toBe('"notes.txt" is not an accepted file type. Choose PDF, DOC, DOCX.');
    await act(async () => {
      thrown = await result.current
        .upload(pdf('big.pdf', 11 * MB), { bucket: 'user-documents', path: 'u1/big.pdf' })
        .catch((e: unknown) => e);
    });
    expect(result.current.error?.message).toBe('"big.pdf" is too large (11 MB). The limit is 10 MB.');
    expect(FakeTusUpload.instances).toHaveLength(0);
  });

  it('uploads with TUS to the stack with the session token, reports progress and resolves with the path', async () => {
    const { result } = renderHook(() => useUpload(), { wrapper });
    let done: Promise<{ path: string }> | undefined;
    act(() => {
      done = result.current.upload(pdf(), { bucket: 'user-documents', path: 'u1/123_plan.pdf', upsert: true });
    });
    expect(result.current.status).toBe('uploading');
    const upload = await started();
    expect(upload.options).toMatchObject({
      endpoint: 'http://api.test/storage/v1/upload/resumable',
      chunkSize: 6 * MB,
      metadata: { bucketName: 'user-documents', objectName: 'u1/123_plan.pdf', contentType: 'application/pdf', cacheControl: '3600' },
      headers: { apikey: 'anon', 'x-upsert': 'true' },
      removeFingerprintOnSuccess: true,
    });
    expect(await upload.headersOfNextRequest()).toEqual({ Authorization: 'Bearer user-token' });
    act(() => upload.progress(250, 1000));
    expect(result.current.progress).toBe(0.25);
    act(() => upload.progress(750, 1000));
    expect(result.current.progress).toBe(0.75);
    await act(async () => {
      upload.succeed('user-documents', 'u1/123_plan.pdf');
      await expect(done).resolves.toEqual({ path: 'u1/123_plan.pdf' });
    });
    expect(result.current).toMatchObject({ status: 'done', progress: 1, error: null });
  });

  it('resumes a previous upload of the same file and resolves with the path it started with', async () => {
    const earlier = Buffer.from('user-documents/u1/100_plan.pdf/0f8c').toString('base64url');
    FakeTusUpload.previousUploads = [
      {
        size: 1000,
        metadata: {},
        creationTime: '2026-11-22T10:00:00Z',
        urlStorageKey: 'k1',
        uploadUrl: `http://api.test/x/${earlier}`,
        parallelUploadUrls: null,
      },
    ];
    const { result } = renderHook(() => useUpload(), { wrapper });
    let done: Promise<{ path: string }> | undefined;
    act(() => {
      done = result.current.upload(pdf(), { bucket: 'user-documents', path: 'u1/200_plan.pdf' });
    });
    const upload = await started();
    expect(upload.resumedFrom?.urlStorageKey).toBe('k1');
    const fingerprint = await upload.options.fingerprint!(upload.file, upload.options);
    expect(fingerprint).toBe('portal-upload|user-documents|u1|plan.pdf|application/pdf|1000|1700000000000');
    await act(async () => {
      upload.succeed('user-documents', 'ignored');
      await expect(done).resolves.toEqual({ path: 'u1/100_plan.pdf' });
    });
  });

  it('cancel stops the upload, drops it on the server and rejects with an AbortError', async () => {
    const { result } = renderHook(() => useUpload(), { wrapper });
    let done: Promise<unknown> | undefined;
    act(() => {
      done = result.current.upload(pdf(), { bucket: 'user-documents', path: 'u1/plan.pdf' }).catch((e: unknown) => e);
    });
    const upload = await started();
    act(() => result.current.cancel());
    const error = await done;
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
    expect(upload.abortedWith).toBe(true);
    expect(result.current).toMatchObject({ status: 'cancelled', error: null });
  });

  it('leaving the screen mid-upload pauses it (kept on the server for a resume)', async () => {
    const { result, unmount } = renderHook(() => useUpload(), { wrapper });
    act(() => {
      void result.current.upload(pdf(), { bucket: 'user-documents', path: 'u1/plan.pdf' }).catch(() => undefined);
    });
    const upload = await started();
    unmount();
    expect(upload.abortedWith).toBe(false);
  });

  it.each([
    [403, 'new row violates row-level security policy', 'You do not have permission to upload here.'],
    [413, 'Maximum size exceeded\n', '"plan.pdf" is too large (1000 B). The limit is 10 MB.'],
    [415, 'mime type text/plain is not supported', '"plan.pdf" is not an accepted file type. Choose PDF, DOC, DOCX.'],
    [409, 'The resource already exists', 'A file with this name already exists.'],
    [
      400,
      '{"statusCode":"403","code":"AccessDenied","error":"Unauthorized","message":"jwt expired"}',
      'Your session has expired. Please sign in again.',
    ],
    [503, '', 'The service is temporarily unavailable. Please try again in a moment.'],
    [0, '', 'The upload was interrupted. Check your connection, then choose the same file again to continue where it stopped.'],
  ])('a server answer %i becomes a clear error (%s)', async (status, body, message) => {
    const { result } = renderHook(() => useUpload(), { wrapper });
    let done: Promise<unknown> | undefined;
    act(() => {
      done = result.current.upload(pdf(), { bucket: 'user-documents', path: 'u1/plan.pdf' }).catch((e: unknown) => e);
    });
    const upload = await started();
    await act(async () => {
      upload.fail(status, body);
      await done;
    });
    const error = (await done) as UploadError;
    expect(error).toBeInstanceOf(UploadError);
    expect(error.message).toBe(message);
    expect(result.current.status).toBe('error');
    expect(result.current.error?.message).toBe(message);
  });
});
