/**
 * This copy of shared-ui's version (semver; equal to shared-ui/package.json `version`, which
 * `npm run api:check -w shared-ui` enforces). The shell provides its copy to every remote as a singleton, so a
 * remote built against a newer minor (or another major) would run on parts that do not exist: the release check
 * refuses such a remote and the shell shows the section fallback with the reason.
 */
export const SHARED_UI_VERSION: string = '5.2.0';

const parse = (v: unknown) => (typeof v === 'string' ? /^(\d+)\.(\d+)\.(\d+)/.exec(v)?.slice(1).map(Number) : undefined);

/** True when a shell providing shared-ui `provided` runs a remote built against `required`: same major, not a newer minor. */
export function sharedUiAccepts(provided: unknown, required: unknown): boolean {
  const p = parse(provided);
  const r = parse(required);
  return !!p && !!r && p[0] === r[0] && r[1] <= p[1];
}
