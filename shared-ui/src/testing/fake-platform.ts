import type { Session, SupabaseClient } from '@supabase/supabase-js';
import { PLATFORM_API_VERSION, type PlatformApi, type PortalConfig, type Role, type SessionState } from '../platform/platform-api';

export interface FakePlatform extends PlatformApi {
  navigate: jest.Mock;
  signOut: jest.Mock;
  toast: PlatformApi['toast'] & jest.Mock & { success: jest.Mock; error: jest.Mock };
  /** Announces a new session state to subscribers, as the shell's session store does. */
  setSession(state: SessionState): void;
  /** How many subscribers follow the session now. */
  subscriberCount(): number;
}

/** A signed-in (role given) or signed-out (null) session state. */
export function fakeSessionState(role: Role | null): SessionState {
  const session = role ? ({ access_token: 'token', user: { id: 'u1', email: 'u@test.local' } } as unknown as Session) : null;
  return { isLoading: false, session, user: session?.user ?? null, role };
}

/**
 * A real platform API object (the shell's contract: session store with subscribe, toasts, navigation as
 * jest mocks) around a fake supabase client: unit tests render without a server, so only that boundary is
 * faked; give `supabase` for tests that reach it.
 */
export function createFakePlatform(options: { session?: SessionState; supabase?: SupabaseClient; config?: PortalConfig } = {}): FakePlatform {
  let state = options.session ?? fakeSessionState('client');
  const listeners = new Set<(s: SessionState) => void>();
  return {
    version: PLATFORM_API_VERSION,
    supabase: options.supabase ?? ({ auth: {} } as unknown as SupabaseClient),
    getSession: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setSession(next) {
      state = next;
      listeners.forEach((l) => l(next));
    },
    subscriberCount: () => listeners.size,
    signOut: jest.fn(() => Promise.resolve()),
    toast: Object.assign(jest.fn(), { success: jest.fn(), error: jest.fn() }),
    navigate: jest.fn(),
    config: options.config ?? ({ apiUrl: 'http://api.test', anonKey: 'anon', remotes: {}, links: {} } as unknown as PortalConfig),
  };
}
