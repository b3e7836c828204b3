import type { PlatformApi, PortalConfig, RemoteName } from 'shared-ui';

/** A canary listed next to live in portal-config.json (infra/release: `npm run release -- --canary <percent>`). */
export interface CanaryEntry {
  id: string;
  percent: number;
  manifest: string;
}

export interface ReleaseChoice {
  /** The release id this page runs (null when the remotes are not served from releases). */
  release: string | null;
  /** Its manifest URL. */
  entry: string;
  canary: boolean;
}

export function canaryOf(config: PortalConfig, name: RemoteName): CanaryEntry | undefined {
  const canary = (config.releases?.[name] as { canary?: CanaryEntry } | undefined)?.canary;
  return canary && typeof canary.id === 'string' && typeof canary.manifest === 'string' ? canary : undefined;
}

type Assignment = { remote: string; release_id: string; canary: boolean }[];
let asked: { user: string; rows: Promise<Assignment> } | null = null;

/** The database's assignment for the signed-in user (release_assignment(), from auth.uid()): asked once per user and page. */
function assignment(platform: PlatformApi, user: string): Promise<Assignment> {
  if (asked?.user !== user) {
    const rows = Promise.resolve(platform.supabase.rpc('release_assignment')).then(
      ({ data, error }) => {
        if (error) throw error;
        return (data ?? []) as Assignment;
      },
      (error: unknown) => {
        throw error;
      },
    );
    asked = { user, rows };
  }
  return asked.rows;
}

/**
 * Which release of a remote this page loads: its canary when the database assigns the signed-in user to it
 * (sticky per user, on every device; the client cannot pick), else live. Signed-out pages, and any failure
 * to ask, get live. Costs no request unless the remote has a canary.
 */
export async function chooseRelease(platform: PlatformApi, name: RemoteName): Promise<ReleaseChoice> {
  const { config } = platform;
  const live: ReleaseChoice = { release: config.releases?.[name]?.live ?? null, entry: config.remotes[name], canary: false };
  const canary = canaryOf(config, name);
  const user = platform.getSession().user?.id;
  if (!canary || !user) return live;
  try {
    const row = (await assignment(platform, user)).find((r) => r.remote === name);
    return row?.canary && row.release_id === canary.id ? { release: canary.id, entry: canary.manifest, canary: true } : live;
  } catch (error) {
    console.warn(`[shell] no release assignment for ${name}, loading live:`, error);
    return live;
  }
}

/** For tests: forget the asked assignment. */
export function resetReleaseChoice(): void {
  asked = null;
}
