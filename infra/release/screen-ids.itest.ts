// A screen id that crosses a boundary is checked at release: a throwaway copy of mfe-setup whose src/screens.ts
// renames two screen ids is refused, and the check names every use that would break: the shell's own link, its
// search kinds, the notifications that open those screens and another remote's link. Every remote's real
// declarations and the shell's real stamp (infra/build/portal-manifest.mjs) are live.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PORTAL_SCREENS } from '../screens/portal-screens';
import type { RemoteScreens } from '../../shared-ui/src/screens/screen-declarations';
import { CheckFailed, switchTo, type ReleaseContext } from './commands';
import type { ShellFacts } from './check';
import { publishFixtureBuild, releaseFixtureBuild } from './testing/fixture-build';
import { openFolderRelease, type FolderRelease } from './testing/folder-release';
import { REMOTE_PACKAGES } from './types';

const ROOT = join(import.meta.dirname, '../..');

/** What a build reads (tsx loads TypeScript, which Jest's sandbox cannot host): in a node process of its own. */
const inNode = (module: string, call: string): unknown =>
  JSON.parse(
    execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import * as m from ${JSON.stringify(join(ROOT, module))}; console.log(JSON.stringify(await m.${call}));`,
      ],
      { encoding: 'utf8' },
    ),
  );
const portalStamp = (dir: string) => inNode('infra/build/portal-manifest.mjs', `portalStamp(${JSON.stringify(dir)}, true)`);
const loadScreens = (dir: string) => inNode('infra/screens/screens-file.mjs', `loadScreens(${JSON.stringify(dir)})`) as RemoteScreens;
let folder: FolderRelease;
let ctx: ReleaseContext;
let copy: string;

beforeAll(async () => {
  folder = await openFolderRelease('screen-ids-', '2026-11-28T10:00:00Z');
  const stamp = portalStamp(join(ROOT, 'shell')) as Pick<ShellFacts, 'links' | 'linkUses'>;
  const shell = { ...(await folder.ctx.shell()), links: stamp.links, linkUses: stamp.linkUses };
  ctx = { ...folder.ctx, shell: async () => shell };
  // Every remote live with its declarations as in this repository (checked as a set, as npm start's first releases).
  const metas = await Promise.all(
    PORTAL_SCREENS.map((screens) =>
      publishFixtureBuild(ctx, REMOTE_PACKAGES[screens.remote], {
        marker: screens.remote,
        name: screens.remote,
        screens,
        platformApi: '1.2',
      }),
    ),
  );
  for (const meta of metas) await switchTo(ctx, meta.package, meta.id, 'first', metas);
  copy = mkdtempSync(join(tmpdir(), 'mfe-setup-copy-'));
  mkdirSync(join(copy, 'src'));
  cpSync(join(ROOT, 'mfe-setup/src/screens.ts'), join(copy, 'src/screens.ts'));
  cpSync(join(ROOT, 'mfe-setup/package.json'), join(copy, 'package.json'));
});
afterAll(async () => {
  await folder?.close();
  if (copy) rmSync(copy, { recursive: true, force: true });
});

it('the stamp of the shell names its links, each search kind and each notification kind', async () => {
  const shell = await ctx.shell();
  expect(shell.linkUses).toEqual(
    expect.arrayContaining([
      { from: 'the shell', ids: ['sign-in', 'documents'] },
      { from: "the shell's search kind store_card", ids: ['store-credit'] },
      { from: 'notification kind task_status', ids: ['business-formation'] },
      { from: 'notification kind compliance_task_status', ids: ['compliance'] },
    ]),
  );
  expect(shell.links).toEqual(
    expect.arrayContaining(['sign-in', 'documents', 'store-credit', 'compliance', 'business-formation', 'app-info']),
  );
});

it('refuses a release of mfe-setup that renames documents and account, naming every use that would break', async () => {
  const file = join(copy, 'src/screens.ts');
  writeFileSync(
    file,
    readFileSync(file, 'utf8').replace("id: 'documents'", "id: 'business-documents'").replace("id: 'account'", "id: 'my-account'"),
  );
  const renamed = loadScreens(copy);
  expect(renamed.screens.map((s) => s.id)).toEqual(expect.arrayContaining(['business-documents', 'my-account']));
  const before = await ctx.store.readRecord('mfe-setup');

  const error = await releaseFixtureBuild(ctx, 'mfe-setup', {
    marker: 'renamed',
    name: 'mfe_setup',
    screens: renamed,
    platformApi: '1.2',
  }).catch((e: unknown) => e);

  expect(error).toBeInstanceOf(CheckFailed);
  expect([...(error as CheckFailed).problems].sort()).toEqual(
    [
      "the shell links to the screen 'documents', which no live remote declares",
      "the shell's search kind document links to the screen 'documents', which no live remote declares",
      "the shell's search kind owner_profile links to the screen 'account', which no live remote declares",
      "notification kind document_delivered links to the screen 'documents', which no live remote declares",
      "notification kind payment_recorded links to the screen 'account', which no live remote declares",
      "notification kind payment_updated links to the screen 'account', which no live remote declares",
      "notification kind program_request_answered links to the screen 'account', which no live remote declares",
      "mfe_content links to the screen 'documents', which no live remote declares",
    ].sort(),
  );
  expect(await ctx.store.readRecord('mfe-setup')).toEqual(before);
});

it('the same copy with its ids unchanged goes live', async () => {
  const same = loadScreens(join(ROOT, 'mfe-setup'));
  await expect(
    releaseFixtureBuild(ctx, 'mfe-setup', { marker: 'unchanged', name: 'mfe_setup', screens: same, platformApi: '1.2' }),
  ).resolves.toMatchObject({ package: 'mfe-setup' });
});
