import { useEffect, useState } from 'react';
import type { Role, SessionState } from './platform-api';
import { usePlatform } from './PlatformProvider';

/** The current session, kept up to date through `platform.subscribe`. */
export function useSession(): SessionState {
  const platform = usePlatform();
  const [state, setState] = useState<SessionState>(() => platform.getSession());
  useEffect(() => {
    const unsubscribe = platform.subscribe(setState);
    // A change between the first render and the subscription would otherwise be missed.
    setState(platform.getSession());
    return unsubscribe;
  }, [platform]);
  return state;
}

/** The signed-in user's role, or null when signed out. */
export function useRole(): Role | null {
  return useSession().role;
}

/** True when the signed-in user is an admin (a convenience for the UI; the server enforces access). */
export function useIsAdmin(): boolean {
  return useRole() === 'admin';
}
