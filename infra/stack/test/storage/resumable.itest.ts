import crypto from 'node:crypto';
import { Upload } from 'tus-js-client';
import type { TestStack } from '../support/test-stack';
import { MemoryUrlStorage, refusal, resumableOptions, runUpload } from './resumable-client';
import { createTestBuckets, newUser, rawFetch, startStorageStack, type TestUser } from './support';

const KB = 1024;
const CHUNK = 64 * KB;

describe('resumable uploads (TUS) through tus-js-client', () => {
  let stack: TestStack;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    stack = await startStorageStack();
    await createTestBuckets(stack);
    alice = newUser(stack);
    bob = newUser(stack);
  });
  afterAll(() => stack.stop());

  const bytes = (size: number) => crypto.randomBytes(size);

  it('uploads in chunks; the object downloads and lists exactly as a plain upload of the same bytes', async () => {
    const data = bytes(5 * CHUNK + 123);
    const name = `${alice.id}/reports/big.pdf`;
    const patches: number[] = [];
    const done = await runUpload(
      data,
      resumableOptions(
        stack,
        { bucket: 'docs', name, token: alice.token },
        {
          chunkSize: CHUNK,
          onAfterResponse: (req) => {
            if (req.getMethod() === 'PATCH') patches.push(Number(req.getHeader('Upload-Offset')));
          },
        },
      ),
    );
    expect(patches).toEqual([0, 1, 2, 3, 4, 5].map((i) => i * CHUNK));
    // The upload's URL: the API's address + storage-api's id (base64url of bucket/name/version).
    const id = done.url!.slice(`${stack.url}/storage/v1/upload/resumable/`.length);
    expect(done.url!.startsWith(`${stack.url}/storage/v1/upload/resumable/`)).toBe(true);
    expect(Buffer.from(id, 'base64url').toString('utf8')).toMatch(new RegExp(`^docs/${name}/[0-9a-f-]{36}$`));

    const download = await alice.client.storage.from('docs').download(name);
    expect(download.error).toBeNull();
    expect(Buffer.from(await download.data!.arrayBuffer()).equals(data)).toBe(true);

    const plainName = `${alice.id}/reports/plain.pdf`;
    expect((await alice.client.storage.from('docs').upload(plainName, data, { contentType: 'application/pdf' })).error).toBeNull();
    const listed = await alice.client.storage.from('docs').list(`${alice.id}/reports`);
    expect(listed.error).toBeNull();
    const [resumable, plain] = ['big.pdf', 'plain.pdf'].map((n) => listed.data!.find((entry) => entry.name === n)!);
    const stable = (meta: object | null) => ({ ...meta, lastModified: 'any' });
    expect(stable(resumable.metadata)).toEqual(stable(plain.metadata));
    expect(resumable.metadata).toMatchObject({
      size: data.length,
      mimetype: 'application/pdf',
      cacheControl: 'max-age=3600',
      httpStatusCode: 200,
    });
    expect(Object.keys(resumable).sort()).toEqual(Object.keys(plain).sort());

    const [row] = await stack.sql(`select owner::text, owner_id from storage.objects where bucket_id = 'docs' and name = $1`, [name]);
    expect(row).toEqual({ owner: alice.id, owner_id: alice.id });
  });

  it('resumes an interrupted upload from the offset the server reports', async () => {
    const data = bytes(6 * CHUNK);
    const name = `${alice.id}/video.pdf`;
    const urlStorage = new MemoryUrlStorage();
    const options = resumableOptions(stack, { bucket: 'docs', name, token: alice.token }, { chunkSize: CHUNK, urlStorage });

    // First attempt: stopped (like a closed tab) once two chunks are in.
    const first = await new Promise<Upload>((resolve, reject) => {
      const upload: Upload = new Upload(data, {
        ...options,
        onChunkComplete: (_size, accepted) => {
          if (accepted >= 2 * CHUNK) void upload.abort().then(() => resolve(upload));
        },
        onSuccess: () => reject(new Error('the first attempt should not finish')),
        onError: reject,
      });
      upload.start();
    });
    const head = await fetch(first.url!, { method: 'HEAD', headers: { 'Tus-Resumable': '1.0.0', authorization: `Bearer ${alice.token}` } });
    expect(head.status).toBe(200);
    const serverOffset = Number(head.headers.get('upload-offset'));
    expect(serverOffset).toBe(2 * CHUNK);
    expect(head.headers.get('upload-length')).toBe(String(data.length));
    expect((await alice.client.storage.from('docs').exists(name)).data).toBe(false);

    // Second attempt: a new client finds the stored URL, asks for the offset and sends only the rest.
    const sentOffsets: number[] = [];
    let firstProgress: number | undefined;
    await runUpload(
      data,
      {
        ...options,
        onProgress: (sent) => {
          firstProgress ??= sent;
        },
        onAfterResponse: (req) => {
          if (req.getMethod() === 'PATCH') sentOffsets.push(Number(req.getHeader('Upload-Offset')));
        },
      },
      async (upload) => {
        const previous = await upload.findPreviousUploads();
        expect(previous).toHaveLength(1);
        upload.resumeFromPreviousUpload(previous[0]);
      },
    );
    expect(sentOffsets).toEqual([2, 3, 4, 5].map((i) => i * CHUNK));
    expect(firstProgress).toBeGreaterThanOrEqual(serverOffset);
    const download = await alice.client.storage.from('docs').download(name);
    expect(Buffer.from(await download.data!.arrayBuffer()).equals(data)).toBe(true);
    expect(await urlStorage.findAllUploads()).toEqual([]);
  });

  it("refuses another user's folder before any byte is kept (RLS), with storage-api's status and message", async () => {
    const got = await refusal(
      runUpload(bytes(100), resumableOptions(stack, { bucket: 'docs', name: `${bob.id}/x.pdf`, token: alice.token })),
    );
    expect(got).toEqual({ status: 403, body: 'new row violates row-level security policy' });
    expect(await stack.sql(`select 1 from storage.objects where name = $1`, [`${bob.id}/x.pdf`])).toEqual([]);
  });

  it("refuses a type the bucket does not take (415) and a file over the bucket's limit (413)", async () => {
    const wrongType = resumableOptions(stack, {
      bucket: 'images',
      name: `${alice.id}/notes.txt`,
      token: alice.token,
      contentType: 'text/plain',
    });
    expect(await refusal(runUpload(bytes(100), wrongType))).toEqual({ status: 415, body: 'mime type text/plain is not supported' });
    const tooBig = resumableOptions(stack, { bucket: 'images', name: `${alice.id}/big.png`, token: alice.token, contentType: 'image/png' });
    expect(await refusal(runUpload(bytes(1025), tooBig))).toEqual({ status: 413, body: 'Maximum size exceeded\n' });
    const ok = resumableOptions(stack, { bucket: 'images', name: `${alice.id}/ok.png`, token: alice.token, contentType: 'image/png' });
    await runUpload(bytes(1024), ok);
  });

  it('refuses an anonymous caller: the anon key by RLS, no key at all as a plain upload is refused', async () => {
    const anon = resumableOptions(stack, { bucket: 'docs', name: `${alice.id}/anon.pdf` });
    expect(anon.headers).toEqual({ apikey: stack.anonKey });
    expect(await refusal(runUpload(bytes(100), anon))).toEqual({ status: 403, body: 'new row violates row-level security policy' });

    const noToken = { ...anon, headers: {} };
    const got = await refusal(runUpload(bytes(100), noToken));
    expect(got.status).toBe(400);
    expect(JSON.parse(got.body)).toEqual({
      statusCode: '403',
      code: 'AccessDenied',
      error: 'Unauthorized',
      message: 'jwt must be provided',
    });
    const plain = await rawFetch(stack, `/object/docs/${alice.id}/anon.pdf`, {
      method: 'POST',
      body: 'x',
      headers: { 'content-type': 'application/pdf' },
    });
    expect({ status: plain.status, body: await plain.json() }).toEqual({ status: got.status, body: JSON.parse(got.body) });
  });

  it('answers a missing bucket (404), an existing object without upsert (409) and replaces it with x-upsert', async () => {
    const missing = resumableOptions(stack, { bucket: 'nope', name: `${alice.id}/a.pdf`, token: alice.token });
    expect(await refusal(runUpload(bytes(10), missing))).toEqual({ status: 404, body: 'Bucket not found' });
    const name = `${alice.id}/twice.pdf`;
    await runUpload(Buffer.from('one'), resumableOptions(stack, { bucket: 'docs', name, token: alice.token }));
    const again = resumableOptions(stack, { bucket: 'docs', name, token: alice.token });
    expect(await refusal(runUpload(Buffer.from('two'), again))).toEqual({ status: 409, body: 'The resource already exists' });
    await runUpload(Buffer.from('three'), resumableOptions(stack, { bucket: 'docs', name, token: alice.token, upsert: true }));
    expect(await (await alice.client.storage.from('docs').download(name)).data!.text()).toBe('three');
  });

  it("never lets another user read, continue or cancel someone's unfinished upload", async () => {
    const data = bytes(3 * CHUNK);
    const urlStorage = new MemoryUrlStorage();
    const url = await new Promise<string>((resolve, reject) => {
      const upload: Upload = new Upload(data, {
        ...resumableOptions(
          stack,
          { bucket: 'docs', name: `${alice.id}/private.pdf`, token: alice.token },
          { chunkSize: CHUNK, urlStorage },
        ),
        onChunkComplete: () => void upload.abort().then(() => resolve(upload.url!)),
        onError: reject,
      });
      upload.start();
    });
    const as = (token: string, method: string, extra: Record<string, string> = {}) =>
      fetch(url, {
        method,
        headers: { 'Tus-Resumable': '1.0.0', authorization: `Bearer ${token}`, ...extra },
        body: method === 'PATCH' ? data.subarray(CHUNK, 2 * CHUNK) : undefined,
      });
    expect((await as(bob.token, 'HEAD')).status).toBe(404);
    const patch = await as(bob.token, 'PATCH', { 'Upload-Offset': String(CHUNK), 'Content-Type': 'application/offset+octet-stream' });
    expect(patch.status).toBe(404);
    expect((await as(bob.token, 'DELETE')).status).toBe(404);
    expect((await as(alice.token, 'HEAD')).headers.get('upload-offset')).toBe(String(CHUNK));
    expect((await as(alice.token, 'DELETE')).status).toBe(204);
    expect((await as(alice.token, 'HEAD')).status).toBe(404);
  });
});
