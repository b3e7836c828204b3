// `new-screen` on a copy of a remote: the files it writes are as Prettier leaves them (so `npm test`'s format step
// passes at once), the comments of src/screens.ts stay, and the new declaration is loaded as data.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../..');
const SCRIPT = join(ROOT, 'infra/screens/new-screen.mjs');

let copy: string;
let dir: string;
beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'new-screen-'));
  dir = join(copy, 'mfe-admin');
  cpSync(join(ROOT, 'mfe-admin/src'), join(dir, 'src'), { recursive: true });
  execFileSync(
    process.execPath,
    [SCRIPT, '--id', 'loan-offers', '--path', '/loan-offers', '--title', 'Loan Offers', '--section', 'CREDIT BUILDING'],
    { cwd: dir, stdio: 'pipe' },
  );
}, 120_000);
afterAll(() => rmSync(copy, { recursive: true, force: true }));

const written = [
  'src/screens.ts',
  'src/app/screen-modules.ts',
  'src/features/loan-offers/loan-offers.ts',
  'src/features/loan-offers/api/loan-offers-api.ts',
  'src/features/loan-offers/components/LoanOffersPage.tsx',
  'src/features/loan-offers/components/LoanOffersPage.test.tsx',
];

it('writes every file as Prettier formats it (the repository settings)', () => {
  const prettier = join(ROOT, 'node_modules/.bin/prettier');
  const files = written.map((f) => join(dir, f));
  // Throws (exit status 1, the files named) when one is not formatted.
  expect(() =>
    execFileSync(prettier, ['--check', '--config', join(ROOT, '.prettierrc.json'), ...files], { cwd: dir, stdio: 'pipe' }),
  ).not.toThrow();
});

it("keeps src/screens.ts's comments and adds the declaration (and a new section's position)", () => {
  const before = readFileSync(join(ROOT, 'mfe-admin/src/screens.ts'), 'utf8');
  const after = readFileSync(join(dir, 'src/screens.ts'), 'utf8');
  const comments = (text: string) => text.split('\n').filter((l) => l.trim().startsWith('//'));
  expect(comments(after)).toEqual(comments(before));
  expect(after).toContain("id: 'loan-offers'");
  expect(after).toMatch(/sections: \{ ADMIN: 10, 'CREDIT BUILDING': 50 \}/);
  expect(readFileSync(join(dir, 'src/app/screen-modules.ts'), 'utf8')).toContain(
    "'loan-offers': screenModule(() => import('../features/loan-offers/components/LoanOffersPage'))",
  );
});
