import { render, type RenderOptions } from '@testing-library/react';
import type { Session, SupabaseClient } from '@supabase/supabase-js';
import type { ReactElement } from 'react';
import { PlatformProvider } from '../platform/PlatformProvider';
import { decodeJwtPayload } from '../format/base64url';
import { needsSecondFactor } from '../platform/second-factor';
import { PLATFORM_API_VERSION, type PlatformApi, type PortalConfig, type Role, type SessionState } from '../platform/platform-api';
import { ThemeProvider } from '../theme/ThemeProvider';
import type { RemoteScreens } from '../screens/screen-declarations';
import { createScreenTable, type ScreenTable } from '../screens/screen-table';

/** supabase-js answers: `{ data, error }`. */
export type Answer = { data: unknown; error: unknown };

/**
 * The supabase client's auth methods, as jest mocks. Unit tests fake only this boundary (the network);
 * everything above it (forms, hooks, platform wiring) is real. Browser tests use the real stack.
 */
export interface FakeAuth {
  signInWithPassword: jest.Mock<Promise<Answer>>;
  signUp: jest.Mock<Promise<Answer>>;
  signInWithOAuth: jest.Mock<Promise<Answer>>;
  resetPasswordForEmail: jest.Mock<Promise<Answer>>;
  updateUser: jest.Mock<Promise<Answer>>;
  getSession: jest.Mock<Promise<Answer>>;
  exchangeCodeForSession: jest.Mock<Promise<Answer>>;
  /**
   * The token's claims as auth-js answers once it verified them (`{ claims, header, signature }`): a token the fake did
   * not sign (`tamperedSession`) or that is no JWT is refused with auth-js's `AuthInvalidJwtError`; no token (signed
   * out) answers no data and no error. `mockResolvedValue` an error for other refusals.
   */
  getClaims?: jest.Mock<Promise<Answer>>;
  signOut?: jest.Mock<Promise<Answer>>;
  onAuthStateChange: jest.Mock;
  /** supabase-js `auth.mfa`: by default no factor, and every call succeeds. */
  mfa: {
    listFactors: jest.Mock<Promise<Answer>>;
    enroll: jest.Mock<Promise<Answer>>;
    challengeAndVerify: jest.Mock<Promise<Answer>>;
    unenroll: jest.Mock<Promise<Answer>>;
  };
}

export function fakeAuth(session: Session | null = null): FakeAuth {
  const ok = (data: unknown = {}) => Promise.resolve({ data, error: null });
  return {
    signInWithPassword: jest.fn(() => ok({ session: null, user: null })),
    signUp: jest.fn(() => ok({ session: null, user: null })),
    signInWithOAuth: jest.fn(() => ok({ provider: 'google', url: 'http://api.test/auth/v1/authorize?provider=google' })),
    resetPasswordForEmail: jest.fn(() => ok({})),
    updateUser: jest.fn(() => ok({ user: {} })),
    getSession: jest.fn(() => ok({ session })),
    exchangeCodeForSession: jest.fn(() => ok({ session: null, user: null })),
    getClaims: jest.fn((jwt?: string) => {
      const token = jwt ?? session?.access_token;
      return token ? Promise.resolve(verifyFakeToken(token)) : ok(null);
    }),
    signOut: jest.fn(() => ok({})),
    onAuthStateChange: jest.fn(() => ({ data: { subscription: { unsubscribe: jest.fn() } } })),
    mfa: {
      listFactors: jest.fn(() =>
        ok({
          all: session?.user.factors ?? [],
          totp: (session?.user.factors ?? []).filter((f) => f.status === 'verified'),
          phone: [],
          webauthn: [],
        }),
      ),
      enroll: jest.fn(() =>
        ok({
          id: 'f-new',
          type: 'totp',
          friendly_name: '',
          totp: { qr_code: 'data:image/svg+xml;utf-8,<svg/>', secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/x' },
        }),
      ),
      challengeAndVerify: jest.fn(() => ok({ access_token: 'a', refresh_token: 'r' })),
      unenroll: jest.fn(() => ok({ id: 'f1' })),
    },
  };
}

/** A server-style auth error as supabase-js hands it over. */
export function authError(code: string, message: string, status = 400) {
  return Object.assign(new Error(message), { name: 'AuthApiError', code, status, __isAuthError: true });
}

/** The signature of every token the fake signs (`fakeSession`); the fake's `getClaims` refuses any other. */
const FAKE_SIGNATURE = 'sig';

/** auth-js's answer to `getClaims(token)` in the fake: the claims when the fake signed the token (exp is not checked). */
function verifyFakeToken(token: string): Answer {
  const parts = token.split('.');
  const header = decodeJwtPayload(`x.${parts[0]}.x`);
  const claims = decodeJwtPayload(token);
  if (parts.length !== 3 || !header || !claims) return { data: null, error: invalidJwtError('Invalid JWT structure') };
  if (parts[2] !== FAKE_SIGNATURE) return { data: null, error: invalidJwtError('Invalid JWT signature') };
  return { data: { claims, header, signature: new Uint8Array() }, error: null };
}

/** auth-js's `AuthInvalidJwtError`: a token that does not verify. */
const invalidJwtError = (message: string) => Object.assign(authError('invalid_jwt', message, 400), { name: 'AuthInvalidJwtError' });

const b64 = (v: unknown) => btoa(JSON.stringify(v)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** A session whose access token carries the given `amr` methods (how the session began) and role. */
export function fakeSession(email = 'u@test.local', methods: string[] = ['password'], role: Role = 'client'): Session {
  const token = `${b64({ alg: 'HS256' })}.${b64({ sub: 'u1', email, app_metadata: { role }, amr: methods.map((method) => ({ method, timestamp: 1 })) })}.${FAKE_SIGNATURE}`;
  return {
    access_token: token,
    refresh_token: 'r',
    expires_in: 3600,
    token_type: 'bearer',
    user: { id: 'u1', email },
  } as unknown as Session;
}

/** The session with its token's signature changed (tampered with): the fake's `getClaims` refuses it, as auth-js does. */
export function tamperedSession(session: Session): Session {
  const [header, payload] = session.access_token.split('.');
  return { ...session, access_token: `${header}.${payload}.tampered` };
}

/** A session signed in with a password (aal1) by a user whose authenticator app (factor `f1`) is verified. */
export function fakeSecondFactorSession(email = 'u@test.local'): Session {
  const session = fakeSession(email);
  const factors = [
    {
      id: 'f1',
      friendly_name: 'Phone',
      factor_type: 'totp',
      status: 'verified',
      created_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-01T00:00:00Z',
    },
  ];
  return { ...session, user: { ...session.user, factors } } as Session;
}

/** A signed-in (role given) or signed-out (null) session state. */
export function fakeSessionState(role: Role | null): SessionState {
  const session = role ? fakeSession('u@test.local', ['password'], role) : null;
  return { isLoading: false, session, user: session?.user ?? null, role, needsSecondFactor: false };
}

const stateOf = (session: Session | null, role: Role = 'client'): SessionState => ({
  isLoading: false,
  session,
  user: session?.user ?? null,
  role: session ? role : null,
  needsSecondFactor: needsSecondFactor(session),
});

export const TEST_CONFIG: PortalConfig = {
  apiUrl: 'http://api.test',
  anonKey: 'anon',
  remotes: {} as PortalConfig['remotes'],
  links: {
    marketingSite: 'http://portal.test/external/marketingSite',
    buildOutFeatures: 'https://example.test/build-out',
    howThisWorks: 'https://example.test/how',
    signupPage: 'https://example.test/signup',
    orderPage: 'https://example.test/order',
    supportPage: 'http://portal.test/external/supportPage',
    chatbot: 'https://example.test/chat',
    androidApp: 'https://example.test/android',
    appleApp: 'https://example.test/apple',
    creditBureauLogin: 'https://example.test/bureau',
    servicePages: {},
    supportPhone: '+1 (555) 010-0000',
    supportEmail: 'support@example.test',
    policies: {
      terms: 'https://example.test/terms',
      privacy: 'https://example.test/privacy',
      business: 'https://example.test/business',
      pricing: 'https://example.test/pricing',
      compliance: 'https://example.test/compliance',
    },
  },
};

export interface FakePlatform extends PlatformApi {
  /** The fake supabase client's auth methods (when no `supabase` was given). */
  auth: FakeAuth;
  navigate: jest.Mock;
  signOut: jest.Mock;
  toast: PlatformApi['toast'] & jest.Mock & { success: jest.Mock; error: jest.Mock };
  /** Announces a new session (a state, a supabase session, or null) to subscribers, as the shell does. */
  setSession(next: SessionState | Session | null): void;
  /** How many subscribers follow the session now. */
  subscriberCount(): number;
}

export interface FakePlatformOptions {
  /** A role (signed in with it), a session state, a supabase session (a client), or null (signed out). Default: a client. */
  session?: SessionState | Session | null;
  role?: Role | null;
  /** The fake supabase client for tests that reach it; default `{ auth }`. */
  supabase?: SupabaseClient | object;
  auth?: FakeAuth;
  config?: PortalConfig;
  /** The live remotes' declarations the composed table is made of (default: none; see fakeScreenTable). */
  screens?: readonly RemoteScreens[];
}

/**
 * The composed table of a unit test: made of the declarations given; an id nobody given declares resolves to
 * `/<id>`, because a remote's tests know no other remote (the repository's screens test and the release check
 * keep every cross-remote link declared).
 */
export function fakeScreenTable(declared: readonly RemoteScreens[] = []): ScreenTable {
  const table = createScreenTable(declared);
  return { ...table, href: (id, params) => (table.byId(id) ? table.href(id, params) : `/${id}`) };
}

const isState = (v: SessionState | Session | null): v is SessionState => v !== null && 'isLoading' in v;

/**
 * The one fake platform of every unit test: a real platform API object (the shell's contract: session store
 * with subscribe, toasts and navigation as jest mocks) around a fake supabase client. Only that boundary is
 * faked, because unit tests have no server.
 */
export function createFakePlatform(options: FakePlatformOptions = {}): FakePlatform {
  const toStateful = (next: SessionState | Session | null) => (next !== null && isState(next) ? next : stateOf(next));
  let state: SessionState =
    options.session !== undefined ? toStateful(options.session) : fakeSessionState(options.role === undefined ? 'client' : options.role);
  const auth = options.auth ?? fakeAuth(state.session);
  const listeners = new Set<(s: SessionState) => void>();
  return {
    version: PLATFORM_API_VERSION,
    supabase: (options.supabase ?? { auth }) as PlatformApi['supabase'],
    auth,
    getSession: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setSession(next) {
      state = toStateful(next);
      listeners.forEach((l) => l(state));
    },
    subscriberCount: () => listeners.size,
    signOut: jest.fn(() => Promise.resolve()),
    toast: Object.assign(jest.fn(), { success: jest.fn(), error: jest.fn() }),
    navigate: jest.fn(),
    config: options.config ?? TEST_CONFIG,
    screens: fakeScreenTable(options.screens),
  };
}

/** Renders `ui` with a platform and the theme (as a remote's Root does, without its router and store). */
export function renderWithPlatform<P extends PlatformApi = FakePlatform>(
  ui: ReactElement,
  platform: P = createFakePlatform() as unknown as P,
  options?: Omit<RenderOptions, 'wrapper'>,
) {
  const result = render(
    <PlatformProvider platform={platform}>
      <ThemeProvider>{ui}</ThemeProvider>
    </PlatformProvider>,
    options,
  );
  return { ...result, platform };
}
