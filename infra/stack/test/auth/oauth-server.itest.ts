import crypto from 'node:crypto';
import { MAX_AUTH_BODY_BYTES } from '../../src/auth';
import { MAX_OAUTH_CLIENTS } from '../../src/auth/oauth-server/clients';
import { startTestStack, type TestStack } from '../support/test-stack';
import { email } from './helpers';

// GoTrue's OAuth 2.1 server, as far as its admin client API goes (internal/api/oauthserver/handlers.go, service.go),
// behind `[auth.oauth_server] enabled`, through supabase-js's auth.admin.oauth.*.
describe('auth: OAuth 2.1 server, admin client API (GoTrue`s)', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(() => stack.stop());

  const oauth = () => stack.client(stack.serviceKey).auth.admin.oauth;
  const setEnabled = (on: boolean) => {
    stack.ctx.config.authSwitches.oauthServerEnabled = on;
  };
  const sha256 = (secret: string) => crypto.createHash('sha256').update(secret).digest('base64url');
  /** A raw request to /auth/v1 with the service key (or another token), answering status, body and headers. */
  const call = async (method: string, path: string, body?: string, token = stack.serviceKey) => {
    const res = await fetch(`${stack.url}/auth/v1${path}`, {
      method,
      headers: { apikey: stack.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body,
    });
    const text = await res.text();
    return { status: res.status, body: text === '' ? undefined : (JSON.parse(text) as Record<string, unknown>), res };
  };
  const removeAll = async () => {
    await stack.sql(`delete from auth.oauth_clients`);
  };

  describe('switched off (the default, as GoTrue and the CLI ship it)', () => {
    it('answers the admin GoTrue`s 404 feature_disabled, and checks the caller first', async () => {
      expect(stack.ctx.config.authSwitches.oauthServerEnabled).toBe(false);
      const { data, error } = await oauth().listClients();
      expect(data).toEqual({ clients: [] });
      expect(error).toMatchObject({ status: 404, code: 'feature_disabled', message: 'OAuth server is disabled' });
      const created = await oauth().createClient({ client_name: 'x', redirect_uris: ['https://app.example.com/cb'] });
      expect(created.error).toMatchObject({ status: 404, code: 'feature_disabled' });
      // GoTrue's /admin router checks the admin before the feature.
      const anon = await stack.client().auth.admin.oauth.listClients();
      expect(anon.error).toMatchObject({ status: 403, code: 'not_admin' });
      expect((await call('GET', '/oauth/authorize?client_id=x')).body).toMatchObject({ code: 404, error_code: 'feature_disabled' });
      expect(Number((await stack.sql(`select count(*) as n from auth.oauth_clients`))[0].n)).toBe(0);
    });
  });

  describe('switched on', () => {
    beforeAll(() => setEnabled(true));
    afterAll(() => setEnabled(false));
    afterEach(removeAll);

    it('creates a confidential client (its secret shown once, only its SHA-256 kept), reads, updates, deletes it', async () => {
      const params = {
        client_name: 'Reporting app',
        redirect_uris: ['https://reports.example.com/callback', 'http://localhost:3000/cb', 'myapp://auth'],
      };
      const { data: created, error } = await oauth().createClient(params);
      expect(error).toBeNull();
      expect(created).toMatchObject({
        client_type: 'confidential',
        token_endpoint_auth_method: 'client_secret_basic',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        registration_type: 'manual',
        client_name: 'Reporting app',
        redirect_uris: params.redirect_uris,
      });
      expect(created!.client_id).toMatch(/^[0-9a-f-]{36}$/);
      expect(created!.client_secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(created).not.toHaveProperty('client_uri');
      const [row] = await stack.sql(`select client_secret_hash, redirect_uris from auth.oauth_clients where id = $1::uuid`, [
        created!.client_id,
      ]);
      expect(row.client_secret_hash).toBe(sha256(created!.client_secret!));
      expect(JSON.stringify(await stack.sql(`select * from auth.oauth_clients`))).not.toContain(created!.client_secret);

      const { data: read } = await oauth().getClient(created!.client_id);
      expect(read).toMatchObject({ client_id: created!.client_id, client_name: 'Reporting app' });
      expect(read).not.toHaveProperty('client_secret');

      const { data: updated, error: updateError } = await oauth().updateClient(created!.client_id, {
        logo_uri: 'https://reports.example.com/logo.png',
      });
      expect(updateError).toBeNull();
      expect(updated).toMatchObject({ client_name: 'Reporting app', logo_uri: 'https://reports.example.com/logo.png' });
      expect(updated).not.toHaveProperty('client_secret');
      expect(Date.parse(updated!.updated_at)).toBeGreaterThanOrEqual(Date.parse(created!.updated_at));
      const renamed = await oauth().updateClient(created!.client_id, {
        client_name: 'Reports',
        redirect_uris: ['https://r.example.com/cb'],
      });
      expect(renamed.data).toMatchObject({ client_name: 'Reports', redirect_uris: ['https://r.example.com/cb'] });

      const raw = await call('DELETE', `/admin/oauth/clients/${created!.client_id}`);
      expect(raw.status).toBe(204);
      const gone = await oauth().getClient(created!.client_id);
      expect(gone.data).toBeNull();
      expect(gone.error).toMatchObject({ status: 404, code: 'oauth_client_not_found', message: 'OAuth client not found' });
      expect((await oauth().deleteClient(created!.client_id)).error).toMatchObject({ status: 404, code: 'oauth_client_not_found' });
    });

    it('regenerates a confidential client`s secret (the old one no longer matches); a public client has none', async () => {
      const { data: created } = await oauth().createClient({ client_name: 'c', redirect_uris: ['https://c.example.com/cb'] });
      const { data: regenerated, error } = await oauth().regenerateClientSecret(created!.client_id);
      expect(error).toBeNull();
      expect(regenerated!.client_secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(regenerated!.client_secret).not.toBe(created!.client_secret);
      const [row] = await stack.sql(`select client_secret_hash from auth.oauth_clients where id = $1::uuid`, [created!.client_id]);
      expect(row.client_secret_hash).toBe(sha256(regenerated!.client_secret!));

      const { data: pub } = await oauth().createClient({
        client_name: 'SPA',
        redirect_uris: ['https://spa.example.com/cb'],
        token_endpoint_auth_method: 'none',
      });
      expect(pub).toMatchObject({ client_type: 'public', token_endpoint_auth_method: 'none' });
      expect(pub).not.toHaveProperty('client_secret');
      expect((await stack.sql(`select client_secret_hash from auth.oauth_clients where id = $1::uuid`, [pub!.client_id]))[0]).toEqual({
        client_secret_hash: null,
      });
      expect((await oauth().regenerateClientSecret(pub!.client_id)).error).toMatchObject({
        status: 400,
        code: 'validation_failed',
        message: 'Cannot regenerate secret for public client',
      });
      expect((await oauth().updateClient(pub!.client_id, { token_endpoint_auth_method: 'client_secret_post' })).error).toMatchObject({
        status: 400,
        code: 'validation_failed',
      });
    });

    it('lists every client newest first (GoTrue reads no page parameters), `{}` when there are none', async () => {
      expect(await call('GET', '/admin/oauth/clients')).toMatchObject({ status: 200, body: {} });
      const ids: string[] = [];
      for (const name of ['one', 'two', 'three']) {
        const { data } = await oauth().createClient({ client_name: name, redirect_uris: ['https://l.example.com/cb'] });
        ids.push(data!.client_id);
      }
      const { data, error } = await oauth().listClients({ page: 1, perPage: 2 });
      expect(error).toBeNull();
      expect(data.clients.map((c) => c.client_id)).toEqual([...ids].reverse());
      expect(data.clients.every((c) => !('client_secret' in c))).toBe(true);
    });

    it('refuses hostile registrations with GoTrue`s 400s, never a 500', async () => {
      const create = (body: unknown) => call('POST', '/admin/oauth/clients', JSON.stringify(body));
      const refused = async (body: unknown, message: RegExp, code = 'validation_failed') => {
        const { status, body: answer } = await create(body);
        expect({ status, code: answer?.error_code }).toEqual({ status: 400, code });
        expect(answer?.msg).toMatch(message);
      };
      await refused({ client_name: 'x', redirect_uris: [] }, /^400: redirect_uris is required$/);
      await refused({ client_name: 'x' }, /redirect_uris is required/);
      await refused({ redirect_uris: ['http://evil.example.com/cb'] }, /HTTP scheme only allowed for localhost/);
      await refused({ redirect_uris: ['javascript://x/%0aalert(1)'] }, /scheme 'javascript' is not allowed/);
      await refused({ redirect_uris: ['data:text/html,hi'] }, /invalid redirect_uri/);
      await refused({ redirect_uris: ['https://a.example.com/cb#frag'] }, /fragment not allowed/);
      await refused({ redirect_uris: ['/relative/cb'] }, /invalid URL format/);
      await refused({ redirect_uris: ['https://a.example.com/a,b'] }, /must not contain a comma/);
      await refused({ redirect_uris: Array.from({ length: 11 }, (_, i) => `https://a.example.com/${i}`) }, /cannot exceed 10 items/);
      await refused({ redirect_uris: ['https://a.example.com/cb'], client_name: 'n'.repeat(1025) }, /client_name cannot exceed 1024/);
      await refused({ redirect_uris: ['https://a.example.com/cb'], logo_uri: 'not a url' }, /logo_uri must be a valid URL/);
      await refused({ redirect_uris: ['https://a.example.com/cb'], client_uri: `https://a.example.com/${'u'.repeat(2048)}` }, /2048/);
      await refused({ redirect_uris: ['https://a.example.com/cb'], grant_types: ['password'] }, /grant_types must only contain/);
      await refused({ redirect_uris: ['https://a.example.com/cb'], client_type: 'root' }, /client_type must be/);
      await refused(
        { redirect_uris: ['https://a.example.com/cb'], client_type: 'public', token_endpoint_auth_method: 'client_secret_post' },
        /inconsistent/,
      );
      await refused({ redirect_uris: 'https://a.example.com/cb' }, /^Invalid JSON body$/, 'bad_json');
      await refused({ redirect_uris: ['https://a.example.com/cb'], client_name: 42 }, /^Invalid JSON body$/, 'bad_json');
      await refused(['https://a.example.com/cb'], /^Invalid JSON body$/, 'bad_json');
      expect((await call('POST', '/admin/oauth/clients', '{"redirect_uris":')).status).toBe(400);
      const huge = await call(
        'POST',
        '/admin/oauth/clients',
        JSON.stringify({ redirect_uris: ['https://a.example.com/cb'], client_name: 'n'.repeat(MAX_AUTH_BODY_BYTES) }),
      );
      expect(huge.status).toBe(413);
      // 1024 characters is within GoTrue's limit.
      const longest = await oauth().createClient({ client_name: 'n'.repeat(1024), redirect_uris: ['https://a.example.com/cb'] });
      expect(longest.error).toBeNull();
      expect(Number((await stack.sql(`select count(*) as n from auth.oauth_clients`))[0].n)).toBe(1);
    });

    it('answers unknown ids 404, ids that are not UUIDs 400, empty or bad updates 400', async () => {
      const unknown = crypto.randomUUID();
      for (const [method, path] of [
        ['GET', `/admin/oauth/clients/${unknown}`],
        ['PUT', `/admin/oauth/clients/${unknown}`],
        ['DELETE', `/admin/oauth/clients/${unknown}`],
        ['POST', `/admin/oauth/clients/${unknown}/regenerate_secret`],
      ]) {
        const answer = await call(method, path, method === 'PUT' ? '{"client_name":"n"}' : undefined);
        expect([method, answer.status, answer.body?.error_code]).toEqual([method, 404, 'oauth_client_not_found']);
      }
      for (const id of ['not-a-uuid', "1'%20or%201=1", '%ZZ', 'x'.repeat(5000)]) {
        const answer = await call('GET', `/admin/oauth/clients/${id}`);
        expect([id.slice(0, 20), answer.status, answer.body?.msg]).toEqual([id.slice(0, 20), 400, 'invalid client_id format']);
      }
      const { data } = await oauth().createClient({ client_name: 'u', redirect_uris: ['https://u.example.com/cb'] });
      const update = (body: string) => call('PUT', `/admin/oauth/clients/${data!.client_id}`, body);
      expect((await update('{}')).body).toMatchObject({ error_code: 'validation_failed', msg: 'No fields provided for update' });
      expect((await update('{"client_name":null}')).body).toMatchObject({ msg: 'No fields provided for update' });
      expect((await update('')).body).toMatchObject({ error_code: 'bad_json' });
      expect((await update('{"redirect_uris":[]}')).body).toMatchObject({ msg: 'redirect_uris cannot be empty' });
      expect((await update('{"redirect_uris":["ftp://"]}')).status).toBe(400);
      expect((await update(JSON.stringify({ client_name: 'n'.repeat(1025) }))).status).toBe(400);
      expect((await update('{"token_endpoint_auth_method":"none"}')).body).toMatchObject({ error_code: 'validation_failed' });
      expect((await update('{"grant_types":["implicit"]}')).status).toBe(400);
      expect((await oauth().getClient(data!.client_id)).data).toMatchObject({
        client_name: 'u',
        redirect_uris: ['https://u.example.com/cb'],
      });
      expect((await call('PATCH', `/admin/oauth/clients/${data!.client_id}`, '{}')).status).toBe(405);
    });

    it('is the service role`s only: a signed-in user is 403 not_admin, no key 401', async () => {
      const address = email('oauth-admin');
      await stack.client(stack.serviceKey).auth.admin.createUser({ email: address, password: 'Pass-word-1', email_confirm: true });
      const client = stack.client();
      const { data } = await client.auth.signInWithPassword({ email: address, password: 'Pass-word-1' });
      const asUser = await call(
        'POST',
        '/admin/oauth/clients',
        '{"redirect_uris":["https://x.example.com/cb"]}',
        data.session!.access_token,
      );
      expect(asUser).toMatchObject({ status: 403, body: { error_code: 'not_admin' } });
      const res = await fetch(`${stack.url}/auth/v1/admin/oauth/clients`);
      expect(res.status).toBe(401);
      expect(Number((await stack.sql(`select count(*) as n from auth.oauth_clients`))[0].n)).toBe(0);
    });

    it(`keeps at most ${MAX_OAUTH_CLIENTS} clients (400 over_oauth_client_quota); a deleted one frees its place`, async () => {
      const body = JSON.stringify({ client_name: 'many', redirect_uris: ['https://m.example.com/cb'] });
      const created = await Promise.all(Array.from({ length: MAX_OAUTH_CLIENTS + 5 }, () => call('POST', '/admin/oauth/clients', body)));
      const statuses = created.map((c) => c.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(MAX_OAUTH_CLIENTS);
      expect(statuses.filter((s) => s === 400)).toHaveLength(5);
      expect(created.find((c) => c.status === 400)!.body).toMatchObject({ error_code: 'over_oauth_client_quota' });
      await call('DELETE', `/admin/oauth/clients/${created.find((c) => c.status === 201)!.body!.client_id as string}`);
      expect((await call('POST', '/admin/oauth/clients', body)).status).toBe(201);
    });

    it('offers no dynamic registration (403, as GoTrue without allow_dynamic_registration) and no authorization flow', async () => {
      const register = await call('POST', '/oauth/clients/register', '{"redirect_uris":["https://d.example.com/cb"]}');
      expect(register).toMatchObject({ status: 403, body: { error_code: 'oauth_dynamic_client_registration_disabled' } });
      expect((await call('GET', '/oauth/authorize?client_id=x')).status).toBe(404);
    });
  });
});
