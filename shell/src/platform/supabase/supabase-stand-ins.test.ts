import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as RealtimeJs from '@supabase/realtime-js';
import { isAuthError } from '@supabase/auth-js';
import { StorageClient as RealStorageClient } from '@supabase/storage-js';
import { FunctionsHttpError } from '@supabase/functions-js';
import * as realtimeStandIn from './realtime-stand-in';
import { FunctionsClient, FunctionsHttpError as StandInHttpError } from './functions-stand-in';
import { publicUrl, StorageClient } from './storage-stand-in';
import GoTrueAdminApi from './auth-admin-stand-in';
import * as passkeysStandIn from './auth-passkeys-stand-in';
import * as web3StandIn from './auth-web3-stand-in';

// The stand-ins supabase-js gets in the shell's build instead of realtime-js, storage-js and functions-js: the same
// surface, the real client behind it once its chunk is there (here: the packages' CommonJS builds, loaded by import()).

/** A fetch answer with a JSON body (jsdom has no Response). */
const json = (body: unknown) => ({
  ok: true,
  status: 200,
  headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
  json: async () => body,
  text: async () => JSON.stringify(body),
});

/** The stand-in as supabase-js sees it: a StorageClient. */
const storageStandIn = (...args: ConstructorParameters<typeof StorageClient>) => new StorageClient(...args) as unknown as RealStorageClient;

describe('storage stand-in', () => {
  const url = 'http://127.0.0.1:54321/storage/v1';
  const real = new RealStorageClient(url, {});

  it.each([
    ['covers', 'book.png', undefined],
    ['covers', '/nested//path/a b.png', undefined],
    ['covers', 'x.png', { download: true }],
    ['covers', 'x.png', { download: 'name.png' }],
    ['covers', 'x.png', { transform: { width: 120, height: 80, resize: 'cover' as const, quality: 70, format: 'origin' as const } }],
    ['covers', 'x.png', { transform: {} }],
  ])('getPublicUrl before storage-js has arrived is the real one (%s, %s, %j)', (bucket, path, options) => {
    expect(publicUrl(url, bucket, path, options)).toEqual(real.from(bucket).getPublicUrl(path, options));
    expect(storageStandIn(url, {}).from(bucket).getPublicUrl(path, options)).toEqual(real.from(bucket).getPublicUrl(path, options));
  });

  it('a method call waits for storage-js and runs on the real client', async () => {
    const fetch = jest.fn(async () => json([{ id: 'b', name: 'b' }]));
    const storage = storageStandIn(url, { apikey: 'k' }, fetch as unknown as typeof globalThis.fetch);
    const { data, error } = await storage.from('covers').list();
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 'b', name: 'b' }]);
    expect(fetch).toHaveBeenCalledWith(`${url}/object/list/covers`, expect.objectContaining({ method: 'POST' }));
    // Once loaded, members are the real client's.
    expect(typeof storage.from('covers').upload).toBe('function');
    expect(storage.from('covers')).toHaveProperty('bucketId', 'covers');
  });
});

describe('functions stand-in', () => {
  it('invoke() waits for functions-js and sends the token set before it arrived', async () => {
    const fetch = jest.fn(async () => json({ ok: true }));
    const functions = new FunctionsClient('http://127.0.0.1:54321/functions/v1', { headers: { apikey: 'k' }, customFetch: fetch as never });
    (functions as unknown as { setAuth(t: string): void }).setAuth('token-1');
    const { data, error } = await (functions as unknown as InstanceType<typeof import('@supabase/functions-js').FunctionsClient>).invoke(
      'hello',
      {
        body: { a: 1 },
      },
    );
    expect(error).toBeNull();
    expect(data).toEqual({ ok: true });
    const [calledUrl, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(calledUrl).toBe('http://127.0.0.1:54321/functions/v1/hello');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer token-1');
  });

  it('its error classes are functions-js own (instanceof holds)', () => {
    expect(StandInHttpError).toBe(FunctionsHttpError);
  });
});

describe('realtime stand-in', () => {
  it("re-exports realtime-js's enums with the same values", () => {
    expect(realtimeStandIn.REALTIME_LISTEN_TYPES).toEqual({ ...RealtimeJs.REALTIME_LISTEN_TYPES });
    expect(realtimeStandIn.REALTIME_POSTGRES_CHANGES_LISTEN_EVENT).toEqual({ ...RealtimeJs.REALTIME_POSTGRES_CHANGES_LISTEN_EVENT });
    expect(realtimeStandIn.REALTIME_SUBSCRIBE_STATES).toEqual({ ...RealtimeJs.REALTIME_SUBSCRIBE_STATES });
    expect(realtimeStandIn.REALTIME_PRESENCE_LISTEN_EVENTS).toEqual({ ...RealtimeJs.REALTIME_PRESENCE_LISTEN_EVENTS });
    expect(realtimeStandIn.REALTIME_CHANNEL_STATES).toEqual({ ...RealtimeJs.REALTIME_CHANNEL_STATES });
  });

  it('channel() answers at once; on() and subscribe() are replayed on the real channel; removeChannel() takes it', async () => {
    const client = new realtimeStandIn.RealtimeClient('ws://127.0.0.1:1/realtime/v1', {
      params: { apikey: 'k' },
      // No socket is opened in this test: the real client is asked not to connect.
    }) as unknown as RealtimeJs.RealtimeClient;
    await client.setAuth('token-1');
    const handler = jest.fn();
    const channel = client
      .channel('notifications:u1')
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'notifications' }, handler);
    expect(channel.topic).toBe('realtime:notifications:u1');
    expect(client.getChannels()).toEqual([channel]);

    await realtimeStandIn.loadRealtimeJs();
    await Promise.resolve();
    const real = client.getChannels()[0];
    expect(real).toBeInstanceOf(RealtimeJs.RealtimeChannel);
    // supabase-js's re-export of RealtimeChannel is the stand-in's: instanceof holds for the real channel.
    expect(realtimeStandIn.RealtimeChannel[Symbol.hasInstance](real)).toBe(true);
    expect(real.bindings.postgres_changes).toHaveLength(1);
    expect(channel.topic).toBe(real.topic);
    expect(await client.removeChannel(channel)).toBe('ok');
    expect(client.getChannels()).toEqual([]);
  });
});

describe('auth-js stand-ins', () => {
  /** The names GoTrueClient imports from one of its modules (`./lib/webauthn`): the stand-in must export each. */
  const importedByClient = (from: string) => {
    const client = readFileSync(
      path.join(path.dirname(require.resolve('@supabase/auth-js/package.json')), 'dist/module/GoTrueClient.js'),
      'utf8',
    );
    const names = new RegExp(`import \\{([^}]*)\\} from '${from.replace(/[./]/g, '\\$&')}'`).exec(client)?.[1];
    return (names ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
  };

  it.each([
    ['./lib/webauthn', passkeysStandIn],
    ['./lib/web3/ethereum', web3StandIn],
  ])('export every name GoTrueClient imports from %s', (from, standIn) => {
    const names = importedByClient(from);
    expect(names.length).toBeGreaterThan(3);
    for (const name of names) expect(standIn).toHaveProperty(name);
  });

  it('the admin API is fetched on its first call and signs a session out as the real one does', async () => {
    const fetch = jest.fn(async () => ({
      ok: true,
      status: 204,
      headers: { get: () => null },
      json: async () => ({}),
      text: async () => '',
    }));
    const admin = new GoTrueAdminApi({ url: 'http://127.0.0.1:54321/auth/v1', headers: { apikey: 'k' }, fetch: fetch as never });
    const { error } = await (admin as unknown as { signOut(jwt: string, scope: string): Promise<{ error: unknown }> }).signOut(
      'jwt-1',
      'local',
    );
    expect(error).toBeNull();
    const [calledUrl, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(calledUrl).toBe('http://127.0.0.1:54321/auth/v1/logout?scope=local');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer jwt-1');
  });

  it("the admin API's groups of methods wait for it too", async () => {
    const fetch = jest.fn(async () => json({ factors: [] }));
    const admin = new GoTrueAdminApi({ url: 'http://127.0.0.1:54321/auth/v1', headers: {}, fetch: fetch as never }) as unknown as {
      mfa: { listFactors(p: { userId: string }): Promise<{ error: unknown }> };
    };
    await admin.mfa.listFactors({ userId: '7b3e1f0c-2a4d-4e5f-8a9b-0c1d2e3f4a5b' });
    expect((fetch.mock.calls[0] as unknown as [string])[0]).toBe(
      'http://127.0.0.1:54321/auth/v1/admin/users/7b3e1f0c-2a4d-4e5f-8a9b-0c1d2e3f4a5b/factors',
    );
  });

  it('passkeys and Web3 sign-in answer with an auth error (the portal offers neither)', async () => {
    expect(passkeysStandIn.browserSupportsWebAuthn()).toBe(false);
    const { data, error } = await new passkeysStandIn.WebAuthnApi().enroll();
    expect(data).toBeNull();
    expect(isAuthError(error)).toBe(true);
    expect(error.message).toBe(passkeysStandIn.PASSKEYS_MISSING);
    await expect(passkeysStandIn.createCredential()).rejects.toThrow(passkeysStandIn.PASSKEYS_MISSING);
    expect(() => web3StandIn.getAddress()).toThrow(web3StandIn.WEB3_MISSING);
  });
});
