import sharp from 'sharp';
import type { TestStack } from '../support/test-stack';
import { createTestBuckets, newUser, rawFetch, startStorageStack, type TestUser } from './support';

// Issue 34 (storage half): the rest of storage-api's surface that supabase-js's storage client calls.
describe('storage-api compatibility through supabase-js', () => {
  let stack: TestStack;
  let alice: TestUser;
  let bob: TestUser;
  let png: Buffer;

  beforeAll(async () => {
    stack = await startStorageStack();
    await createTestBuckets(stack);
    // A bucket named like a route word: its objects must never be confused with the route.
    await stack.ctx.db.exec(`
      insert into storage.buckets (id, name, public) values ('upload', 'upload', false), ('list-v2', 'list-v2', false);
      create policy "route-word buckets" on storage.objects for all to authenticated
        using (bucket_id in ('upload', 'list-v2') and owner_id = auth.uid()::text)
        with check (bucket_id in ('upload', 'list-v2'));
    `);
    alice = newUser(stack);
    bob = newUser(stack);
    // Noise, so that quality changes the encoded size.
    const pixels = Buffer.alloc(400 * 200 * 3);
    for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919 + (i >> 5) * 104729) % 251;
    png = await sharp(pixels, { raw: { width: 400, height: 200, channels: 3 } })
      .png()
      .toBuffer();
  });
  afterAll(() => stack.stop());

  const auth = (user: TestUser) => ({ authorization: `Bearer ${user.token}`, apikey: stack.anonKey });

  describe('routes', () => {
    it('answers an unknown route 404 in storage-api shape, never another route', async () => {
      for (const [method, path] of [
        ['GET', '/nothing/here?x=1'],
        ['POST', '/object'],
        ['GET', '/render/image/other/docs/a.png'],
        ['PATCH', '/object/docs/a.txt'],
        ['POST', '/upload/resumable/sign'],
        ['DELETE', '/cdn/docs/a.png'],
        ['GET', '/bucket/a/b/c'],
      ]) {
        const res = await rawFetch(stack, path, { method, headers: auth(alice) });
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual({
          statusCode: '404',
          error: 'Not Found',
          code: 'InvalidRequest',
          message: `Route ${method}:${path} not found`,
        });
      }
    });

    it('takes /object/upload/sign/... as a signed upload URL, even with a bucket named `upload`', async () => {
      const res = await rawFetch(stack, `/object/upload/sign/docs/${alice.id}/x.txt`, { method: 'POST', headers: auth(alice) });
      expect(res.status).toBe(200);
      expect(await stack.sql(`select name from storage.objects where bucket_id = 'upload'`)).toEqual([]);
      // The bucket `upload` still takes uploads and serves them under names that are not route words.
      const upload = alice.client.storage.from('upload');
      expect((await upload.upload('notes/a.txt', Buffer.from('in upload'), { contentType: 'text/plain' })).error).toBeNull();
      expect(await (await upload.download('notes/a.txt')).data!.text()).toBe('in upload');
      const listV2 = alice.client.storage.from('list-v2');
      // `POST /object/list-v2/x/b.txt` is an upload (the list route takes one segment), as on storage-api.
      expect((await listV2.upload('x/b.txt', Buffer.from('x'), { contentType: 'text/plain' })).error).toBeNull();
      expect((await listV2.listV2()).data!.objects.map((o) => o.name)).toEqual(['x/b.txt']);
    });
  });

  describe('signed upload URLs', () => {
    it('createSignedUploadUrl + uploadToSignedUrl: uploads once, owned by the signer, with no API key needed', async () => {
      const path = `${alice.id}/signed/report.txt`;
      const docs = alice.client.storage.from('docs');
      const signed = await docs.createSignedUploadUrl(path);
      expect(signed.error).toBeNull();
      expect(signed.data).toEqual({ path, token: expect.any(String), signedUrl: expect.stringContaining('/object/upload/sign/docs/') });

      // Anyone holding the token may upload, without a key (the token is the authority).
      const res = await fetch(signed.data!.signedUrl, { method: 'PUT', headers: { 'content-type': 'text/plain' }, body: 'signed bytes' });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ Key: `docs/${path}` });
      expect(await (await docs.download(path)).data!.text()).toBe('signed bytes');
      const [row] = await stack.sql(`select owner::text, owner_id, metadata->>'mimetype' as type from storage.objects where name = $1`, [
        path,
      ]);
      expect(row).toEqual({ owner: alice.id, owner_id: alice.id, type: 'text/plain' });

      // Without upsert the URL uploads once.
      const again = await bob.client.storage.from('docs').uploadToSignedUrl(path, signed.data!.token, Buffer.from('again'));
      expect(again.error).toMatchObject({ statusCode: '409', message: 'The resource already exists' });

      // With upsert, replacing works (through supabase-js, a Blob as multipart with metadata).
      const upsert = await docs.createSignedUploadUrl(path, { upsert: true });
      const replaced = await docs.uploadToSignedUrl(path, upsert.data!.token, new Blob(['new bytes'], { type: 'text/plain' }), {
        metadata: { kind: 'report' },
      });
      expect(replaced.error).toBeNull();
      expect(replaced.data).toEqual({ path, fullPath: `docs/${path}` });
      expect(await (await docs.download(path)).data!.text()).toBe('new bytes');
      expect((await docs.info(path)).data!.metadata).toEqual({ kind: 'report' });
    });

    it('checks the caller when signing, and the token, path, scope, expiry and bucket limits when uploading', async () => {
      // RLS decides at signing: Bob may not write into Alice's folder.
      const refused = await bob.client.storage.from('docs').createSignedUploadUrl(`${alice.id}/bob.txt`);
      expect(refused.error).toMatchObject({ statusCode: '403', message: 'new row violates row-level security policy' });
      expect((await alice.client.storage.from('nope').createSignedUploadUrl(`${alice.id}/a.txt`)).error).toMatchObject({
        statusCode: '404',
        message: 'Bucket not found',
      });
      expect((await stack.client().storage.from('docs').createSignedUploadUrl(`${alice.id}/anon.txt`)).error).toMatchObject({
        statusCode: '403',
      });

      const path = `${alice.id}/tokens.pdf`;
      const { token } = (await alice.client.storage.from('images').createSignedUploadUrl(path)).data!;
      const put = (url: string, body: BodyInit, type = 'application/pdf') =>
        rawFetch(stack, url, { method: 'PUT', headers: { 'content-type': type }, body });
      // Another path, a tampered token, a download token, a user's access token: refused.
      expect(await (await put(`/object/upload/sign/images/${alice.id}/other.pdf?token=${token}`, '%PDF')).json()).toMatchObject({
        statusCode: '400',
        code: 'InvalidSignature',
      });
      expect(await (await put(`/object/upload/sign/images/${path}?token=${token.slice(0, -2)}xx`, '%PDF')).json()).toMatchObject({
        statusCode: '400',
        code: 'InvalidJWT',
      });
      await alice.client.storage.from('images').upload(`${alice.id}/seen.pdf`, Buffer.from('%PDF'), { contentType: 'application/pdf' });
      const download = (await alice.client.storage.from('images').createSignedUrl(`${alice.id}/seen.pdf`, 60)).data!.signedUrl;
      const downloadToken = new URL(download).searchParams.get('token')!;
      expect(await (await put(`/object/upload/sign/images/${alice.id}/seen.pdf?token=${downloadToken}`, '%PDF')).json()).toMatchObject({
        code: 'InvalidSignature',
        message: 'Token is not scoped for upload',
      });
      expect(await (await put(`/object/upload/sign/images/${path}?token=${alice.token}`, '%PDF')).json()).toMatchObject({
        code: 'InvalidSignature',
      });
      expect(await (await put(`/object/upload/sign/images/${path}`, '%PDF')).json()).toMatchObject({ statusCode: '400' });
      // The upload token never opens a download.
      expect(await (await rawFetch(stack, `/object/sign/images/${path}?token=${token}`)).json()).toMatchObject({
        code: 'InvalidSignature',
        message: 'Token is not scoped for download',
      });
      // The bucket's limits hold (images: 1 KiB, image/* and PDF).
      expect(await (await put(`/object/upload/sign/images/${path}?token=${token}`, 'text', 'text/plain')).json()).toMatchObject({
        statusCode: '415',
      });
      expect(await (await put(`/object/upload/sign/images/${path}?token=${token}`, Buffer.alloc(2048))).json()).toMatchObject({
        statusCode: '413',
      });
      expect((await put(`/object/upload/sign/images/${path}?token=${token}`, '%PDF-1.4')).status).toBe(200);
    });
  });

  describe('list-v2', () => {
    const names = ['b.txt', 'a/1.txt', 'a/2.txt', 'a.txt', 'c/d/e.txt', 'z.txt'];

    beforeAll(async () => {
      const docs = alice.client.storage.from('docs');
      for (const name of names) {
        expect((await docs.upload(`${alice.id}/v2/${name}`, Buffer.from(name), { contentType: 'text/plain' })).error).toBeNull();
      }
      // Bob's objects in the same bucket are never listed to Alice (RLS), not even as a folder.
      await bob.client.storage.from('docs').upload(`${bob.id}/v2/x.txt`, Buffer.from('x'), { contentType: 'text/plain' });
    });

    it('lists folders and objects one level down with with_delimiter, full names and keys as storage-api', async () => {
      const prefix = `${alice.id}/v2/`;
      const { data, error } = await alice.client.storage.from('docs').listV2({ prefix, with_delimiter: true });
      expect(error).toBeNull();
      expect(data!.hasNext).toBe(false);
      expect(data!.nextCursor).toBeUndefined();
      // Bytewise order, folders as `<name>/`: `a.txt` < `a/` < `b.txt` < `c/` < `z.txt`.
      expect(data!.folders).toEqual([
        { key: 'a', name: `${prefix}a/`, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null },
        { key: 'c', name: `${prefix}c/`, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null },
      ]);
      expect(data!.objects.map((o) => [o.key, o.name])).toEqual([
        ['a.txt', `${prefix}a.txt`],
        ['b.txt', `${prefix}b.txt`],
        ['z.txt', `${prefix}z.txt`],
      ]);
      expect(data!.objects[0]).toMatchObject({ id: expect.any(String), metadata: expect.objectContaining({ size: 5 }) });
      expect(data!.objects[0].created_at).toMatch(/Z$/);

      const root = await bob.client.storage.from('docs').listV2({ with_delimiter: true });
      expect(root.data!.folders.map((f) => f.name)).toEqual([`${bob.id}/`]);
    });

    it('lists every object below a plain string prefix without a delimiter', async () => {
      const { data } = await alice.client.storage.from('docs').listV2({ prefix: `${alice.id}/v2/a` });
      expect(data!.folders).toEqual([]);
      expect(data!.objects.map((o) => o.name.slice(`${alice.id}/v2/`.length))).toEqual(['a.txt', 'a/1.txt', 'a/2.txt']);
      expect(data!.objects[0]).not.toHaveProperty('key');
    });

    it('pages with cursors and hasNext, by name and by creation time, both orders', async () => {
      const docs = alice.client.storage.from('docs');
      const prefix = `${alice.id}/v2/`;
      const pageAll = async (options: Parameters<typeof docs.listV2>[0]) => {
        const seen: string[] = [];
        let cursor: string | undefined;
        for (let pages = 0; pages < 10; pages++) {
          const { data, error } = await docs.listV2({ ...options, limit: 2, ...(cursor ? { cursor } : {}) });
          expect(error).toBeNull();
          // A page answers its folders, then its objects: put them back in the listing's (bytewise) order.
          const page = [...data!.folders, ...data!.objects].map((e) => e.name.slice(prefix.length));
          const bytewise = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));
          const byName = options?.sortBy?.column === undefined || options.sortBy.column === 'name';
          if (byName) page.sort((a, b) => (options?.sortBy?.order === 'desc' ? bytewise(b, a) : bytewise(a, b)));
          expect(page.length).toBeLessThanOrEqual(2);
          seen.push(...page);
          if (!data!.hasNext) return seen;
          expect((data as { nextCursorKey?: string }).nextCursorKey).toBeDefined();
          cursor = data!.nextCursor;
        }
        throw new Error('did not end');
      };
      expect(await pageAll({ prefix, with_delimiter: true })).toEqual(['a.txt', 'a/', 'b.txt', 'c/', 'z.txt']);
      expect(await pageAll({ prefix, with_delimiter: true, sortBy: { column: 'name', order: 'desc' } })).toEqual([
        'z.txt',
        'c/',
        'b.txt',
        'a/',
        'a.txt',
      ]);
      expect(await pageAll({ prefix })).toEqual(['a.txt', 'a/1.txt', 'a/2.txt', 'b.txt', 'c/d/e.txt', 'z.txt']);
      // Created one after another: creation order is the upload order.
      expect(await pageAll({ prefix, sortBy: { column: 'created_at', order: 'asc' } })).toEqual(names);
      expect(await pageAll({ prefix, sortBy: { column: 'created_at', order: 'desc' } })).toEqual([...names].reverse());
    });

    it('refuses a bad cursor, limit or sort as storage-api does', async () => {
      const docs = alice.client.storage.from('docs');
      expect((await docs.listV2({ cursor: Buffer.from('bogus').toString('base64') })).error).toMatchObject({
        statusCode: '400',
        message: 'Invalid Parameter continuation token',
      });
      expect((await docs.listV2({ limit: 0 })).error).toMatchObject({ statusCode: '400' });
      const bad = await rawFetch(stack, '/object/list-v2/docs', {
        method: 'POST',
        headers: { ...auth(alice), 'content-type': 'application/json' },
        body: JSON.stringify({ sortBy: { column: 'size' } }),
      });
      expect(await bad.json()).toMatchObject({ statusCode: '400', code: 'InvalidRequest' });
    });
  });

  describe('image transformations', () => {
    const imagePath = () => `${alice.id}/photo.png`;

    beforeAll(async () => {
      await stack.ctx.db.exec(`insert into storage.buckets (id, name, public) values ('pics', 'pics', true)`);
      await stack.ctx.db.exec(`
        create policy "pics: own folder" on storage.objects for all to authenticated
          using (bucket_id = 'pics' and (storage.foldername(name))[1] = auth.uid()::text)
          with check (bucket_id = 'pics' and (storage.foldername(name))[1] = auth.uid()::text)`);
      expect((await alice.client.storage.from('pics').upload(imagePath(), png, { contentType: 'image/png' })).error).toBeNull();
    });

    const sizeOf = async (blob: Blob) => {
      const meta = await sharp(Buffer.from(await blob.arrayBuffer())).metadata();
      return { format: meta.format, width: meta.width, height: meta.height };
    };

    it('download({transform}) resizes: cover crops to the box, contain fits inside, fill stretches; one side keeps the ratio', async () => {
      const pics = alice.client.storage.from('pics');
      const cases: [Parameters<typeof pics.download>[1], { width: number; height: number }][] = [
        [{ transform: { width: 100, height: 100 } }, { width: 100, height: 100 }],
        [{ transform: { width: 100, height: 100, resize: 'cover' } }, { width: 100, height: 100 }],
        [{ transform: { width: 100, height: 100, resize: 'contain' } }, { width: 100, height: 50 }],
        [{ transform: { width: 100, height: 100, resize: 'fill' } }, { width: 100, height: 100 }],
        [{ transform: { width: 100 } }, { width: 100, height: 50 }],
        [{ transform: { height: 40 } }, { width: 80, height: 40 }],
        // Never enlarged (imgproxy's default).
        [{ transform: { width: 2000 } }, { width: 400, height: 200 }],
      ];
      for (const [options, size] of cases) {
        const { data, error } = await pics.download(imagePath(), options);
        expect(error).toBeNull();
        expect(data!.type).toBe('image/png');
        expect(await sizeOf(data!)).toEqual({ format: 'png', ...size });
      }
    });

    it('picks the format like imgproxy: webp when Accept takes it, format=origin keeps it, avif/webp on request; quality applies', async () => {
      const url = `/render/image/authenticated/pics/${imagePath()}`;
      const get = (query: string, accept?: string) =>
        rawFetch(stack, `${url}?${query}`, { headers: { ...auth(alice), ...(accept ? { accept } : {}) } });
      const webp = await get('width=120', 'image/avif,image/webp,*/*');
      expect(webp.headers.get('content-type')).toBe('image/webp');
      expect(webp.headers.get('vary')).toBe('Accept');
      expect(await sizeOf(await webp.blob())).toEqual({ format: 'webp', width: 120, height: 60 });
      expect((await get('width=120&format=origin', 'image/webp')).headers.get('content-type')).toBe('image/png');
      const avif = await get('width=120&format=avif');
      expect(avif.headers.get('content-type')).toBe('image/avif');
      expect((await sizeOf(await avif.blob())).format).toBe('heif');
      const low = await get('width=300&format=webp&quality=20');
      const high = await get('width=300&format=webp&quality=100');
      expect(Number(low.headers.get('content-length'))).toBeLessThan(Number(high.headers.get('content-length')));
      expect(low.headers.get('x-transformations')).toBe('width:300,resizing_type:fill,quality:20,format:webp');
      expect(low.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    });

    it('serves transformed public URLs and signed URLs (the options live in the token)', async () => {
      const pics = alice.client.storage.from('pics');
      const { publicUrl } = stack
        .client()
        .storage.from('pics')
        .getPublicUrl(imagePath(), { transform: { width: 50, height: 50 } }).data;
      expect(publicUrl).toContain('/render/image/public/pics/');
      const pub = await fetch(publicUrl);
      expect(pub.status).toBe(200);
      expect(await sizeOf(await pub.blob())).toEqual({ format: 'png', width: 50, height: 50 });

      const signed = await pics.createSignedUrl(imagePath(), 60, { transform: { width: 200, height: 200, quality: 60 } });
      expect(signed.error).toBeNull();
      expect(signed.data!.signedUrl).toContain('/render/image/sign/pics/');
      const res = await fetch(signed.data!.signedUrl);
      expect(res.status).toBe(200);
      expect(Number(res.headers.get('content-length'))).toBeGreaterThan(0);
      expect(res.headers.get('x-transformations')).toBe('height:200,width:200,resizing_type:fill,quality:60');
      expect(res.headers.get('expires')).toBeTruthy();
      // Query options cannot change what was signed.
      const widened = await fetch(`${signed.data!.signedUrl}&width=400&height=50`);
      expect(await sizeOf(await widened.blob())).toMatchObject({ width: 200, height: 200 });
      // A plain signed URL (no transform) still serves the original bytes.
      const plain = await pics.createSignedUrl(imagePath(), 60, { transform: {} });
      expect(plain.data!.signedUrl).toContain('/object/sign/pics/');
      expect(Buffer.from(await (await fetch(plain.data!.signedUrl)).arrayBuffer()).equals(png)).toBe(true);
    });

    it('refuses what imgproxy refuses: bad options 400, not an image 400, others` files and private buckets as a download would', async () => {
      const url = `/render/image/authenticated/pics/${imagePath()}`;
      for (const query of ['width=abc', 'width=-1', 'quality=5', 'quality=101', 'resize=stretch', 'format=gif']) {
        const res = await rawFetch(stack, `${url}?${query}`, { headers: auth(alice) });
        expect(res.status).toBe(400);
        expect(await res.json()).toMatchObject({ statusCode: '400', code: 'InvalidRequest' });
      }
      await alice.client.storage
        .from('pics')
        .upload(`${alice.id}/not-image.png`, Buffer.from('not an image'), { contentType: 'image/png' });
      const broken = await alice.client.storage.from('pics').download(`${alice.id}/not-image.png`, { transform: { width: 10 } });
      expect(broken.error).toMatchObject({ statusCode: '400', message: 'The source image is invalid or unsupported for rendering' });
      const others = await bob.client.storage.from('pics').download(imagePath(), { transform: { width: 10 } });
      expect(others.error).toMatchObject({ statusCode: '404' });
      await alice.client.storage.from('docs').upload(`${alice.id}/private.png`, png, { contentType: 'image/png' });
      const notPublic = await fetch(
        stack
          .client()
          .storage.from('docs')
          .getPublicUrl(`${alice.id}/private.png`, { transform: { width: 10 } }).data.publicUrl,
      );
      expect(await notPublic.json()).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
    });
  });

  describe('info, buckets and downloads', () => {
    it('info() answers metadata {} when none was given, and the user metadata when it was', async () => {
      const docs = alice.client.storage.from('docs');
      await docs.upload(`${alice.id}/info/plain.txt`, Buffer.from('plain'), { contentType: 'text/plain' });
      await docs.upload(`${alice.id}/info/meta.txt`, Buffer.from('meta'), { contentType: 'text/plain', metadata: { a: 1 } });
      const plain = await docs.info(`${alice.id}/info/plain.txt`);
      expect(plain.error).toBeNull();
      expect(plain.data).toEqual({
        id: expect.any(String),
        name: `${alice.id}/info/plain.txt`,
        version: expect.any(String),
        bucketId: 'docs',
        size: 5,
        contentType: 'text/plain',
        cacheControl: 'max-age=3600',
        etag: expect.stringMatching(/^"[0-9a-f]{32}"$/),
        metadata: {},
        lastModified: expect.stringMatching(/Z$/),
        createdAt: expect.stringMatching(/Z$/),
      });
      expect((await docs.info(`${alice.id}/info/meta.txt`)).data!.metadata).toEqual({ a: 1 });
      expect((await docs.info(`${alice.id}/info/none.txt`)).error).toMatchObject({ statusCode: '404' });
      expect((await bob.client.storage.from('docs').info(`${alice.id}/info/plain.txt`)).error).toMatchObject({ statusCode: '404' });
    });

    it('answers buckets with exactly storage-api`s fields, and lists them with its options', async () => {
      const admin = stack.client(stack.serviceKey).storage;
      const bucketFields = ['id', 'name', 'owner', 'public', 'file_size_limit', 'allowed_mime_types', 'created_at', 'updated_at'];
      const got = await admin.getBucket('images');
      expect(Object.keys(got.data!).sort()).toEqual([...bucketFields].sort());
      expect(got.data).toMatchObject({
        id: 'images',
        owner: '',
        public: false,
        file_size_limit: 1024,
        allowed_mime_types: ['image/*', 'application/pdf'],
      });
      const listed = await admin.listBuckets();
      expect(Object.keys(listed.data![0]).sort()).toEqual([...bucketFields, 'type'].sort());
      expect(listed.data!.map((b) => b.id)).toEqual(['avatars', 'docs', 'images', 'list-v2', 'pics', 'upload']);
      const page = await admin.listBuckets({ limit: 2, offset: 1, sortColumn: 'id', sortOrder: 'desc' });
      expect(page.data!.map((b) => b.id)).toEqual(['pics', 'list-v2']);
      expect((await admin.listBuckets({ search: 'I' })).data!.map((b) => b.id)).toEqual(['images', 'list-v2', 'pics']);
      expect((await admin.emptyBucket('nope')).error).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
    });

    it('keeps a download`s Content-Length: text, CSV and JSON objects are never gzipped by the stack', async () => {
      const docs = alice.client.storage.from('docs');
      const text = 'line of text\n'.repeat(400);
      for (const [name, type] of [
        ['big.txt', 'text/plain'],
        ['big.csv', 'text/csv'],
        ['big.json', 'application/json'],
      ]) {
        const body = type === 'application/json' ? JSON.stringify({ text }) : text;
        await docs.upload(`${alice.id}/gz/${name}`, Buffer.from(body), { contentType: type });
        const res = await rawFetch(stack, `/object/authenticated/docs/${alice.id}/gz/${name}`, {
          headers: { ...auth(alice), 'accept-encoding': 'gzip, deflate, br' },
        });
        expect(res.headers.get('content-encoding')).toBeNull();
        expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(body)));
        expect(await res.text()).toBe(body);
      }
    });
  });
});
