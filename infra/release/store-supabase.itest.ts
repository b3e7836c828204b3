// The production target against a real Supabase-compatible storage API (the local stack): publish, the
// check over the public CDN URLs, switch, portal-config.json rewritten in the bucket, refusal, rollback.
import { startTestStack, type TestStack } from '../stack/test/support/test-stack';
import { CheckFailed, rollback, type ReleaseContext } from './commands';
import { liveConfig } from './registry';
import { supabaseStore } from './store-supabase';
import { releaseFixtureBuild, type FixtureOptions } from './testing/fixture-build';

const PKG = 'mfe-credit' as const;
let stack: TestStack;
let ctx: ReleaseContext;
let store: ReturnType<typeof supabaseStore>;
let clock = Date.parse('2026-11-22T10:00:00Z');

const target = () => ({
  RELEASE_SUPABASE_URL: stack.url.replace('//localhost:', '//127.0.0.1:'),
  RELEASE_SUPABASE_SERVICE_KEY: stack.serviceKey,
});

beforeAll(async () => {
  stack = await startTestStack();
  store = supabaseStore({ ...target(), PORTAL_PUBLISHABLE_KEY: stack.anonKey, PORTAL_URL: 'https://portal.example' });
  ctx = { store, shell: async () => ({ platformApi: '1.1', shared: { react: '19.3.1' } }), now: () => new Date((clock += 1000)) };
});
afterAll(() => stack.stop());

const releaseFixture = (options: FixtureOptions) => releaseFixtureBuild(ctx, PKG, options);

it('a first release on an empty project refuses before publishing anything when it could not write portal-config.json', async () => {
  const bare = supabaseStore(target());
  await expect(releaseFixtureBuild({ ...ctx, store: bare }, PKG, { marker: 'X' })).rejects.toThrow(
    /set PORTAL_PUBLISHABLE_KEY \(.*\) and PORTAL_URL/,
  );
  expect(await bare.list(PKG)).toEqual([]);
  await expect(bare.publishConfig!({})).rejects.toThrow(/no portal-config\.base\.json/);
});

it('the first release makes the bucket and portal-config.json from the environment, before the switch', async () => {
  const a = await releaseFixture({ marker: 'first' });
  const bucket = stack.client(stack.serviceKey).storage.from('portal-releases');
  const config = JSON.parse(await (await bucket.download('portal-config.json')).data!.text()) as {
    apiUrl: string;
    anonKey: string;
    links: { supportPage: string };
    releases: Record<string, { live: string }>;
  };
  expect(config.apiUrl).toBe(target().RELEASE_SUPABASE_URL);
  expect(config.anonKey).toBe(stack.anonKey);
  expect(config.links.supportPage).toBe('https://portal.example/external/supportPage');
  expect(config.releases.mfe_credit.live).toBe(a.id);
});

it('publishes to a public bucket, checks through its URLs, switches, rewrites portal-config.json, refuses and rolls back', async () => {
  const a = await releaseFixture({ marker: 'A' });
  expect((await store.readRecord(PKG))?.live).toBe(a.id);
  const manifestUrl = (await liveConfig(store)).remotes.mfe_credit as string;
  expect(manifestUrl).toMatch(new RegExp(`/storage/v1/object/public/portal-releases/mfe-credit/${a.id}/mf-manifest\\.json$`));
  expect(((await (await fetch(manifestUrl)).json()) as { marker: string }).marker).toBe('A');
  // The shell loads a cross-origin release's scripts with crossorigin + integrity: Storage must answer with CORS.
  const cors = (
    await fetch(manifestUrl.replace('mf-manifest.json', 'remoteEntry.js'), { headers: { Origin: 'https://portal.example' } })
  ).headers.get('access-control-allow-origin');
  expect(['*', 'https://portal.example']).toContain(cors);

  // A base uploaded by hand (the project's real links) is what every later switch writes portal-config.json from.
  const bucket = stack.client(stack.serviceKey).storage.from('portal-releases');
  await bucket.upload('portal-config.base.json', JSON.stringify({ apiUrl: 'https://api.example', anonKey: 'k', links: {} }), {
    contentType: 'application/json',
    upsert: true,
  });
  const b = await releaseFixture({ marker: 'B', platformApi: '1.0' });
  const published = JSON.parse(await (await bucket.download('portal-config.json')).data!.text()) as {
    apiUrl: string;
    remotes: Record<string, string>;
    releases: Record<string, { live: string; previous: string; integrity: Record<string, string> }>;
  };
  expect(published.apiUrl).toBe('https://api.example');
  expect(published.remotes.mfe_credit).toContain(`/${b.id}/mf-manifest.json`);
  expect(published.releases.mfe_credit).toMatchObject({ live: b.id, previous: a.id });
  // With the SHA-384 of the files the shell verifies (the check compared them through the bucket's URLs).
  expect(published.releases.mfe_credit.integrity['remoteEntry.js']).toBe(b.integrity?.['remoteEntry.js']);

  await expect(releaseFixture({ marker: 'C', dropChunk: true })).rejects.toThrow(CheckFailed);
  expect((await store.readRecord(PKG))?.live).toBe(b.id);

  await rollback(ctx, PKG);
  expect((await store.readRecord(PKG))?.live).toBe(a.id);
  expect((await store.list(PKG)).map((m) => m.id)).toEqual(expect.arrayContaining([a.id, b.id]));
});
