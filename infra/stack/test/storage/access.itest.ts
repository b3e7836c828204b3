import { signJwt } from '../../src/jwt';
import type { TestStack } from '../support/test-stack';
import { clientWithToken, createTestBuckets, newUser, rawFetch, startStorageStack, type TestUser, userToken } from './support';

describe('storage access: RLS per operation, public buckets, signed URLs', () => {
  let stack: TestStack;
  let alice: TestUser;
  let bob: TestUser;
  let aliceFile: string;

  beforeAll(async () => {
    stack = await startStorageStack();
    await createTestBuckets(stack);
    alice = newUser(stack);
    bob = newUser(stack);
    aliceFile = `${alice.id}/secret.txt`;
    expect(
      (await alice.client.storage.from('docs').upload(aliceFile, Buffer.from('alice only'), { contentType: 'text/plain' })).error,
    ).toBeNull();
  });
  afterAll(() => stack.stop());

  describe('row-level security', () => {
    it('lets another user neither download, list, sign nor see the info of the file', async () => {
      const docs = bob.client.storage.from('docs');
      expect((await docs.download(aliceFile)).error).toMatchObject({ status: 400, statusCode: '404' });
      expect((await docs.list(alice.id)).data).toEqual([]);
      expect((await docs.createSignedUrl(aliceFile, 60)).error).toMatchObject({ statusCode: '404' });
      expect((await docs.info(aliceFile)).error).toMatchObject({ statusCode: '404' });
      const bulk = await docs.createSignedUrls([aliceFile], 60);
      expect(bulk.data).toEqual([
        { error: 'Either the object does not exist or you do not have access to it', path: aliceFile, signedURL: null, signedUrl: null },
      ]);
    });

    it('refuses another user writing into the owner folder with 403 inside HTTP 400', async () => {
      const docs = bob.client.storage.from('docs');
      const res = await docs.upload(`${alice.id}/planted.txt`, Buffer.from('x'), { contentType: 'text/plain' });
      expect(res.error).toMatchObject({ status: 400, statusCode: '403', message: 'new row violates row-level security policy' });
      // Overwriting: update touches no row it cannot see; upsert is refused by the policies.
      expect((await docs.update(aliceFile, Buffer.from('pwned'), { contentType: 'text/plain' })).error).toMatchObject({
        statusCode: '404',
      });
      expect((await docs.upload(aliceFile, Buffer.from('pwned'), { contentType: 'text/plain', upsert: true })).error).toMatchObject({
        statusCode: '403',
      });
      expect(await (await alice.client.storage.from('docs').download(aliceFile)).data!.text()).toBe('alice only');
      // No planted row and no planted bytes.
      expect(await stack.sql(`select name from storage.objects where name = $1`, [`${alice.id}/planted.txt`])).toEqual([]);
    });

    it('skips files the caller may not delete or move, leaving them intact', async () => {
      const other = await bob.client.storage.from('docs').remove([aliceFile]);
      expect(other).toEqual({ data: [], error: null });
      const moved = await bob.client.storage.from('docs').move(aliceFile, `${bob.id}/stolen.txt`);
      expect(moved.error).toMatchObject({ statusCode: '404' });
      expect((await alice.client.storage.from('docs').download(aliceFile)).error).toBeNull();
    });

    it('gives anon nothing in a private bucket and lets the service role see everything', async () => {
      const anon = stack.client();
      expect((await anon.storage.from('docs').download(aliceFile)).error).toMatchObject({ statusCode: '404' });
      expect((await anon.storage.from('docs').upload('anon.txt', Buffer.from('x'), { contentType: 'text/plain' })).error).toMatchObject({
        statusCode: '403',
      });
      const service = stack.client(stack.serviceKey);
      expect(await (await service.storage.from('docs').download(aliceFile)).data!.text()).toBe('alice only');
      expect((await service.storage.from('docs').list(alice.id)).data!.map((e) => e.name)).toContain('secret.txt');
    });

    it('refuses an expired user token', async () => {
      const expired = clientWithToken(stack, userToken(stack, alice.id, -10));
      expect((await expired.storage.from('docs').download(aliceFile)).error).toMatchObject({
        status: 400,
        statusCode: '403',
        message: 'jwt expired',
      });
    });
  });

  describe('bucket limits', () => {
    it('refuses an object over the bucket size limit with 413 and a type outside allowed_mime_types with 415', async () => {
      const images = alice.client.storage.from('images');
      const big = await images.upload(`${alice.id}/big.png`, Buffer.alloc(1025), { contentType: 'image/png' });
      expect(big.error).toMatchObject({ status: 400, statusCode: '413', message: 'The object exceeded the maximum allowed size' });
      const text = await images.upload(`${alice.id}/a.txt`, Buffer.from('x'), { contentType: 'text/plain' });
      expect(text.error).toMatchObject({ status: 400, statusCode: '415', message: 'mime type text/plain is not supported' });
      const res = await rawFetch(stack, `/object/images/${alice.id}/b.txt`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${alice.token}`, 'content-type': 'text/html' },
        body: '<p>',
      });
      expect(await res.json()).toEqual({
        statusCode: '415',
        code: 'InvalidMimeType',
        error: 'invalid_mime_type',
        message: 'mime type text/html is not supported',
      });
      const tooBig = await rawFetch(stack, `/object/images/${alice.id}/c.png`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${alice.token}`, 'content-type': 'image/png' },
        body: Buffer.alloc(2048),
      });
      expect(await tooBig.json()).toEqual({
        statusCode: '413',
        code: 'EntityTooLarge',
        error: 'Payload too large',
        message: 'The object exceeded the maximum allowed size',
      });
      expect(await stack.sql(`select name from storage.objects where bucket_id = 'images'`)).toEqual([]);
    });

    it('accepts a wildcard image type and an exact type within the limit (multipart too)', async () => {
      const images = alice.client.storage.from('images');
      expect((await images.upload(`${alice.id}/ok.webp`, new Blob([Buffer.alloc(1024)], { type: 'image/webp' }))).error).toBeNull();
      expect((await images.upload(`${alice.id}/ok.pdf`, Buffer.from('%PDF'), { contentType: 'application/pdf' })).error).toBeNull();
      const big = await images.upload(`${alice.id}/big.webp`, new Blob([Buffer.alloc(4096)], { type: 'image/webp' }));
      expect(big.error).toMatchObject({ statusCode: '413' });
    });
  });

  describe('public buckets', () => {
    it('serves objects of a public bucket without a token, and never those of a private one', async () => {
      const avatars = alice.client.storage.from('avatars');
      const path = `${alice.id}/me.png`;
      expect((await avatars.upload(path, Buffer.from('png-bytes'), { contentType: 'image/png' })).error).toBeNull();
      const { publicUrl } = avatars.getPublicUrl(path).data;
      const res = await fetch(publicUrl);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(await res.text()).toBe('png-bytes');

      const privateUrl = alice.client.storage.from('docs').getPublicUrl(aliceFile).data.publicUrl;
      const denied = await fetch(privateUrl);
      expect(denied.status).toBe(400);
      expect(await denied.json()).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
      const missing = await fetch(avatars.getPublicUrl(`${alice.id}/none.png`).data.publicUrl);
      expect(await missing.json()).toMatchObject({ statusCode: '404', code: 'NoSuchKey' });
    });
  });

  describe('signed URLs', () => {
    it('serves the object with a valid token, and refuses expired and tampered tokens', async () => {
      const docs = alice.client.storage.from('docs');
      const { data, error } = await docs.createSignedUrl(aliceFile, 60);
      expect(error).toBeNull();
      expect(data!.signedUrl).toMatch(new RegExp(`^${stack.url}/storage/v1/object/sign/docs/${aliceFile}\\?token=`));
      const ok = await fetch(data!.signedUrl);
      expect(ok.status).toBe(200);
      expect(await ok.text()).toBe('alice only');

      const token = new URL(data!.signedUrl).searchParams.get('token')!;
      const [h, p] = token.split('.');
      const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
      const forged = `${h}.${Buffer.from(JSON.stringify({ ...claims, url: `docs/${bob.id}/x.txt` })).toString('base64url')}.${token.split('.')[2]}`;
      const tampered = await fetch(`${stack.url}/storage/v1/object/sign/docs/${bob.id}/x.txt?token=${forged}`);
      expect(tampered.status).toBe(400);
      expect(await tampered.json()).toMatchObject({ statusCode: '400', code: 'InvalidJWT', message: 'invalid signature' });
      const otherPath = await fetch(`${stack.url}/storage/v1/object/sign/docs/${alice.id}/other.txt?token=${token}`);
      expect(await otherPath.json()).toMatchObject({ statusCode: '400', code: 'InvalidSignature' });

      // The same token, its time over: signed as the stack signs (its secret), with exp a minute past.
      const past = signJwt({ ...claims, iat: claims.iat - 120, exp: claims.iat - 60 }, stack.config.jwtSecret);
      const expired = await fetch(`${stack.url}/storage/v1/object/sign/docs/${aliceFile}?token=${past}`);
      expect(expired.status).toBe(400);
      expect(await expired.json()).toMatchObject({ statusCode: '400', code: 'InvalidJWT', message: 'jwt expired' });
    });

    it('signs several paths at once and offers a download name', async () => {
      const docs = alice.client.storage.from('docs');
      const { data, error } = await docs.createSignedUrls([aliceFile, `${alice.id}/missing.txt`], 60, { download: 'report.txt' });
      expect(error).toBeNull();
      expect(data![0]).toMatchObject({ error: null, path: aliceFile });
      expect(data![1]).toMatchObject({ signedUrl: null, path: `${alice.id}/missing.txt` });
      const res = await fetch(data![0].signedUrl!);
      expect(res.headers.get('content-disposition')).toContain('attachment; filename="report.txt"');
    });
  });
});
