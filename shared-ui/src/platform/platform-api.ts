import type { Session, SupabaseClient, User } from '@supabase/supabase-js';

/**
 * The one contract between the shell and its remotes, handed to every remote as single-spa custom
 * props under `platform`. Version `major.minor`: bump the minor when adding to it (remotes built for an
 * older minor keep working), the major on any breaking change (remotes of another major are refused:
 * by the release check, and by the shell, which shows the section fallback). Every build stamps it in its
 * mf-manifest.json (`portal.platformApi`, infra/build/portal-manifest.mjs reads this line).
 * 1.0: the first contract. 1.1: `config.releases` (what is live per remote) and `config.devOverrides`.
 */
export const PLATFORM_API_VERSION = '1.1';

/** `major.minor` as numbers, or null when `value` is not such a string. */
export function parsePlatformApiVersion(value: unknown): { major: number; minor: number } | null {
  const match = typeof value === 'string' ? /^(\d+)\.(\d+)$/.exec(value) : null;
  return match ? { major: Number(match[1]), minor: Number(match[2]) } : null;
}

/** True when a shell providing `provided` runs a remote built for `required`: same major, not a newer minor. */
export function platformApiAccepts(provided: unknown, required: unknown): boolean {
  const p = parsePlatformApiVersion(provided);
  const r = parsePlatformApiVersion(required);
  return !!p && !!r && p.major === r.major && r.minor <= p.minor;
}

export type Role = 'admin' | 'client' | 'user';

export type RemoteName = 'mfe_auth' | 'mfe_setup' | 'mfe_credit' | 'mfe_content' | 'mfe_admin';

/** External addresses (DECISIONS 10): one runtime setting each, never a literal in a remote. */
export interface PortalLinks {
  marketingSite: string;
  buildOutFeatures: string;
  howThisWorks: string;
  signupPage: string;
  orderPage: string;
  supportPage: string;
  chatbot: string;
  androidApp: string;
  appleApp: string;
  creditBureauLogin: string;
  servicePages: Record<string, string>;
  supportPhone: string;
  supportEmail: string;
  /** The landing layout's welcome video; without it the landing shows a poster linking to howThisWorks. */
  welcomeVideo?: string;
  policies: { terms: string; privacy: string; business: string; pricing: string; compliance: string };
}

/** The shape of `/portal-config.json`, fetched uncached by the shell at boot. */
export interface PortalConfig {
  apiUrl: string;
  anonKey: string;
  /** Module Federation manifest URL per remote (`.../mf-manifest.json`). */
  remotes: Record<RemoteName, string>;
  links: PortalLinks;
  /**
   * What is live per remote, from the release registry (infra/release): the live and previous release
   * ids and when it switched. Absent when the remotes are not served from releases.
   */
  releases?: Partial<Record<RemoteName, RemoteRelease>>;
  /** Development overrides of `remotes` are honoured (`?devOverride=`; local `npm start` only). */
  devOverrides?: boolean;
}

/** One remote's entry in `PortalConfig.releases`. */
export interface RemoteRelease {
  live: string;
  previous: string | null;
  /** ISO time of the last switch (release or rollback). */
  switchedAt: string;
}

export interface SessionState {
  /** true until the first session read has finished. */
  isLoading: boolean;
  session: Session | null;
  user: User | null;
  /** From the access token's `app_metadata.role`; null when signed out. */
  role: Role | null;
}

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

export interface ToastApi {
  (message: string, options?: { kind?: ToastKind; description?: string }): void;
  success(message: string, options?: { description?: string }): void;
  error(message: string, options?: { description?: string }): void;
}

export interface PlatformApi {
  /** The shell's PLATFORM_API_VERSION (`major.minor`). */
  version: string;
  /** The single supabase client of the page: remotes never create their own. */
  supabase: SupabaseClient;
  getSession(): SessionState;
  /** Calls `listener` on every change; returns the unsubscribe function. */
  subscribe(listener: (state: SessionState) => void): () => void;
  /** Ends the session on the server and in the browser, then goes to /signin. */
  signOut(): Promise<void>;
  toast: ToastApi;
  /** Client-side navigation across remotes (single-spa keeps every router in step). */
  navigate(path: string, options?: { replace?: boolean }): void;
  config: PortalConfig;
}

/** single-spa custom props every remote receives. */
export interface RemoteProps {
  platform: PlatformApi;
  /**
   * The remote's error boundary calls this when its tree throws while rendering: the shell unmounts
   * the remote and shows its "temporarily unavailable" panel with Retry (which mounts it again).
   */
  reportRenderError(error: unknown): void;
}
