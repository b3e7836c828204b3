import path from 'node:path';
import { citedPaths, docPathProblems, repositoryDocs } from './doc-paths';

const ROOT = path.resolve(__dirname, '../..');

describe('paths cited by the documents', () => {
  it('every path a document cites exists in the repository', () => {
    const problems = docPathProblems(ROOT, repositoryDocs(ROOT));
    expect(problems.map((p) => `${p.doc}: \`${p.cited}\` (${p.reason})`)).toEqual([]);
  });

  it('reads code spans that start with a top-level folder, without placeholders or line numbers', () => {
    const md = 'See `infra/stack/src/jwt.ts:12`, `shell/src/<x>.ts`, `npm test`, `../shared/x.md` and `docs/a.md#top`.';
    expect(citedPaths(md, ['infra', 'shell', 'docs'])).toEqual(['infra/stack/src/jwt.ts', '../shared/x.md', 'docs/a.md']);
  });

  it('names a missing file and one outside the repository', () => {
    const fixture = path.join(__dirname, 'fixture');
    expect(docPathProblems(fixture, ['docs/guide.md'])).toEqual([
      { doc: 'docs/guide.md', cited: 'docs/gone.md', reason: 'missing' },
      { doc: 'docs/guide.md', cited: '../../outside.md', reason: 'outside the repository' },
    ]);
  });
});
