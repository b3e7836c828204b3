import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// Every shared-ui entry must be provided by the shell, so that no remote ever loads another remote's copy.
it('the shell provides every shared-ui entry of its package.json exports', () => {
  const pkg = JSON.parse(readFileSync(join(__dirname, '../../../shared-ui/package.json'), 'utf8')) as { exports: Record<string, string> };
  const source = readFileSync(join(__dirname, 'provide-shared.ts'), 'utf8');
  const shellImports = ['.', './router', './testing', './package.json'];
  for (const entry of Object.keys(pkg.exports).filter((e) => !shellImports.includes(e))) {
    expect(source).toMatch(new RegExp(`import\\((/\\*[^*]*\\*/ )?'shared-ui/${entry.slice(2)}'\\)`));
  }
});
