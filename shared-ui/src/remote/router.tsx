import { useSyncExternalStore, type ReactNode } from 'react';

/*
 * Every remote's router: absolute paths, no parameters (spec: "No route takes parameters"). single-spa
 * turns every history change into a popstate, so all remotes and the shell follow the same URL;
 * navigation goes through `platform.navigate`. react-router would add ~13 KiB gz to every remote's
 * first route, which the first-load budget cannot afford (docs/architecture.md). Paths match the way the
 * shell's route table matches them: exactly, case-sensitive, trailing slashes ignored.
 */
function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
}

const currentPath = () => window.location.pathname.replace(/(.)\/+$/, '$1');

/** The current path (without a trailing slash), following every history change. */
export function usePathname(): string {
  return useSyncExternalStore(subscribe, currentPath);
}

/** A route of a remote's table (the spec's route table) and the title (h1) its screen shows. */
export interface RouteTitle {
  path: string;
  title: string;
}

export interface RouteDef {
  path: string;
  element: ReactNode;
}

/** Renders the element of the route matching the current path, else `fallback`. */
export function Routes({ routes, fallback = null }: { routes: readonly RouteDef[]; fallback?: ReactNode }) {
  const path = usePathname();
  return <>{routes.find((r) => r.path === path)?.element ?? fallback}</>;
}
