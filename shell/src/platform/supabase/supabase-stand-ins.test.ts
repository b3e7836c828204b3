import * as RealtimeJs from '@supabase/realtime-js';
import { StorageClient as RealStorageClient } from '@supabase/storage-js';
import { FunctionsHttpError } from '@supabase/functions-js';
import * as realtimeStandIn from './realtime-facade';
import { FunctionsClient, FunctionsHttpError as StandInHttpError } from './functions-facade';
import { publicUrl, StorageClient } from './storage-facade';

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
