import { useCallback, useState } from 'react';
import { usePlatform } from 'shared-ui';
import { browser } from '../lib/browser';
import { startGoogleSignIn } from '../lib/google-sign-in';

export interface GoogleSignIn {
  start(): Promise<void>;
  isBusy: boolean;
  error: string | null;
}

/** Starts Google sign-in; stays busy while the browser leaves, or shows why it could not start. */
export function useGoogleSignIn(): GoogleSignIn {
  const { supabase } = usePlatform();
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const start = useCallback(async () => {
    setIsBusy(true);
    setError(null);
    const result = await startGoogleSignIn(supabase);
    if (result.ok) {
      browser.leaveFor(result.url);
      return;
    }
    setError(result.message);
    setIsBusy(false);
  }, [supabase]);
  return { start, isBusy, error };
}
