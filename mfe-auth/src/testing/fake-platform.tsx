import { render } from '@testing-library/react';
import type { Session, SupabaseClient } from '@supabase/supabase-js';
import type { ReactElement } from 'react';
import { PLATFORM_API_VERSION, PlatformProvider, ThemeProvider, type PlatformApi, type PortalConfig, type SessionState } from 'shared-ui';

/** supabase-js answers: `{ data, error }`. */
type Answer = { data: unknown; error: unknown };

/**
 * The supabase client's auth methods the remote calls, as jest mocks. Only this boundary is faked in
 * unit tests: it is the network; everything above it (forms, hooks, platform wiring) is real.
 */
export interface FakeAuth {
  signInWithPassword: jest.Mock<Promise<Answer>>;
  signUp: jest.Mock<Promise<Answer>>;
  signInWithOAuth: jest.Mock<Promise<Answer>>;
  resetPasswordForEmail: jest.Mock<Promise<Answer>>;
  updateUser: jest.Mock<Promise<Answer>>;
  getSession: jest.Mock<Promise<Answer>>;
  onAuthStateChange: jest.Mock;
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
    onAuthStateChange: jest.fn(() => ({ data: { subscription: { unsubscribe: jest.fn() } } })),
  };
}

/** A server-style auth error as supabase-js hands it over. */
export function authError(code: string, message: string, status = 400) {
  return Object.assign(new Error(message), { name: 'AuthApiError', code, status, __isAuthError: true });
}

/** A session whose access token carries the given `amr` methods (how the session began). */
export function fakeSession(email: string, methods: string[] = ['password']): Session {
  const b64 = (v: unknown) => btoa(JSON.stringify(v)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const token = `${b64({ alg: 'HS256' })}.${b64({ sub: 'u1', email, amr: methods.map((method) => ({ method, timestamp: 1 })) })}.sig`;
  return { access_token: token, refresh_token: 'r', expires_in: 3600, token_type: 'bearer', user: { id: 'u1', email } } as unknown as Session;
}

export const TEST_CONFIG: PortalConfig = {
  apiUrl: 'http://api.test',
  anonKey: 'anon',
  remotes: {} as PortalConfig['remotes'],
  links: {
    marketingSite: 'https://example.test/',
    buildOutFeatures: 'https://example.test/build-out',
    howThisWorks: 'https://example.test/how',
    signupPage: 'https://example.test/signup',
    orderPage: 'https://example.test/order',
    supportPage: 'https://example.test/support',
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

export interface TestPlatform extends PlatformApi {
  auth: FakeAuth;
  /** Announces a new session state to subscribers, as the shell does. */
  setSession(session: Session | null): void;
  navigate: jest.Mock;
  signOut: jest.Mock;
  toast: PlatformApi['toast'] & { success: jest.Mock; error: jest.Mock };
}

/** A real platform API object (the shell's contract) around the fake supabase client. */
export function testPlatform(options: { session?: Session | null; auth?: FakeAuth } = {}): TestPlatform {
  const auth = options.auth ?? fakeAuth(options.session ?? null);
  const listeners = new Set<(s: SessionState) => void>();
  const stateFor = (session: Session | null): SessionState => ({ isLoading: false, session, user: session?.user ?? null, role: session ? 'client' : null });
  let state = stateFor(options.session ?? null);
  const toast = Object.assign(jest.fn(), { success: jest.fn(), error: jest.fn() });
  return {
    version: PLATFORM_API_VERSION,
    supabase: { auth } as unknown as SupabaseClient,
    auth,
    getSession: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setSession(session) {
      state = stateFor(session);
      listeners.forEach((l) => l(state));
    },
    signOut: jest.fn(() => Promise.resolve()),
    toast,
    navigate: jest.fn(),
    config: TEST_CONFIG,
  };
}

/** Renders `ui` the way the remote's Root does (platform + theme), without its router. */
export function renderWithPlatform(ui: ReactElement, platform: TestPlatform = testPlatform()) {
  const result = render(
    <PlatformProvider platform={platform}>
      <ThemeProvider>{ui}</ThemeProvider>
    </PlatformProvider>,
  );
  return { ...result, platform };
}
