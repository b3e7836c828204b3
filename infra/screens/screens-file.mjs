// A remote's screen declarations file (`<remote>/src/screens.ts`): loading it as data (the build, new-screen,
// the repository's screens test) and printing it (new-screen rewrites it whole, so the format stays one).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';

/** The declarations file of a remote package directory. */
export const screensFile = (remoteDir) => join(remoteDir, 'src/screens.ts');

/**
 * The remote's `SCREENS` as plain data (a fresh load on every call: the dev loop's watch builds re-read it).
 * The file holds data only (type imports at most), so loading it runs none of the remote's code.
 */
export async function loadScreens(remoteDir) {
  const file = screensFile(remoteDir);
  if (!existsSync(file)) return null;
  const mod = await tsImport(`${pathToFileURL(file).href}?t=${Date.now()}`, import.meta.url);
  const screens = mod.SCREENS ?? mod.default?.SCREENS;
  if (!screens || typeof screens.remote !== 'string' || !Array.isArray(screens.screens)) {
    throw new Error(`${file} must export SCREENS ({ remote, screens: [...] })`);
  }
  return JSON.parse(JSON.stringify(screens));
}

const IDENT = /^[A-Za-z_$][\w$]*$/;
const quote = (s) => `'${String(s).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** A value as a one-line TypeScript literal (single quotes, bare keys where possible). */
function literal(value) {
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    return `{ ${entries.map(([k, v]) => `${IDENT.test(k) ? k : quote(k)}: ${literal(v)}`).join(', ')} }`;
  }
  return typeof value === 'string' ? quote(value) : String(value);
}

const SCREEN_KEYS = ['id', 'path', 'title', 'access', 'nav'];
const NAV_KEYS = ['section', 'label', 'order', 'live', 'primary', 'sub'];
const ordered = (object, keys) => Object.fromEntries(keys.filter((k) => object[k] !== undefined).map((k) => [k, object[k]]));

/** The declarations file's text: a header, then `SCREENS` with one screen per line. */
export function printScreens(declared, pkg) {
  const screens = declared.screens.map((s) => literal(ordered({ ...s, nav: s.nav && ordered(s.nav, NAV_KEYS) }, SCREEN_KEYS)));
  return `// ${pkg}'s screens: everything the portal knows of them (id, path, title, access, sidebar place), published
// as data with each release of ${pkg} (docs/architecture.md "Screens"). Data only: the build reads this file.
// \`sections\`: the sidebar position of each section used here (the same in every remote that uses it).
// \`links\`: other remotes' screens this one links to (\`foreign(platform, id)\` in src/lib/links.ts).
// Add a screen with \`npm run new-screen -w ${pkg} -- --id <id> --path <path> --title <title>\`.
import type { RemoteScreens } from 'shared-ui';

export const SCREENS = {
  remote: ${quote(declared.remote)},
${declared.notFound ? '  notFound: true,\n' : ''}  sections: ${literal(declared.sections ?? {})},
  links: ${literal(declared.links ?? [])},
  screens: [
${screens.map((s) => `    ${s},`).join('\n')}
  ],
} as const satisfies RemoteScreens;
`;
}
