import RealGoTrueClient from '@supabase/auth-js/dist/module/GoTrueClient.js';
import { EXPIRY_MARGIN_MS } from '@supabase/auth-js/dist/module/lib/constants.js';
import StandIn, { isAuthCallback } from './auth-client-stand-in';

// The stand-in supabase-js gets for auth-js's GoTrueClient in the shell's build: the stored session without
// GoTrueClient, answered as GoTrueClient answers it (each case is asked of both), and GoTrueClient itself for the rest.

const URL_ = 'http://127.0.0.1:54321/auth/v1';
const KEY = 'sb-127-auth-token';

/** A fetch answer with a JSON body (jsdom has no Response). */
const json = (body: unknown, status = 200) => ({
  ok: status < 300,
  status,
  headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
  json: async () => body,
  text: async () => JSON.stringify(body),
});

const user = { id: '7b3e1f0c-2a4d-4e5f-8a9b-0c1d2e3f4a5b', aud: 'authenticated', role: 'authenticated', email: 'a@b.test' };
const session = (expiresInSeconds: number, token = 'access-1') => ({
  access_token: token,
  refresh_token: `refresh-${token}`,
  token_type: 'bearer',
  expires_in: expiresInSeconds,
  expires_at: Math.floor(Date.now() / 1000) + expiresInSeconds,
  user,
});

type Client = InstanceType<typeof RealGoTrueClient>;
const make = (Class: unknown, fetch: jest.Mock) =>
  new (Class as typeof RealGoTrueClient)({
    url: URL_,
    headers: { apikey: 'k' },
    storageKey: KEY,
    autoRefreshToken: false,
    persistSession: true,
    detectSessionInUrl: true,
    flowType: 'pkce',
    fetch: fetch as never,
  }) as Client;

/** A listener that writes down what it hears (`EVENT token`); `heard(event)` resolves once that event has come. */
function recorder() {
  const events: string[] = [];
  const waiting: { event: string; resolve: () => void }[] = [];
  const listener = (event: string, s: { access_token: string } | null) => {
    events.push(`${event} ${s?.access_token ?? null}`);
    for (const w of waiting.filter((w) => w.event === event)) w.resolve();
  };
  const heard = (event: string) =>
    events.some((e) => e.startsWith(`${event} `)) ? Promise.resolve() : new Promise<void>((resolve) => waiting.push({ event, resolve }));
  return { events, listener, heard };
}

beforeEach(() => localStorage.clear());
// Each case makes a GoTrueClient of its own on one storage key, which auth-js warns about (harmless here).
beforeAll(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));

describe('auth client stand-in', () => {
  it.each([
    ['a stored session with an hour to live', () => JSON.stringify(session(3600))],
    ['no stored session', () => null],
  ])('getSession() with %s answers as GoTrueClient does, without asking the server', async (_case, stored) => {
    const fetch = jest.fn();
    const value = stored();
    if (value) localStorage.setItem(KEY, value);
    const expected = await make(RealGoTrueClient, jest.fn()).getSession();
    expect(await make(StandIn, fetch).getSession()).toEqual(expected);
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    ['a stored session', () => JSON.stringify(session(3600))],
    ['no stored session', () => null],
  ])('with %s, a listener registered at once hears what GoTrueClient tells it, without GoTrueClient', async (_case, stored) => {
    const value = stored();
    if (value) localStorage.setItem(KEY, value);
    // GoTrueClient's initialize() ends with INITIAL_SESSION: what a listener hears up to it.
    const heard = async (Class: unknown) => {
      const { events, listener, heard } = recorder();
      make(Class, jest.fn()).onAuthStateChange(listener);
      await heard('INITIAL_SESSION');
      return events;
    };
    const expected = await heard(RealGoTrueClient);
    expect(await heard(StandIn)).toEqual(expected);
  });

  it('a listener registered later hears INITIAL_SESSION, as from GoTrueClient', async () => {
    localStorage.setItem(KEY, JSON.stringify(session(3600)));
    const auth = make(StandIn, jest.fn());
    const first = recorder();
    auth.onAuthStateChange(first.listener);
    await first.heard('INITIAL_SESSION');
    const later = recorder();
    auth.onAuthStateChange(later.listener);
    await later.heard('INITIAL_SESSION');
    expect(later.events).toEqual(['INITIAL_SESSION access-1']);
  });

  it('a session due for a refresh is refreshed by GoTrueClient, and listeners made before hear of it', async () => {
    localStorage.setItem(KEY, JSON.stringify(session(EXPIRY_MARGIN_MS / 1000 - 5)));
    const fresh = session(3600, 'access-2');
    const fetch = jest.fn(async () => json(fresh));
    const auth = make(StandIn, fetch);
    const { events, listener, heard } = recorder();
    auth.onAuthStateChange(listener);
    const { data, error } = await auth.getSession();
    expect(error).toBeNull();
    expect(data.session?.access_token).toBe('access-2');
    const [calledUrl] = fetch.mock.calls[0] as unknown as [string];
    expect(calledUrl).toBe(`${URL_}/token?grant_type=refresh_token`);
    await heard('TOKEN_REFRESHED');
    expect(events).toContain('TOKEN_REFRESHED access-2');
  });

  it('an invalid stored value is left to GoTrueClient, which removes it', async () => {
    localStorage.setItem(KEY, JSON.stringify({ access_token: 'a' }));
    const { data } = await make(StandIn, jest.fn()).getSession();
    expect(data.session).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('a sign-in fetches GoTrueClient; a listener registered before hears SIGNED_IN, an unsubscribed one nothing', async () => {
    const signedIn = session(3600, 'access-3');
    const fetch = jest.fn(async () => json(signedIn));
    const auth = make(StandIn, fetch);
    const kept = recorder();
    const dropped = jest.fn();
    auth.onAuthStateChange(kept.listener);
    auth.onAuthStateChange(dropped).data.subscription.unsubscribe();
    const { data, error } = await auth.signInWithPassword({ email: 'a@b.test', password: 'pw-123456' });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBe('access-3');
    await kept.heard('SIGNED_IN');
    expect(kept.events).toContain('SIGNED_IN access-3');
    // Told in the same round as the kept listener, had it still been subscribed.
    expect(dropped).not.toHaveBeenCalled();
    // The session is GoTrueClient's from now on, and so is every member.
    expect((await auth.getSession()).data.session?.access_token).toBe('access-3');
    expect(typeof auth.mfa.listFactors).toBe('function');
  });

  it('a group of methods (auth.mfa) waits for GoTrueClient too', async () => {
    localStorage.setItem(KEY, JSON.stringify(session(3600)));
    const fetch = jest.fn(async () => json({ ...user, factors: [] }));
    const { data, error } = await make(StandIn, fetch).mfa.listFactors();
    expect(error).toBeNull();
    expect(data?.all).toEqual([]);
  });

  it.each([
    ['http://localhost/', false],
    ['http://localhost/signin?next=%2Fdocuments', false],
    ['http://localhost/auth/callback?code=abc', true],
    ['http://localhost/update-password#access_token=t&type=recovery', true],
    ['http://localhost/signin#error=access_denied&error_description=x', true],
  ])('%s is an auth callback: %s', (href, expected) => {
    expect(isAuthCallback(href)).toBe(expected);
  });
});
