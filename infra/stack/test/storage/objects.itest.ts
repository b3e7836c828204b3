import { StorageApiError } from '@supabase/storage-js';
import type { TestStack } from '../support/test-stack';
import { createTestBuckets, newUser, rawFetch, startStorageStack, type TestUser } from './support';

describe('storage objects through supabase-js', () => {
  let stack: TestStack;
  let alice: TestUser;

  beforeAll(async () => {
    stack = await startStorageStack();
    await createTestBuckets(stack);
    alice = newUser(stack);
  });
  afterAll(() => stack.stop());

  const docs = () => alice.client.storage.from('docs');

  it('uploads a Blob as multipart and downloads the same bytes with storage-api headers', async () => {
    const path = `${alice.id}/notes/hello.txt`;
    const { data, error } = await docs().upload(path, new Blob(['hello world'], { type: 'text/plain' }), { cacheControl: '120' });
    expect(error).toBeNull();
    expect(data).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), path, fullPath: `docs/${path}` });

    const download = await docs().download(path);
    expect(download.error).toBeNull();
    expect(await download.data!.text()).toBe('hello world');
    expect(download.data!.type).toBe('text/plain');

    const res = await rawFetch(stack, `/object/authenticated/docs/${path}`, {
      headers: { Authorization: `Bearer ${alice.token}`, apikey: stack.anonKey },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe('11');
    expect(res.headers.get('cache-control')).toBe('max-age=120');
    expect(res.headers.get('etag')).toBe('"5eb63bbbe01eeed093cb22bb8f5acdc3"');
    expect(new Date(res.headers.get('last-modified')!).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const again = await rawFetch(stack, `/object/${encodeURI(`docs/${path}`)}`, {
      headers: { Authorization: `Bearer ${alice.token}`, 'if-none-match': res.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
    const head = await rawFetch(stack, `/object/docs/${path}`, { method: 'HEAD', headers: { Authorization: `Bearer ${alice.token}` } });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('text/plain');
    expect((await docs().exists(path)).data).toBe(true);
  });

  it('uploads a Buffer as the raw body with its content-type, and keeps the object row in storage.objects', async () => {
    const path = `${alice.id}/data.json`;
    const { error } = await docs().upload(path, Buffer.from('{"a":1}'), { contentType: 'application/json' });
    expect(error).toBeNull();
    const [row] = await stack.sql(`select owner::text, owner_id, metadata from storage.objects where bucket_id = 'docs' and name = $1`, [
      path,
    ]);
    expect(row.owner).toBe(alice.id);
    expect(row.owner_id).toBe(alice.id);
    expect(row.metadata).toMatchObject({
      mimetype: 'application/json',
      size: 7,
      contentLength: 7,
      cacheControl: 'max-age=3600',
      httpStatusCode: 200,
    });
    const info = await docs().info(path);
    expect(info.error).toBeNull();
    expect(info.data).toMatchObject({ name: path, bucketId: 'docs', size: 7, contentType: 'application/json' });
  });

  it('refuses a second upload to the same path with 409 Duplicate, replaces it with upsert and with update', async () => {
    const path = `${alice.id}/dup.txt`;
    expect((await docs().upload(path, Buffer.from('one'), { contentType: 'text/plain' })).error).toBeNull();
    const dup = await docs().upload(path, Buffer.from('two'), { contentType: 'text/plain' });
    expect(dup.error).toBeInstanceOf(StorageApiError);
    expect(dup.error).toMatchObject({ status: 400, statusCode: '409', message: 'The resource already exists' });

    const upsert = await docs().upload(path, Buffer.from('three'), { contentType: 'text/plain', upsert: true });
    expect(upsert.error).toBeNull();
    expect(await (await docs().download(path)).data!.text()).toBe('three');

    const update = await docs().update(path, Buffer.from('four!'), { contentType: 'text/plain' });
    expect(update.error).toBeNull();
    expect(update.data!.id).toBe(upsert.data!.id);
    expect(await (await docs().download(path)).data!.text()).toBe('four!');

    const missing = await docs().update(`${alice.id}/nope.txt`, Buffer.from('x'), { contentType: 'text/plain' });
    expect(missing.error).toMatchObject({ status: 400, statusCode: '404', message: 'Object not found' });
  });

  it('answers a missing object and a missing bucket in storage-api shape', async () => {
    const res = await rawFetch(stack, `/object/docs/${alice.id}/missing.txt`, { headers: { Authorization: `Bearer ${alice.token}` } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ statusCode: '404', error: 'not_found', code: 'NoSuchKey', message: 'Object not found' });
    const noBucket = await alice.client.storage.from('nope').upload(`${alice.id}/a.txt`, Buffer.from('a'));
    expect(noBucket.error).toMatchObject({ status: 400, statusCode: '404', message: 'Bucket not found' });
  });

  it('lists one level with folders as entries without id, files with metadata, and honours limit/offset/search/sort', async () => {
    const base = `${alice.id}/tree`;
    for (const name of ['b.txt', 'a.txt', 'sub/one.txt', 'sub/two.txt', 'zdir/deep/x.txt', 'Apple.txt']) {
      expect((await docs().upload(`${base}/${name}`, Buffer.from(name), { contentType: 'text/plain' })).error).toBeNull();
    }
    const { data, error } = await docs().list(base);
    expect(error).toBeNull();
    expect(data!.map((e) => e.name)).toEqual(['Apple.txt', 'a.txt', 'b.txt', 'sub', 'zdir']);
    const folder = data!.find((e) => e.name === 'sub')!;
    expect(folder).toEqual({ name: 'sub', id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null });
    const file = data!.find((e) => e.name === 'a.txt')!;
    expect(file.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(file.metadata).toMatchObject({ size: 5, mimetype: 'text/plain' });
    expect(file.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    expect((await docs().list(base, { limit: 2, offset: 1 })).data!.map((e) => e.name)).toEqual(['a.txt', 'b.txt']);
    expect((await docs().list(base, { search: 'a' })).data!.map((e) => e.name)).toEqual(['Apple.txt', 'a.txt']);
    expect((await docs().list(base, { sortBy: { column: 'name', order: 'desc' } })).data!.map((e) => e.name)).toEqual([
      'zdir',
      'sub',
      'b.txt',
      'a.txt',
      'Apple.txt',
    ]);
    expect((await docs().list(`${base}/sub`)).data!.map((e) => e.name)).toEqual(['one.txt', 'two.txt']);
    expect((await docs().list(`${base}/none`)).data).toEqual([]);
  });

  it('answers a NUL in a list prefix or search with 400, in both list APIs (the database refuses it in text)', async () => {
    for (const [prefix, search] of [
      ['a\u0000b', ''],
      ['', '\u0000'],
    ]) {
      const { error } = await docs().list(prefix, { search });
      expect(error).toBeInstanceOf(StorageApiError);
      expect((error as StorageApiError).status).toBe(400);
    }
    const { error } = await docs().listV2({ prefix: '\u0000' });
    expect((error as StorageApiError).status).toBe(400);
  });

  it('removes several objects and answers the deleted ones, skipping missing paths; then the bytes are gone', async () => {
    const a = `${alice.id}/rm/a.txt`;
    const b = `${alice.id}/rm/b.txt`;
    await docs().upload(a, Buffer.from('a'), { contentType: 'text/plain' });
    await docs().upload(b, Buffer.from('b'), { contentType: 'text/plain' });
    const { data, error } = await docs().remove([a, b, `${alice.id}/rm/missing.txt`]);
    expect(error).toBeNull();
    expect(data!.map((o) => o.name).sort()).toEqual([a, b]);
    expect(data![0]).toMatchObject({ bucket_id: 'docs', id: expect.any(String), metadata: expect.objectContaining({ size: 1 }) });
    expect((await docs().download(a)).error).toMatchObject({ status: 400 });
    expect((await docs().list(`${alice.id}/rm`)).data).toEqual([]);
  });

  it('deletes one object by path, moves and copies', async () => {
    const src = `${alice.id}/mv/src.txt`;
    await docs().upload(src, Buffer.from('move me'), { contentType: 'text/plain' });
    expect((await docs().copy(src, `${alice.id}/mv/copy.txt`)).error).toBeNull();
    expect((await docs().move(src, `${alice.id}/mv/moved.txt`)).error).toBeNull();
    expect(await (await docs().download(`${alice.id}/mv/moved.txt`)).data!.text()).toBe('move me');
    expect(await (await docs().download(`${alice.id}/mv/copy.txt`)).data!.text()).toBe('move me');
    expect((await docs().download(src)).error).not.toBeNull();

    const res = await rawFetch(stack, `/object/docs/${alice.id}/mv/copy.txt`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${alice.token}` },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Successfully deleted' });
    const again = await rawFetch(stack, `/object/docs/${alice.id}/mv/copy.txt`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${alice.token}` },
    });
    expect(await again.json()).toMatchObject({ statusCode: '404', code: 'NoSuchKey' });
  });

  it('keeps names with spaces and unicode, and refuses names that could leave the bucket folder', async () => {
    const path = `${alice.id}/my file é.txt`;
    expect((await docs().upload(path, Buffer.from('x'), { contentType: 'text/plain' })).error).toBeNull();
    expect(await (await docs().download(path)).data!.text()).toBe('x');
    for (const bad of [
      `${alice.id}%2F..%2F..%2Fescape.txt`,
      `${alice.id}/..%2F..%2Fescape.txt`,
      `${alice.id}/a%5Cb.txt`,
      `${alice.id}/nul%00.txt`,
    ]) {
      const res = await rawFetch(stack, `/object/docs/${bad}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${alice.token}`, 'content-type': 'text/plain' },
        body: 'evil',
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ statusCode: '400', code: 'InvalidKey' });
    }
  });

  it('refuses a bad or expired token as storage-api does', async () => {
    const bad = await rawFetch(stack, `/object/docs/${alice.id}/x.txt`, { headers: { Authorization: `Bearer ${alice.token}x` } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ statusCode: '403', code: 'AccessDenied', message: 'invalid signature' });
  });
});
