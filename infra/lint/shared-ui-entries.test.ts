// The lint's view of shared-ui is read from the package: a new entry or core component is covered without editing
// eslint.config.mjs.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { coreFolders, corePathPatterns, entryFolders } from './shared-ui-entries.mjs';

describe("shared-ui's entries for the lint", () => {
  let dir: string;
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'shared-ui-'));
    write(
      'package.json',
      JSON.stringify({
        exports: {
          '.': './src/index.ts',
          './overlays': './src/overlays.ts',
          './reorder': './src/reorder/index.ts',
          './testing': './src/testing/index.ts',
          './package.json': './package.json',
        },
      }),
    );
    write(
      'src/index.ts',
      "export * from './platform/api';\nexport type { Db } from './platform/db';\nexport * from './components/Button/Button';\n",
    );
    write('src/overlays.ts', "// dialogs\nexport * from './components/Modal/Modal';\n");
    write('src/reorder/index.ts', "export * from './reorder';\nexport * from '../components/ReorderList/ReorderList';\n");
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('finds every bundled entry but core, with the component folders an entry re-exports', () => {
    expect(entryFolders(dir)).toEqual(['components/Modal', 'components/ReorderList', 'reorder']);
  });

  it('finds core by what its index re-exports, and forbids reaching it by a relative path', () => {
    expect(coreFolders(dir)).toEqual(['components/Button', 'platform']);
    expect(corePathPatterns(dir)).toEqual(
      expect.arrayContaining(['../platform/*', '../../platform/*', '../components/Button/*', '../../components/Button/*', '../Button/*']),
    );
  });

  it('covers a new entry and a new core folder once the package declares them', () => {
    write('package.json', JSON.stringify({ exports: { '.': './src/index.ts', './chat': './src/chat/index.ts' } }));
    write('src/index.ts', "export * from './platform/api';\nexport * from './format/dates';\n");
    write('src/chat/index.ts', "export * from './thread';\n");
    expect(entryFolders(dir)).toEqual(['chat']);
    expect(coreFolders(dir)).toEqual(['format', 'platform']);
  });
});
