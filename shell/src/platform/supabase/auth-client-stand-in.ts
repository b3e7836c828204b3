// Stands in for auth-js's GoTrueClient (`supabase.auth`, 14 KiB gz of the first load) in the shell's build. A first
// screen needs one thing of it: the session the browser already holds, which GoTrueClient reads from storage and
// hands back as it is while its access token has more than EXPIRY_MARGIN_MS to live. This stand-in answers
// `getSession()` that way too, so GoTrueClient is fetched once the page is idle (bootstrap.tsx), or at once when
// anything else is asked of it: a sign-in, a refresh (a token near its end), an invalid stored value, or a page that
// is an auth callback (tokens or a PKCE code in the URL). Listeners hear what GoTrueClient's initialize() tells them
// (SIGNED_IN for a stored session, then INITIAL_SESSION: supabase-js gives Realtime its token on the first) and are
// handed to GoTrueClient when it is made; its own initialize() then tells them the same session again, as every
// page load's does in the other tabs through its broadcast, so listeners already take a repeat in their stride.
import type RealGoTrueClient from '@supabase/auth-js/dist/module/GoTrueClient.js';
import { EXPIRY_MARGIN_MS, STORAGE_KEY } from '@supabase/auth-js/dist/module/lib/constants.js';
import { deferredObject } from './deferred';

type Client = RealGoTrueClient;
type Options = NonNullable<ConstructorParameters<typeof RealGoTrueClient>[0]>;
type Listener = Parameters<Client['onAuthStateChange']>[0];
type Subscription = ReturnType<Client['onAuthStateChange']>['data']['subscription'];
type SessionAnswer = Awaited<ReturnType<Client['getSession']>>;
type Session = NonNullable<SessionAnswer['data']['session']>;

/** The URL parameters that make a page an auth callback (auth-js: implicit grant, errors, PKCE code). */
const CALLBACK_PARAMS = ['access_token', 'error_description', 'code', 'error'];

let loading: Promise<typeof RealGoTrueClient> | undefined;
let listenersMade = 0;

/** Fetches GoTrueClient (once; a failed fetch is tried again by the next use). */
export function loadAuthClient(): Promise<typeof RealGoTrueClient> {
  if (!loading) {
    loading = import(/* webpackChunkName: "lazy-auth" */ '@supabase/auth-js/dist/module/GoTrueClient.js').then((m) => m.default);
    loading.catch(() => (loading = undefined));
  }
  return loading;
}

/** Whether this page's URL carries what auth-js's initialize() turns into a session (or an error). */
export function isAuthCallback(href: string): boolean {
  const url = new URL(href);
  const params = new URLSearchParams(url.search);
  new URLSearchParams(url.hash.slice(1)).forEach((_value, key) => params.append(key, ''));
  return CALLBACK_PARAMS.some((key) => params.has(key));
}

interface StoredSession {
  access_token: string;
  refresh_token: string;
  expires_at: number;
}

/** The storage GoTrueClient would read the session from, when the stand-in can read it the same way. */
function sessionStorageOf(options: Options): Pick<Storage, 'getItem'> | undefined {
  if (options.persistSession === false || options.userStorage || typeof window === 'undefined') return undefined;
  if (isAuthCallback(window.location.href)) return undefined;
  if (options.storage) return options.storage as Pick<Storage, 'getItem'>;
  try {
    return typeof globalThis.localStorage === 'object' ? globalThis.localStorage : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The stored session when GoTrueClient's getSession() would return it unchanged; `null` when there is none;
 * `undefined` when only GoTrueClient can answer (unreadable, invalid, or due for a refresh).
 */
async function storedSession(storage: Pick<Storage, 'getItem'>, key: string): Promise<StoredSession | null | undefined> {
  let value: unknown;
  try {
    const text = await storage.getItem(key);
    if (!text) return null;
    value = JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  if (!('access_token' in value && 'refresh_token' in value && 'expires_at' in value)) return undefined;
  const session = value as StoredSession;
  if (typeof session.expires_at !== 'number' || session.expires_at * 1000 - Date.now() < EXPIRY_MARGIN_MS) return undefined;
  return session;
}

/** supabase-js's `auth` (it extends this class): GoTrueClient itself once loaded. */
export default class GoTrueClient {
  constructor(options: Options = {}) {
    let real: Client | undefined;
    const waiting = new Set<{ listener: Listener; real?: Subscription }>();
    const load = (): Promise<Client> =>
      loadAuthClient().then((Real) => {
        if (!real) {
          real = new Real(options);
          for (const entry of waiting) entry.real = real.onAuthStateChange(entry.listener).data.subscription;
          waiting.clear();
        }
        return real;
      });
    const storage = sessionStorageOf(options);
    const storageKey = options.storageKey ?? STORAGE_KEY;
    /** The session GoTrueClient's initialize() would have recovered, once read: what listeners are told. */
    let initial: { session: Session | null } | undefined;
    const tell = (listener: Listener, event: 'SIGNED_IN' | 'INITIAL_SESSION', session: Session | null) => {
      try {
        void Promise.resolve(listener(event, session)).catch((error: unknown) => console.error(error));
      } catch (error) {
        console.error(error);
      }
    };
    if (!storage) void load().catch(() => undefined);
    else
      void storedSession(storage, storageKey).then((session) => {
        if (real) return;
        // Due for a refresh, or a value GoTrueClient rejects: it does its initialize() now.
        if (session === undefined) return void load().catch(() => undefined);
        // As GoTrueClient's initialize() tells them (supabase-js hands Realtime the token on SIGNED_IN).
        initial = { session: session as Session | null };
        const listeners = [...waiting].map((entry) => entry.listener);
        if (session) for (const listener of listeners) tell(listener, 'SIGNED_IN', session as Session);
        for (const listener of listeners) tell(listener, 'INITIAL_SESSION', initial.session);
      });
    /** A group of methods (`auth.mfa`, `auth.admin`, ...): a stand-in of its own until GoTrueClient is there. */
    const group = (name: 'mfa' | 'admin' | 'oauth' | 'passkey') =>
      deferredObject<object>(
        () => real?.[name],
        () => load().then((client) => client[name]),
      );
    const early = {
      async getSession(): Promise<SessionAnswer> {
        if (!real && storage) {
          const session = await storedSession(storage, storageKey);
          if (session !== undefined) return { data: { session }, error: null } as SessionAnswer;
        }
        return (await load()).getSession();
      },
      onAuthStateChange(listener: Listener): { data: { subscription: Subscription } } {
        const entry: { listener: Listener; real?: Subscription } = { listener };
        waiting.add(entry);
        const told = initial;
        if (told) queueMicrotask(() => waiting.has(entry) && tell(listener, 'INITIAL_SESSION', told.session));
        const subscription = {
          id: `waiting-${++listenersMade}`,
          callback: listener,
          unsubscribe() {
            waiting.delete(entry);
            entry.real?.unsubscribe();
          },
        } as unknown as Subscription;
        return { data: { subscription } };
      },
      mfa: group('mfa'),
      admin: group('admin'),
      oauth: group('oauth'),
      passkey: group('passkey'),
    };
    // Not GoTrueClient's: fetches it now (the shell's boot, once the page is idle).
    const always = { preload: () => load().then(() => undefined) };
    return deferredObject<Client>(() => real, load, early, always) as unknown as GoTrueClient;
  }
}
