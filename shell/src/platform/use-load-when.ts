import { useEffect, useState } from 'react';
import { afterInteractive } from './after-interactive';

/**
 * For a part of the page that loads on first use or once the page is idle (afterInteractive), whichever comes
 * first: `wanted` turns true then; `want()` is the first-use trigger (hover, focus, a shortcut); `atOnce` skips the wait.
 */
export function useLoadWhenIdle(atOnce = false): { wanted: boolean; want(): void } {
  const [wanted, setWanted] = useState(atOnce);
  useEffect(() => {
    let live = true;
    void afterInteractive().then(() => live && setWanted(true));
    return () => {
      live = false;
    };
  }, []);
  return { wanted, want: () => setWanted(true) };
}
