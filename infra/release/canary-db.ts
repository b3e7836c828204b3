// The release tool's side of the canaries in the database (public.release_canaries, migration
// 20261126010000): start, finish and list them with the service role. The database decides who gets a
// canary (release_assignment) and ends a bad one (the release-canaries job); the tool only records them.
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { localStackAccess } from '../stack/src/local-access';
import type { RemoteName } from './types';

export type CanaryStatus = 'running' | 'promoted' | 'ended' | 'rolled_back';

export interface CanaryRow {
  remote: RemoteName;
  release_id: string;
  live_release_id: string;
  percent: number;
  status: CanaryStatus;
  reason: string | null;
  started_at: string;
  ended_at: string | null;
}

export interface CanaryDb {
  readonly description: string;
  start(remote: RemoteName, releaseId: string, liveReleaseId: string, percent: number): Promise<void>;
  /** Ends the remote's running canary (if any) as promoted or ended, with the reason. */
  finish(remote: RemoteName, status: 'promoted' | 'ended', reason: string): Promise<void>;
  /** The remote's canaries, newest first. */
  list(remote: RemoteName): Promise<CanaryRow[]>;
  /** Runs the rollback rule now (what the release-canaries job runs every minute); the number ended. */
  check(): Promise<number>;
  /**
   * Enables exactly these of the remote's search and notification kinds (what its live release and canary declare),
   * disabling the rest (public.set_remote_kinds); returns the declared kinds no migration of the remote registered.
   */
  setKinds(remote: RemoteName, searchKinds: readonly string[], notificationKinds: readonly string[]): Promise<string[]>;
}

export function canaryDb(url: string, serviceKey: string): CanaryDb {
  const client = createClient(url, serviceKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
  const failed = (what: string, error: { message: string } | null) => {
    if (error) throw new Error(`${what} at ${url}: ${error.message} (is the API running? the canaries live in its database)`);
  };
  return {
    description: url,
    async start(remote, releaseId, liveReleaseId, percent) {
      const { error } = await client.rpc('start_release_canary', {
        remote,
        release_id: releaseId,
        live_release_id: liveReleaseId,
        percent,
      });
      failed('start_release_canary', error);
    },
    async finish(remote, status, reason) {
      const { error } = await client.rpc('finish_release_canary', { remote, status, reason });
      failed('finish_release_canary', error);
    },
    async list(remote) {
      const { data, error } = await client
        .from('release_canaries')
        .select('*')
        .eq('remote', remote)
        .order('started_at', { ascending: false })
        .limit(20);
      failed('release_canaries', error);
      return (data ?? []) as CanaryRow[];
    },
    async check() {
      const { data, error } = await client.rpc('check_release_canaries');
      failed('check_release_canaries', error);
      return Number(data);
    },
    async setKinds(remote, searchKinds, notificationKinds) {
      const { data, error } = await client.rpc('set_remote_kinds', {
        remote,
        search_kinds: [...searchKinds],
        notification_kinds: [...notificationKinds],
      });
      failed('set_remote_kinds', error);
      return (data ?? []) as string[];
    },
  };
}

/**
 * Production: RELEASE_SUPABASE_URL and RELEASE_SUPABASE_SERVICE_KEY (the project's API and service key,
 * as for the Supabase store). Locally: the stack of `npm start` (API_PORT, DATA_DIR: its key comes from
 * the data folder's JWT secret, as the stack derives it).
 */
export function openCanaryDb(env: NodeJS.ProcessEnv = process.env): CanaryDb {
  if (env.RELEASE_SUPABASE_URL && env.RELEASE_SUPABASE_SERVICE_KEY)
    return canaryDb(env.RELEASE_SUPABASE_URL, env.RELEASE_SUPABASE_SERVICE_KEY);
  const local = localStackAccess(env);
  return canaryDb(local.url, local.serviceKey);
}
