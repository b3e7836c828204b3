import type { CanaryRow, ReleaseHealthRow } from './api/release-health-api';

/** What App info shows of one remote's releases over the last hour. */
export interface RemoteReleasesView {
  remote: string;
  live: ReleaseFigures;
  /** The running canary, or the last one that ended (with why). */
  canary: (ReleaseFigures & { percent: number; status: CanaryRow['status']; reason: string | null }) | null;
}

export interface ReleaseFigures {
  id: string;
  sessions: number;
  failedSessions: number;
  errors: number;
  /** 0..1, null without sessions. */
  errorRate: number | null;
}

const figures = (id: string, health: readonly ReleaseHealthRow[], remote: string): ReleaseFigures => {
  const row = health.find((h) => h.remote === remote && h.release_id === id);
  return {
    id,
    sessions: Number(row?.sessions ?? 0),
    failedSessions: Number(row?.failed_sessions ?? 0),
    errors: Number(row?.errors ?? 0),
    errorRate: row?.error_rate == null ? null : Number(row.error_rate),
  };
};

/** Per remote with a live release: live's figures, and its running (else most recent) canary's. */
export function remoteReleases(
  live: Readonly<Record<string, { live: string } | undefined>>,
  health: readonly ReleaseHealthRow[],
  canaries: readonly CanaryRow[],
): RemoteReleasesView[] {
  return Object.entries(live).flatMap(([remote, release]) => {
    if (!release) return [];
    const mine = canaries.filter((c) => c.remote === remote);
    const canary = mine.find((c) => c.status === 'running') ?? mine[0] ?? null;
    return [
      {
        remote,
        live: figures(release.live, health, remote),
        canary: canary
          ? { ...figures(canary.release_id, health, remote), percent: canary.percent, status: canary.status, reason: canary.reason }
          : null,
      },
    ];
  });
}

/** "3 sessions, 33% with errors (2 reports)", "no sessions". */
export function describeFigures(f: ReleaseFigures): string {
  if (!f.sessions) return f.errors ? `no sessions, ${f.errors} ${f.errors === 1 ? 'report' : 'reports'}` : 'no sessions';
  const rate = Math.round((f.errorRate ?? 0) * 100);
  return `${f.sessions} ${f.sessions === 1 ? 'session' : 'sessions'}, error rate ${rate}%${f.errors ? ` (${f.errors} ${f.errors === 1 ? 'report' : 'reports'})` : ''}`;
}

export const CANARY_STATUS: Record<CanaryRow['status'], string> = {
  running: 'Running',
  promoted: 'Promoted',
  ended: 'Ended',
  rolled_back: 'Rolled back automatically',
};
