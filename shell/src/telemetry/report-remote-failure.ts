// PLACEHOLDER (branch `integrity`): the real reporter (errors per remote and release, issue 26) is built on
// another branch and replaces this body at merge; callers rely only on the signature.
// Until then it keeps the failures of this page in memory (recentRemoteFailures, for unit tests) and
// announces each one as a `portal:remote-failure` event on window (what browser journeys observe).

export interface RemoteFailure {
  remote: string;
  kind: 'render' | 'chunk' | 'manifest' | 'rejection' | 'fallback' | 'integrity';
  message: string;
  screenId?: string;
}

const MAX = 50;
const recent: RemoteFailure[] = [];

export function reportRemoteFailure(failure: { remote: string; kind: 'render' | 'chunk' | 'manifest' | 'rejection' | 'fallback' | 'integrity'; message: string; screenId?: string }): void {
  recent.push({ ...failure });
  if (recent.length > MAX) recent.shift();
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent('portal:remote-failure', { detail: { ...failure } }));
}

/** The failures reported on this page, oldest first (the last 50). */
export function recentRemoteFailures(): readonly RemoteFailure[] {
  return [...recent];
}
