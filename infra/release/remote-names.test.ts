// The one list of remotes (infra/remotes.json) and shared-ui's `RemoteName` name the same remotes: the type is held
// to the list at compile time (infra's typecheck), the folders to the repository here.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { RemoteName as SharedUiRemoteName } from '../../shared-ui/src/platform/names';
import { REMOTE_PACKAGES, type RemoteName } from './types';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameNames: Same<RemoteName, SharedUiRemoteName> = true;

it("names shared-ui's RemoteName, and each remote's folder exists with its screens", () => {
  expect(sameNames).toBe(true);
  const root = resolve(__dirname, '../..');
  for (const [name, folder] of Object.entries(REMOTE_PACKAGES)) {
    expect(name).toBe(folder.replace('-', '_'));
    expect(existsSync(join(root, folder, 'src/screens.ts'))).toBe(true);
  }
});
