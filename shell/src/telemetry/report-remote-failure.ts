import type { RemoteName } from 'shared-ui';

export type RemoteFailureKind = 'render' | 'chunk' | 'manifest' | 'rejection' | 'fallback' | 'integrity';

export interface RemoteFailure {
  remote: string;
  kind: RemoteFailureKind;
  message: string;
  screenId?: string;
}

/** What the reporter needs of the page: set once at boot (bootstrap.tsx). */
export interface ReleaseReporting {
  /** Calls a database function as the signed-in user (the page's supabase client). */
  rpc(fn: 'report_release_error' | 'report_release_session', args: Record<string, unknown>): PromiseLike<{ error: unknown }>;
  signedIn(): boolean;
  /** The release a remote runs on this page (live or its canary), null before it is chosen. */
  releaseOf(remote: string): string | null;
  /** The screen shown now (route id), for reports that do not name one. */
  screenNow(): string | undefined;
}

/** Per page load: one session of each remote's release, one report per remote, kind and message. */
const SESSION_ID = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : '00000000-0000-4000-8000-000000000000';
/** The server refuses longer messages (and more than 30 reports a minute per user): stay well within. */
const MAX_MESSAGE = 300;
const MAX_REPORTS_PER_PAGE = 20;

let reporting: ReleaseReporting | null = null;
const MAX_RECENT = 50;
const recent: RemoteFailure[] = [];

/** The failures reported on this page, oldest first (the last 50). */
export function recentRemoteFailures(): readonly RemoteFailure[] {
  return [...recent];
}
const sent = new Set<string>();
/** Each remote's session report of this page, once sent (settled whether or not the server took it). */
const sessions = new Map<string, Promise<void>>();

export function initReleaseReporting(r: ReleaseReporting | null): void {
  reporting = r;
  sent.clear();
  sessions.clear();
}

/** Reports this page load as a session of the remote's release, once; resolves when the server answered. */
function sessionReported(r: ReleaseReporting, remote: string, release: string): Promise<void> {
  let reported = sessions.get(remote);
  if (!reported) {
    reported = Promise.resolve(r.rpc('report_release_session', { remote, release_id: release, session_id: SESSION_ID })).then(
      ({ error }) => {
        if (error) console.warn('[shell] session report refused:', error);
      },
      () => undefined,
    );
    sessions.set(remote, reported);
  }
  return reported;
}

/** Drops what could identify a person before it leaves the page (the server scrubs again). */
export function scrubMessage(message: string): string {
  return message
    .replace(/[^\s@<>()",;:']+@[^\s@<>()",;:']*[^\s@<>()",;:'.]/g, '[email]')
    .replace(/eyJ[\w-]+\.[\w-]+\.?[\w-]*/g, '[token]')
    .replace(/\?[^\s]*/g, '')
    .slice(0, MAX_MESSAGE);
}

/**
 * Reports a failure of a remote (signed-in users only: the server takes reports from `authenticated`) with
 * its release (after this page's session of that release), the screen, and a short scrubbed message. Never throws and never waits: telemetry must not
 * break the page.
 */
export function reportRemoteFailure(failure: RemoteFailure): void {
  recent.push({ ...failure });
  if (recent.length > MAX_RECENT) recent.shift();
  // Announced on the page too (browser journeys and diagnostics observe it), signed in or not.
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent('portal:remote-failure', { detail: { ...failure } }));
  const r = reporting;
  if (!r || !r.signedIn()) return;
  const release = r.releaseOf(failure.remote);
  if (!release) return;
  const message = scrubMessage(failure.message || 'no message') || 'no message';
  const key = `${failure.remote}|${failure.kind}|${message}`;
  if (sent.has(key) || sent.size >= MAX_REPORTS_PER_PAGE) return;
  sent.add(key);
  const screenId = failure.screenId ?? r.screenNow();
  // The server takes an error only for a session this user reported (of that release): that report goes first.
  void sessionReported(r, failure.remote, release)
    .then(() =>
      r.rpc('report_release_error', {
        remote: failure.remote,
        release_id: release,
        session_id: SESSION_ID,
        kind: failure.kind,
        message,
        screen_id: screenId ?? null,
      }),
    )
    .then(
      ({ error }) => error && console.warn('[shell] failure report refused:', error),
      (error: unknown) => console.warn('[shell] failure report not sent:', error),
    );
}

/** Counts this page load as a session of the remote's release (once per page and remote). */
export function reportRemoteSession(remote: RemoteName): void {
  const r = reporting;
  const release = r?.releaseOf(remote);
  if (!r || !release || !r.signedIn()) return;
  void sessionReported(r, remote, release);
}

/** The kind of a failed load or mount, from the error (webpack's ChunkLoadError, the federation runtime's manifest errors). */
export function failureKind(error: unknown, phase: 'load' | 'mount'): RemoteFailureKind {
  const e = error as { name?: string; message?: string } | null;
  if (e?.name === 'IntegrityError') return 'integrity';
  if (e?.name === 'ChunkLoadError' || /loading (css )?chunk/i.test(e?.message ?? '')) return 'chunk';
  if (phase === 'load')
    return /manifest|platform API|RUNTIME-003|RUNTIME-008/i.test(`${e?.name ?? ''} ${e?.message ?? ''}`) ? 'manifest' : 'chunk';
  return 'render';
}

export function messageOf(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

/**
 * Unhandled promise rejections whose stack runs through a remote's files are that remote's: `bases` gives
 * each remote's file base URLs (its live and canary releases' folders).
 */
export function installRejectionReporting(bases: () => [RemoteName, string][]): void {
  window.addEventListener('unhandledrejection', (event) => {
    const stack = (event.reason as { stack?: string } | null)?.stack ?? '';
    const found = bases().find(([, base]) => base && stack.includes(base));
    if (found) reportRemoteFailure({ remote: found[0], kind: 'rejection', message: messageOf(event.reason) });
  });
}
