import type { RemoteName, Role } from '../platform/platform-api';

/** Who may open a route: anyone, any signed-in user, or admins only. */
export type RouteAccess = 'public' | 'signed-in' | 'admin';

/** The sidebar sections of spec 1 section 2, top to bottom. */
export const NAV_SECTIONS = ['ADMIN', 'RESOURCES', 'BUSINESS SETUP', 'WEB PRESENCE', 'CREDIT BUILDING', 'SUPPORT'] as const;
export type NavSection = (typeof NAV_SECTIONS)[number];

export interface RouteNav {
  section: NavSection;
  /** The sidebar label (spec wording; may differ from the screen title). */
  label: string;
  /** Position within its section. */
  order: number;
  /** The pulsing LIVE badge (CapitalScore). */
  live?: boolean;
  /** CREDIT BUILDING: the primary item toggles the sub-list of its `sub` items. */
  primary?: boolean;
  sub?: boolean;
}

export interface RouteEntry {
  /** Stable id, used with `href(id, params)`. */
  id: string;
  /** Absolute path pattern; `:name` matches one segment (`/clients/:id`). */
  path: string;
  /** The remote that renders it. */
  remote: RemoteName;
  /** The screen's title (its h1). */
  title: string;
  access: RouteAccess;
  nav?: RouteNav;
}

/**
 * The one route table of the portal: the shell's route ownership, guard and sidebar, each remote's router
 * and the e2e route list read it. Several entries may share a path (`/`): the first one, in this order, whose
 * `access` the session has owns it. So an admin's `/` is `admin-home` (mfe_admin); everyone else's is `home`.
 */
export const ROUTE_MANIFEST = [
  // mfe_auth
  { id: 'signin', path: '/signin', remote: 'mfe_auth', title: 'Sign In', access: 'public' },
  { id: 'signin-auto', path: '/signin/auto', remote: 'mfe_auth', title: 'Sign In with Google', access: 'public' },
  { id: 'signup', path: '/signup', remote: 'mfe_auth', title: 'Sign Up', access: 'public' },
  { id: 'signup-grant', path: '/signup/v/user/grant', remote: 'mfe_auth', title: 'Completing authentication...', access: 'public' },
  { id: 'forget', path: '/forget', remote: 'mfe_auth', title: 'Forget Password', access: 'public' },
  { id: 'update-password', path: '/update-password', remote: 'mfe_auth', title: 'Update Password', access: 'public' },
  // mfe_admin (admins only; listed before mfe_setup so that an admin's `/` is the admin's home)
  { id: 'admin-home', path: '/', remote: 'mfe_admin', title: 'Admin Overview', access: 'admin' },
  { id: 'clients', path: '/clients', remote: 'mfe_admin', title: 'Clients', access: 'admin', nav: { section: 'ADMIN', label: 'Clients', order: 1 } },
  { id: 'program-requests', path: '/clients/requests', remote: 'mfe_admin', title: 'Program Requests', access: 'admin', nav: { section: 'ADMIN', label: 'Program Requests', order: 2 } },
  { id: 'client', path: '/clients/:id', remote: 'mfe_admin', title: 'Client', access: 'admin' },
  { id: 'statistics', path: '/statistics', remote: 'mfe_admin', title: 'App info', access: 'admin', nav: { section: 'ADMIN', label: 'App info', order: 3 } },
  // mfe_setup
  { id: 'home', path: '/', remote: 'mfe_setup', title: 'Business Formation', access: 'signed-in', nav: { section: 'BUSINESS SETUP', label: 'Business Formation', order: 1 } },
  { id: 'documents', path: '/documents', remote: 'mfe_setup', title: 'Business Documents', access: 'signed-in', nav: { section: 'BUSINESS SETUP', label: 'Business Documents', order: 2 } },
  { id: 'business-presence', path: '/business-presence', remote: 'mfe_setup', title: 'Business Presence Accounts', access: 'signed-in', nav: { section: 'BUSINESS SETUP', label: 'Business Accounts', order: 3 } },
  { id: 'bank', path: '/bank', remote: 'mfe_setup', title: 'Business Bank Accounts', access: 'signed-in', nav: { section: 'BUSINESS SETUP', label: 'Business Bank Accounts', order: 4 } },
  { id: 'merchant', path: '/merchant', remote: 'mfe_setup', title: 'Merchant Account', access: 'signed-in' },
  { id: 'compliance', path: '/compliance', remote: 'mfe_setup', title: 'Business Compliance', access: 'signed-in', nav: { section: 'BUSINESS SETUP', label: 'Business Compliance', order: 5 } },
  { id: 'dnb', path: '/dnb', remote: 'mfe_setup', title: 'CapitalScore', access: 'signed-in', nav: { section: 'BUSINESS SETUP', label: 'CapitalScore', order: 6, live: true } },
  { id: 'first-step-accounts', path: '/first-step-accounts', remote: 'mfe_setup', title: 'First Step Accounts', access: 'signed-in', nav: { section: 'CREDIT BUILDING', label: 'First Step Accounts', order: 1, primary: true } },
  { id: 'website', path: '/website', remote: 'mfe_setup', title: 'Website', access: 'signed-in' },
  { id: 'website-template', path: '/website-template', remote: 'mfe_setup', title: 'Website Template', access: 'signed-in', nav: { section: 'WEB PRESENCE', label: 'Website Template', order: 1 } },
  { id: 'account', path: '/account', remote: 'mfe_setup', title: 'My Account', access: 'signed-in', nav: { section: 'SUPPORT', label: 'My Account', order: 2 } },
  // mfe_credit
  { id: 'term-loan', path: '/term-loan', remote: 'mfe_credit', title: 'Credit & Loans', access: 'signed-in', nav: { section: 'CREDIT BUILDING', label: 'Credit & Loans', order: 2, sub: true } },
  { id: 'store-credit', path: '/store-credit', remote: 'mfe_credit', title: 'Store Credit Building', access: 'signed-in', nav: { section: 'CREDIT BUILDING', label: 'Store Credit', order: 3, sub: true } },
  { id: 'revolving-credit', path: '/revolving-credit', remote: 'mfe_credit', title: 'Revolving Credit', access: 'signed-in', nav: { section: 'CREDIT BUILDING', label: 'Revolving Credit', order: 4, sub: true } },
  { id: 'account-receivable', path: '/account-receivable', remote: 'mfe_credit', title: 'Account Receivables', access: 'signed-in', nav: { section: 'CREDIT BUILDING', label: 'Account Receivable', order: 5, sub: true } },
  { id: 'purchase-order', path: '/purchase-order', remote: 'mfe_credit', title: 'Purchase Orders', access: 'signed-in', nav: { section: 'CREDIT BUILDING', label: 'Purchase Order', order: 6, sub: true } },
  // mfe_content
  { id: 'training', path: '/training', remote: 'mfe_content', title: 'Training Videos', access: 'signed-in', nav: { section: 'RESOURCES', label: 'Training Videos', order: 1 } },
  { id: 'wealth-secrets', path: '/wealth-secrets', remote: 'mfe_content', title: 'Elite Financial Strategy Series', access: 'signed-in', nav: { section: 'RESOURCES', label: 'Elite Financial Strategy Series', order: 2 } },
  { id: 'support', path: '/support', remote: 'mfe_content', title: 'Support Chat', access: 'signed-in', nav: { section: 'SUPPORT', label: 'Support Chat', order: 1 } },
  { id: 'social-media', path: '/social-media', remote: 'mfe_content', title: 'Social Media Accounts', access: 'signed-in', nav: { section: 'WEB PRESENCE', label: 'Social Media', order: 2 } },
  { id: 'automations', path: '/automations', remote: 'mfe_content', title: 'Automations', access: 'signed-in', nav: { section: 'WEB PRESENCE', label: 'Business Automations', order: 3 } },
] as const satisfies readonly RouteEntry[];

export type RouteId = (typeof ROUTE_MANIFEST)[number]['id'];

/** Unknown paths: a signed-in visitor gets this remote's not-found page (signed out: /signin). */
export const NOT_FOUND_REMOTE: RemoteName = 'mfe_setup';

type PathOf<Id extends RouteId> = Extract<(typeof ROUTE_MANIFEST)[number], { id: Id }>['path'];
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** `href('client', { id })`: the path of a route, its parameters filled in (URI-encoded). Never a literal path. */
export function href<Id extends RouteId>(
  id: Id,
  ...params: [ParamNames<PathOf<Id>>] extends [never] ? [] : [Record<ParamNames<PathOf<Id>>, string>]
): string {
  const entry = routeById(id);
  const values = (params[0] ?? {}) as Record<string, string>;
  return entry.path.replace(/:(\w+)/g, (_m, name: string) => {
    const value = values[name];
    if (value === undefined || value === '') throw new Error(`href('${id}'): parameter ${name} is missing`);
    return encodeURIComponent(value);
  });
}

export function routeById(id: RouteId): RouteEntry {
  const entry = (ROUTE_MANIFEST as readonly RouteEntry[]).find((r) => r.id === id);
  if (!entry) throw new Error(`No route ${id}`);
  return entry;
}

/** The routes a remote renders (its router's table). */
export function routesOf(remote: RemoteName): readonly RouteEntry[] {
  return (ROUTE_MANIFEST as readonly RouteEntry[]).filter((r) => r.remote === remote);
}

/** `/documents/` and `/documents` are the same route. */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname || '/';
}

/** Whether `pattern` (with `:name` segments) matches `pathname`: exact, case-sensitive, trailing slash ignored. */
export function matchesPath(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const got = normalizePath(pathname).split('/');
  if (want.length !== got.length) return false;
  return want.every((seg, i) => (seg.startsWith(':') ? got[i] !== '' : seg === got[i]));
}

/** Every manifest entry whose pattern matches the path, in manifest order (static segments first). */
export function routesForPath(pathname: string): readonly RouteEntry[] {
  const all = (ROUTE_MANIFEST as readonly RouteEntry[]).filter((r) => matchesPath(r.path, pathname));
  const dynamic = (r: RouteEntry) => (r.path.includes(':') ? 1 : 0);
  return [...all].sort((a, b) => dynamic(a) - dynamic(b));
}

/** Whether a session with `role` (null: signed out) may open a route of this access level. */
export function canAccess(access: RouteAccess, role: Role | null): boolean {
  if (access === 'public') return true;
  if (access === 'signed-in') return role !== null;
  return role === 'admin';
}

/**
 * The entry that owns `pathname` for a session with `role`: the first matching entry the session may open;
 * null when no entry matches (unknown path) or none is open to this session (e.g. `/clients` for a client).
 */
export function routeFor(pathname: string, role: Role | null): RouteEntry | null {
  return routesForPath(pathname).find((r) => canAccess(r.access, role)) ?? null;
}
