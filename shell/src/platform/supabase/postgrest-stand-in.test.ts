/** @jest-environment node */
import { PostgrestClient as RealClient, PostgrestError as RealError, PostgrestQueryBuilder } from '@supabase/postgrest-js';

// The stand-in supabase-js gets for postgrest-js in the shell's build: a chain made before postgrest-js has arrived
// sends what postgrest-js sends (here, its CommonJS build, loaded by import()).

type StandInModule = typeof import('./postgrest-stand-in');
type Client = InstanceType<typeof RealClient>;
type Chain = (client: Client) => PromiseLike<unknown>;

const URL_BASE = 'http://127.0.0.1:54321/rest/v1';
const options = (fetch: typeof globalThis.fetch) => ({ headers: { apikey: 'k', 'X-Client-Info': 'portal' }, fetch });

/** A fetch that records what it was asked and answers a JSON body. */
function recordingFetch(body: unknown = [{ id: 1 }], init: ResponseInit = { status: 200 }) {
  const calls: { url: string; method: string; headers: Record<string, string>; body: unknown }[] = [];
  const fetch = jest.fn(async (url: string | URL | Request, req: RequestInit = {}) => {
    calls.push({
      url: String(url),
      method: req.method ?? 'GET',
      headers: Object.fromEntries(new Headers(req.headers)),
      body: req.body ?? null,
    });
    return new Response(JSON.stringify(body), { ...init, headers: { 'content-type': 'application/json', 'content-range': '0-0/1' } });
  });
  return { calls, fetch: fetch as unknown as typeof globalThis.fetch };
}

/** A fresh copy of the stand-in module: postgrest-js not loaded yet. */
async function freshStandIn(): Promise<StandInModule> {
  let mod: StandInModule | undefined;
  await jest.isolateModulesAsync(async () => {
    mod = await import('./postgrest-stand-in');
  });
  return mod!;
}

const standIn = (mod: StandInModule, fetch: typeof globalThis.fetch) =>
  new mod.PostgrestClient(URL_BASE, options(fetch)) as unknown as Client;

describe('postgrest stand-in', () => {
  it.each<[string, Chain]>([
    [
      'select with filters',
      (c) => c.from('orders').select('id, total').eq('status', 'paid').in('id', [1, 2]).order('id', { ascending: false }).limit(5),
    ],
    ['insert returning one row', (c) => c.from('orders').insert({ total: 5 }).select().single()],
    ['update', (c) => c.from('orders').update({ total: 6 }).eq('id', 3).maybeSingle()],
    ['upsert', (c) => c.from('orders').upsert([{ id: 1, total: 5 }], { onConflict: 'id', ignoreDuplicates: true })],
    ['delete', (c) => c.from('orders').delete({ count: 'exact' }).match({ id: 1 })],
    ['rpc', (c) => c.rpc('release_assignment', { remote: 'mfe_auth' })],
    ['rpc read-only', (c) => c.rpc('search', { q: 'a b', ids: [1, 2] }, { get: true })],
    ['rpc head with a count', (c) => c.rpc('count_rows', {}, { head: true, count: 'exact' })],
    [
      'another schema',
      (c) =>
        c
          .schema('storage' as never)
          .from('objects')
          .select('name')
          .range(0, 9),
    ],
  ])('%s: made before postgrest-js arrived, sends and answers what postgrest-js does', async (_name, chain) => {
    const real = recordingFetch();
    const expected = await chain(new RealClient(URL_BASE, options(real.fetch)));

    const mod = await freshStandIn();
    const pending = recordingFetch();
    const answer = await chain(standIn(mod, pending.fetch));
    expect(pending.calls).toEqual(real.calls);
    expect(answer).toEqual(expected);
  });

  it("keeps postgrest-js's builder shapes: filters add to their builder, each select/insert/... of a query starts a new one", async () => {
    const { calls, fetch } = recordingFetch();
    const client = standIn(await freshStandIn(), fetch);
    const query = client.from('orders');
    const first = query.select('id');
    first.eq('id', 1);
    await first;
    await query.select('total');
    expect(calls.map((c) => c.url)).toEqual([`${URL_BASE}/orders?select=id&id=eq.1`, `${URL_BASE}/orders?select=total`]);
  });

  it('once postgrest-js has arrived, its own builders are returned', async () => {
    const mod = await freshStandIn();
    const client = standIn(mod, recordingFetch().fetch);
    expect(client.from('orders')).not.toBeInstanceOf(PostgrestQueryBuilder);
    await mod.loadPostgrestJs();
    expect(client.from('orders').constructor.name).toBe('PostgrestQueryBuilder');
  });

  it('throwOnError() before the arrival rejects with an error both error classes recognise', async () => {
    const mod = await freshStandIn();
    const { fetch } = recordingFetch({ message: 'permission denied', code: '42501', details: null, hint: null }, { status: 403 });
    const failure = await Promise.resolve(standIn(mod, fetch).from('orders').select().throwOnError()).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(mod.PostgrestError);
    expect(failure).toBeInstanceOf(RealError);
    expect(failure).toMatchObject({ message: 'permission denied', code: '42501' });
    expect(new mod.PostgrestError({ message: 'm', details: 'd', hint: 'h', code: 'c' }).toJSON()).toEqual(
      new RealError({ message: 'm', details: 'd', hint: 'h', code: 'c' }).toJSON(),
    );
  });

  it('an empty relation name throws at once, as postgrest-js does', async () => {
    const client = standIn(await freshStandIn(), recordingFetch().fetch);
    expect(() => client.from(' ')).toThrow('Invalid relation name');
  });

  it('when postgrest-js cannot be fetched, the query answers the error a failed request gets; the next use fetches again', async () => {
    let mod: StandInModule | undefined;
    let attempts = 0;
    await jest.isolateModulesAsync(async () => {
      jest.doMock('@supabase/postgrest-js/dist/index.mjs', () => {
        attempts += 1;
        if (attempts === 1) throw Object.assign(new Error('Loading chunk postgrest failed.'), { name: 'ChunkLoadError' });
        return jest.requireActual('@supabase/postgrest-js');
      });
      mod = await import('./postgrest-stand-in');
    });
    const { calls, fetch } = recordingFetch();
    const client = standIn(mod!, fetch);
    const [failed, thrown] = await Promise.all([
      client.from('orders').select('id'),
      Promise.resolve(client.rpc('f').throwOnError()).catch((e: unknown) => e),
    ]);
    expect(failed).toMatchObject({ data: null, status: 0, error: { message: 'ChunkLoadError: Loading chunk postgrest failed.' } });
    expect(thrown).toBeInstanceOf(mod!.PostgrestError);
    expect(calls).toEqual([]);

    const next = await client.from('orders').select('id');
    expect(next).toMatchObject({ data: [{ id: 1 }], error: null, status: 200 });
  });
});
