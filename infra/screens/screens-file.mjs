// A remote's screen declarations file (`<remote>/src/screens.ts`): loading it as data (the build, new-screen,
// the repository's screens test) and adding a screen to its text (new-screen; comments stay, Prettier formats it).
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

const SCREEN_KEYS = ['id', 'path', 'title', 'access', 'query', 'nav'];
const NAV_KEYS = ['section', 'label', 'order', 'live', 'primary', 'sub'];
const ordered = (object, keys) => Object.fromEntries(keys.filter((k) => object[k] !== undefined).map((k) => [k, object[k]]));

/**
 * The declarations file's text with one more screen (last in `screens`) and, when given, its `sections` replaced:
 * the rest of the file (comments included) stays as it is. Format the result with Prettier.
 */
export function withScreen(text, screen, sections) {
  const entry = literal(ordered({ ...screen, nav: screen.nav && ordered(screen.nav, NAV_KEYS) }, SCREEN_KEYS));
  const close = /\n(\s*)\],?\s*\n\}\s*as const satisfies RemoteScreens/.exec(text);
  if (!close) throw new Error('src/screens.ts: no `screens: [...]` closing `} as const satisfies RemoteScreens`');
  let next = `${text.slice(0, close.index)}\n${close[1]}  ${entry},${text.slice(close.index)}`;
  if (sections) {
    const found = /sections: \{[^}]*\}/.exec(next);
    if (found) next = next.replace(found[0], `sections: ${literal(sections)}`);
    else next = next.replace(/(\n\s*)screens: \[/, `$1sections: ${literal(sections)},$1screens: [`);
  }
  return next;
}
