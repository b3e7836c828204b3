import { signJwt } from '../../src/jwt';
import { newUser, rawFetch, startStorageStack, type TestUser } from '../storage/support';
import type { TestStack } from '../support/test-stack';

// Issue 20, items 1, 2, 3 and 10 (storage): what an attacker with a client account could do to the stack
// through storage: crash it with a header, plant a page in the API's origin, keep a signed URL for ever.
describe('storage: hostile names and types never crash the stack nor run in the API origin', () => {
  let stack: TestStack;
  let user: TestUser;
  const auth = () => ({ authorization: `Bearer ${user.token}`, apikey: stack.anonKey });
  const health = async () => (await fetch(`${stack.url}/health`)).status;

  beforeAll(async () => {
    stack = await startStorageStack();
    await stack.ctx.db.exec(`
      insert into storage.buckets (id, name, public, allowed_mime_types) values
        ('pdfs', 'pdfs', false, array['application/pdf']),
        ('site', 'site', true, array['text/html', 'image/svg+xml', 'image/png', 'text/plain']),
        ('small', 'small', false, null);
      update storage.buckets set file_size_limit = 4 where id = 'small';
      create policy "sec: all mine" on storage.objects for all to authenticated
        using ((storage.foldername(name))[1] = auth.uid()::text) with check ((storage.foldername(name))[1] = auth.uid()::text);
    `);
    user = newUser(stack);
  });
  afterAll(() => stack.stop());

  it('item 1: ?download= and stored names in any script give RFC 6266 headers, never a crash', async () => {
    const name = `${user.id}/Счёт.pdf`;
    expect(
      (await user.client.storage.from('pdfs').upload(name, Buffer.from('%PDF-1.4'), { contentType: 'application/pdf' })).error,
    ).toBeNull();
    const path = `/object/pdfs/${encodeURIComponent(user.id)}/${encodeURIComponent('Счёт.pdf')}`;
    // [the raw query value, the name the client must see]; %ED%A0%80 is a lone surrogate (invalid UTF-8).
    const cases: [string, string][] = [
      ['', 'Счёт.pdf'],
      [encodeURIComponent('Счёт №1.pdf'), 'Счёт №1.pdf'],
      [encodeURIComponent('a"b\\c\r\nSet-Cookie: x=1.pdf'), 'a"b\\c\r\nSet-Cookie: x=1.pdf'],
      [`${encodeURIComponent('😀')}%ED%A0%80.pdf`, '😀\uFFFD\uFFFD\uFFFD.pdf'],
      // Issue 31 item 7: cut to 255 UTF-8 bytes, extension kept, never half a character.
      ['x'.repeat(2000), 'x'.repeat(255)],
      [`${'y'.repeat(8000)}.pdf`, `${'y'.repeat(251)}.pdf`],
      [encodeURIComponent(`${'Ж'.repeat(4000)}.pdf`), `${'Ж'.repeat(125)}.pdf`],
      [encodeURIComponent(`${'😀'.repeat(2000)}.docx`), `${'😀'.repeat(62)}.docx`],
    ];
    for (const [query, expected] of cases) {
      const res = await rawFetch(stack, `${path}?download=${query}`, { headers: auth() });
      expect(res.status).toBe(200);
      expect(res.headers.get('set-cookie')).toBeNull();
      const disposition = res.headers.get('content-disposition')!;
      expect(disposition.length).toBeLessThan(2048);
      expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]*"; filename\*=UTF-8''[A-Za-z0-9!#$&+\-.^_`|~%]+$/);
      expect(decodeURIComponent(/filename\*=UTF-8''(.*)$/.exec(disposition)![1])).toBe(expected);
    }
    // supabase-js's download (the normal path) of the same file.
    expect(await (await user.client.storage.from('pdfs').download(name)).data!.text()).toBe('%PDF-1.4');
    expect(await health()).toBe(200);
  });

  it('item 1: a stored type or cache-control with CR/LF or non-Latin-1 characters (rows from before) is served safely, also after a restart', async () => {
    const name = `${user.id}/legacy.bin`;
    expect((await user.client.storage.from('small').upload(name, Buffer.from('ab'), { contentType: 'text/plain' })).error).toBeNull();
    await stack.sql(
      `update storage.objects set metadata = metadata || jsonb_build_object('mimetype', $2::text, 'cacheControl', $3::text, 'eTag', $4::text) where name = $1`,
      [name, 'text/html\r\nSet-Cookie: a=b', 'max-age=1\r\nX-Evil: 1', '"Ж"'],
    );
    for (let round = 0; round < 2; round++) {
      const res = await rawFetch(stack, `/object/small/${name}`, { headers: auth() });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/octet-stream');
      expect(res.headers.get('content-disposition')).toContain('attachment');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('set-cookie')).toBeNull();
      expect(await health()).toBe(200);
    }
  });

  it('item 2: types are parsed, not split: `application/pdf;,text/html` and friends are refused, and only the normalised type is stored', async () => {
    const pdfs = user.client.storage.from('pdfs');
    for (const contentType of [
      'application/pdf;,text/html',
      'application/pdf, text/html',
      'application/pdf;x=1,text/html',
      'application/pdf;"',
      'application/pdf; a="b',
      'text/html',
    ]) {
      const res = await rawFetch(stack, `/object/pdfs/${user.id}/evil.pdf`, {
        method: 'POST',
        headers: { ...auth(), 'content-type': contentType },
        body: '<script>alert(1)</script>',
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ statusCode: '415', code: 'InvalidMimeType' });
    }
    const ok = await rawFetch(stack, `/object/pdfs/${user.id}/ok.pdf`, {
      method: 'POST',
      headers: { ...auth(), 'content-type': 'Application/PDF ; Charset="UTF-8"' },
      body: '%PDF',
    });
    expect(ok.status).toBe(200);
    const [row] = await stack.sql(`select metadata->>'mimetype' as type from storage.objects where name = $1`, [`${user.id}/ok.pdf`]);
    expect(row.type).toBe('application/pdf; charset=utf-8');
    expect((await pdfs.list(user.id)).data!.map((f) => f.name)).not.toContain('evil.pdf');
  });

  it('item 2: copy and move obey the destination bucket (types and size)', async () => {
    const html = `${user.id}/page.html`;
    expect((await user.client.storage.from('site').upload(html, Buffer.from('<p>hi</p>'), { contentType: 'text/html' })).error).toBeNull();
    const copy = await rawFetch(stack, '/object/copy', {
      method: 'POST',
      headers: { ...auth(), 'content-type': 'application/json' },
      body: JSON.stringify({ bucketId: 'site', sourceKey: html, destinationBucket: 'pdfs', destinationKey: `${user.id}/page.pdf` }),
    });
    expect(await copy.json()).toMatchObject({ statusCode: '415' });
    const move = await rawFetch(stack, '/object/move', {
      method: 'POST',
      headers: { ...auth(), 'content-type': 'application/json' },
      body: JSON.stringify({ bucketId: 'site', sourceKey: html, destinationBucket: 'small', destinationKey: `${user.id}/page.html` }),
    });
    expect(await move.json()).toMatchObject({ statusCode: '413' });
    expect(
      await stack.sql(`select bucket_id from storage.objects where name like $1 and bucket_id <> 'site'`, [`${user.id}/page.%`]),
    ).toEqual([]);
    // Within the rules, both still work.
    expect((await user.client.storage.from('site').copy(html, `${user.id}/copy.html`)).error).toBeNull();
  });

  it('item 3: every storage answer says nosniff and sandbox; HTML, SVG and unknown types are attachments, images stay inline', async () => {
    const site = user.client.storage.from('site');
    await site.upload(`${user.id}/x.html`, Buffer.from('<script>parent.pwned=1</script>'), { contentType: 'text/html' });
    await site.upload(`${user.id}/x.svg`, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), {
      contentType: 'image/svg+xml',
    });
    await site.upload(`${user.id}/x.png`, Buffer.from('\x89PNG'), { contentType: 'image/png' });
    const expectations: [string, boolean][] = [
      ['x.html', true],
      ['x.svg', true],
      ['x.png', false],
    ];
    for (const [file, attachment] of expectations) {
      for (const path of [`/object/public/site/${user.id}/${file}`, `/object/site/${user.id}/${file}`]) {
        const res = await rawFetch(stack, path, { headers: auth() });
        expect(res.status).toBe(200);
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        expect(res.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
        expect(res.headers.get('content-disposition')?.startsWith('attachment') ?? false).toBe(attachment);
      }
    }
    const missing = await rawFetch(stack, `/object/public/site/nothing.html`);
    expect(missing.headers.get('x-content-type-options')).toBe('nosniff');
    expect(missing.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
  });

  it('item 3: signed URLs live at most a week, and their token is never an API key (nor an API key a signed URL token)', async () => {
    const site = user.client.storage.from('site');
    expect((await site.createSignedUrl(`${user.id}/x.png`, 7 * 24 * 3600 + 1)).error).toMatchObject({
      statusCode: '400',
      message: 'Invalid Parameter expiresIn',
    });
    const { data, error } = await site.createSignedUrl(`${user.id}/x.png`, 7 * 24 * 3600);
    expect(error).toBeNull();
    const token = new URL(data!.signedUrl).searchParams.get('token')!;
    expect((await fetch(data!.signedUrl)).status).toBe(200);
    // The signed URL's token as a key: refused by storage, REST and functions alike.
    const asKey = await rawFetch(stack, `/object/site/${user.id}/x.png`, { headers: { authorization: `Bearer ${token}`, apikey: token } });
    expect(await asKey.json()).toMatchObject({ statusCode: '403' });
    expect((await fetch(`${stack.url}/rest/v1/`, { headers: { apikey: token, authorization: `Bearer ${token}` } })).status).toBe(401);
    // A user's access token (or the service key) in place of a signed URL's token: refused.
    for (const other of [user.token, stack.serviceKey]) {
      const res = await fetch(`${stack.url}/storage/v1/object/sign/site/${user.id}/x.png?token=${other}`);
      expect(await res.json()).toMatchObject({ statusCode: '400', code: 'InvalidSignature' });
    }
    // A forged long-lived token signed with a role claim does not pass either.
    const now = Math.floor(Date.now() / 1000);
    const forged = signJwt({ url: `site/${user.id}/x.png`, role: 'service_role', iat: now, exp: now + 60 }, stack.config.jwtSecret);
    expect((await fetch(`${stack.url}/storage/v1/object/sign/site/${user.id}/x.png?token=${forged}`)).status).toBe(400);
  });

  it('item 10: a bucket is emptied only by the service role (as storage-api: not even its owner)', async () => {
    await stack.sql(`insert into storage.buckets (id, name, public, owner_id) values ('owned', 'owned', false, $1)`, [user.id]);
    await stack.sql(`create policy "sec: see owned" on storage.buckets for select to authenticated using (true)`);
    const mallory = newUser(stack);
    await user.client.storage.from('owned').upload(`${user.id}/keep.txt`, Buffer.from('keep'), { contentType: 'text/plain' });
    // Another signed-in user (even one whose policies would let them delete rows) is refused, and so is the owner.
    await stack.sql(`create policy "sec: anyone deletes" on storage.objects for delete to authenticated using (bucket_id = 'owned')`);
    for (const caller of [mallory, user]) {
      const refused = await caller.client.storage.emptyBucket('owned');
      expect(refused.error).toMatchObject({ status: 403, statusCode: '403' });
      const raw = await rawFetch(stack, '/bucket/owned/empty', {
        method: 'POST',
        headers: { authorization: `Bearer ${caller.token}`, apikey: stack.anonKey },
      });
      expect(raw.status).toBe(403);
      expect(await raw.json()).toEqual({
        statusCode: '403',
        code: 'AccessDenied',
        error: 'Unauthorized',
        message: 'Access denied: Invalid role',
      });
    }
    expect((await stack.client().storage.emptyBucket('owned')).error).toMatchObject({ status: 403, statusCode: '403' });
    expect(await stack.sql(`select name from storage.objects where bucket_id = 'owned'`)).toHaveLength(1);
    expect((await stack.client(stack.serviceKey).storage.emptyBucket('owned')).error).toBeNull();
    expect(await stack.sql(`select name from storage.objects where bucket_id = 'owned'`)).toHaveLength(0);
    expect(await health()).toBe(200);
  });
});
