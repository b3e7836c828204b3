import type { RemoteName } from 'shared-ui';

/** Public routes (spec 1 section 2); every other path is protected. */
export const PUBLIC_ROUTES = ['/signup', '/signin', '/signin/auto', '/signup/v/user/grant', '/forget', '/update-password'] as const;

/** Routes a remote owns besides mfe_setup, which owns `/`, its screens and every unknown path. */
const OWNED: Record<Exclude<RemoteName, 'mfe_setup'>, readonly string[]> = {
  mfe_auth: PUBLIC_ROUTES,
  mfe_credit: ['/term-loan', '/store-credit', '/revolving-credit', '/account-receivable', '/purchase-order'],
  mfe_content: ['/training', '/wealth-secrets', '/support', '/social-media', '/automations'],
  mfe_admin: ['/clients', '/statistics'],
};

export const ADMIN_ONLY_ROUTES = ['/clients'] as const;

/** `/documents/` and `/documents` are the same route. */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname || '/';
}

export function isPublicRoute(pathname: string): boolean {
  return (PUBLIC_ROUTES as readonly string[]).includes(normalizePath(pathname));
}

/**
 * The remote that renders a path. Admin paths belong to mfe_admin only when it is registered (admin
 * session); otherwise they fall to mfe_setup like any unknown path (the guard sends /clients to /signin).
 */
export function remoteForPath(pathname: string, adminRegistered: boolean): RemoteName {
  const path = normalizePath(pathname);
  for (const [remote, paths] of Object.entries(OWNED) as [RemoteName, readonly string[]][]) {
    if (!paths.includes(path)) continue;
    if (remote === 'mfe_admin' && !adminRegistered) return 'mfe_setup';
    return remote;
  }
  return 'mfe_setup';
}
