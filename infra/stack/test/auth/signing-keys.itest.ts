import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { rotateSigningKeys } from '../../src/signing-keys';
import { startTestStack, type TestStack } from '../support/test-stack';
import { email } from './helpers';

const headerOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString()) as Record<string, string>;

// Issue 49, item 1: asymmetric signing keys as hosted Supabase and the CLI have them.
describe('auth: signing keys (ES256, kid, JWKS, rotation), every service verifying through them', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ migrationsDir: '/nonexistent' });
    await stack.sql(`create table public.notes (id serial primary key, owner uuid not null default auth.uid(), body text)`);
    await stack.sql(`alter table public.notes enable row level security`);
    await stack.sql(
      `create policy own on public.notes for all to authenticated using (owner = auth.uid()) with check (owner = auth.uid())`,
    );
    await stack.sql(`grant select, insert on public.notes to authenticated`);
    await stack.sql(`grant usage on sequence public.notes_id_seq to authenticated`);
  });
  afterAll(() => stack.stop());

  /** A supabase-js client that records every URL it asks for. */
  function recordingClient() {
    const asked: string[] = [];
    const client = createClient(stack.url, stack.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: ws as unknown as typeof WebSocket },
      global: {
        fetch: (input: RequestInfo | URL, init?: RequestInit) => {
          asked.push(String(input instanceof Request ? input.url : input));
          return fetch(input, init);
        },
      },
    });
    return { client, asked };
  }

  async function signedIn() {
    const { client, asked } = recordingClient();
    const address = email('keys');
    const { data, error } = await client.auth.signUp({ email: address, password: 'Keys-pass-1' });
    expect(error).toBeNull();
    return { client, asked, token: data.session!.access_token, address };
  }

  it('signs with ES256 and a kid the JWKS lists; getClaims() verifies locally against the JWKS', async () => {
    const { client, asked, token } = await signedIn();
    const header = headerOf(token);
    expect(header).toMatchObject({ alg: 'ES256', typ: 'JWT' });
    const res = await fetch(`${stack.url}/auth/v1/.well-known/jwks.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=600');
    const { keys } = (await res.json()) as { keys: Record<string, unknown>[] };
    expect(keys.length).toBe(2); // the signing key and the standby key
    expect(keys[0]).toMatchObject({ kid: header.kid, alg: 'ES256', kty: 'EC', crv: 'P-256', use: 'sig', key_ops: ['verify'] });
    for (const key of keys) expect(key).not.toHaveProperty('d');

    asked.length = 0;
    const { data, error } = await client.auth.getClaims();
    expect(error).toBeNull();
    expect(data!.header).toMatchObject({ alg: 'ES256', kid: header.kid });
    expect(data!.claims).toMatchObject({ role: 'authenticated', aud: 'authenticated', iss: `${stack.url}/auth/v1` });
    // Verified here with the JWKS: the auth server was asked for its keys, never for the user.
    expect(asked).toEqual([`${stack.url}/auth/v1/.well-known/jwks.json`]);
  });

  it('REST, storage, realtime and auth accept the ES256 token; a token signed by a foreign key is refused everywhere', async () => {
    const { client, token } = await signedIn();
    const inserted = await client.from('notes').insert({ body: 'mine' }).select('body, owner').single();
    expect(inserted.error).toBeNull();
    expect(inserted.data!.owner).toBe((await client.auth.getUser()).data.user!.id);
    expect((await client.storage.listBuckets()).error).toBeNull();
    const channel = client.channel(`keys-${Date.now()}`);
    const status = await new Promise<string>((resolve) =>
      channel.subscribe((s) => (s === 'SUBSCRIBED' || s === 'CHANNEL_ERROR' ? resolve(s) : undefined)),
    );
    expect(status).toBe('SUBSCRIBED');
    await client.removeChannel(channel);

    // The same claims under a kid this project does not know.
    const [, body, signature] = token.split('.');
    const foreignHeader = Buffer.from(JSON.stringify({ alg: 'ES256', kid: '00000000-0000-4000-8000-000000000000', typ: 'JWT' })).toString(
      'base64url',
    );
    const forged = `${foreignHeader}.${body}.${signature}`;
    const rest = await fetch(`${stack.url}/rest/v1/notes`, { headers: { apikey: stack.anonKey, authorization: `Bearer ${forged}` } });
    expect(rest.status).toBe(401);
    const user = await fetch(`${stack.url}/auth/v1/user`, { headers: { apikey: stack.anonKey, authorization: `Bearer ${forged}` } });
    expect(user.status).toBe(403);
    const storage = await fetch(`${stack.url}/storage/v1/bucket`, {
      headers: { apikey: stack.anonKey, authorization: `Bearer ${forged}` },
    });
    expect(storage.status).toBe(400);
    // The legacy API keys (HS256, the project's secret) still work everywhere.
    expect((await stack.client(stack.serviceKey).auth.admin.listUsers()).error).toBeNull();
    expect((await stack.client(stack.secretKey).auth.admin.listUsers()).error).toBeNull();
  });

  it('rotation: the standby key signs new tokens within a second, tokens signed before keep working (nobody signed out)', async () => {
    const before = await signedIn();
    const oldKid = headerOf(before.token).kid;
    const rotated = rotateSigningKeys(stack.config.jwtKeys.file);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const after = await signedIn();
    expect(headerOf(after.token).kid).toBe(rotated.signing);
    expect(rotated.previous).toContain(oldKid);
    // The old session still reads and refreshes.
    expect((await before.client.auth.getUser()).error).toBeNull();
    expect((await before.client.from('notes').select('id')).error).toBeNull();
    const refreshed = await before.client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(headerOf(refreshed.data.session!.access_token).kid).toBe(rotated.signing);
    const { keys } = (await (await fetch(`${stack.url}/auth/v1/.well-known/jwks.json`)).json()) as { keys: { kid: string }[] };
    expect(keys.map((k) => k.kid)).toEqual([rotated.signing, rotated.standby, oldKid]);
    // getClaims of a token signed by the new key: the JWKS is fetched again (unknown kid) and it verifies.
    const claims = await after.client.auth.getClaims();
    expect(claims.error).toBeNull();
  });
});
