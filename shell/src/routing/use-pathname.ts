import { useSyncExternalStore } from 'react';
import { normalizePath } from './route-table';

function subscribe(onChange: () => void): () => void {
  // single-spa turns every pushState/replaceState into a popstate and a routing event.
  window.addEventListener('popstate', onChange);
  window.addEventListener('single-spa:routing-event', onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener('single-spa:routing-event', onChange);
  };
}

/** The current path, kept in step with every router on the page. */
export function usePathname(): string {
  return useSyncExternalStore(subscribe, () => normalizePath(window.location.pathname));
}
