// `npm run new-screen -w <remote> -- --id <id> --path <path> --title <title> [--section <label>] [--access <access>]`
// Scaffolds a screen the way the reference feature (mfe-setup src/features/bank-accounts) is built: a feature
// folder with an RTK Query endpoint stub in api/, a page with QueryState, a jest test, its module in
// src/app/screen-modules.ts and its declaration in src/screens.ts. It changes files of that remote only.
// Then `npm run release -w <remote>` makes it appear in the running portal (after a reload).
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { format, resolveConfig } from 'prettier';
import { REMOTE_FOLDERS } from '../remotes.mjs';
import { loadScreens, screensFile, withScreen } from './screens-file.mjs';

const ROOT = resolve(import.meta.dirname, '../..');
const REMOTES = REMOTE_FOLDERS;
const ACCESS = ['public', 'signed-in', 'admin'];

const pascal = (id) => id.replace(/(^|-)(\w)/g, (_m, _d, c) => c.toUpperCase());
const camel = (id) => pascal(id).replace(/^\w/, (c) => c.toLowerCase());

/** The position other remotes give a section (a new section goes after every known one). */
async function sectionOrder(label, own) {
  if (own.sections?.[label] !== undefined) return own.sections[label];
  let last = 0;
  for (const pkg of REMOTES) {
    const declared = await loadScreens(join(ROOT, pkg));
    const order = declared?.sections?.[label];
    if (order !== undefined) return order;
    last = Math.max(last, ...Object.values(declared?.sections ?? {}));
  }
  return last + 10;
}

function files({ pkg, id, title, apiName }) {
  const Page = `${pascal(id)}Page`;
  const hook = `useGet${pascal(id)}Query`;
  const endpoint = camel(id);
  const item = `${pascal(id)}Item`;
  return {
    [`src/features/${id}/${id}.ts`]: `/** One row of the ${title} screen (replace with \`Tables<'<table>'>\` once it reads a table). */
export interface ${item} {
  id: string;
  name: string;
}
`,
    [`src/features/${id}/api/${id}-api.ts`]: `import { ${apiName} } from '../../../lib/api';
import type { ${item} } from '../${id}';

/**
 * The ${title} screen's endpoints. A stub answering an empty list: replace \`queryFn\` with the screen's query,
 * e.g. \`query: () => (db) => db.from('<table>').select('*').order('created_at')\` (RLS keeps each user to their rows).
 */
export const ${endpoint}Api = ${apiName}.enhanceEndpoints({ addTagTypes: ['${id}'] }).injectEndpoints({
  endpoints: (build) => ({
    get${pascal(id)}: build.query<${item}[], void>({
      queryFn: () => ({ data: [] }),
      providesTags: ['${id}'],
    }),
  }),
});

export const { ${hook} } = ${endpoint}Api;
`,
    [`src/features/${id}/components/${Page}.tsx`]: `import { Card, CardBody, EmptyState, PageHeader, QueryState } from 'shared-ui';
import { title } from '../../../lib/links';
import { ${hook} } from '../api/${id}-api';

/** The ${title} screen (${pkg}): its rows, with loading, empty and error states. */
export function ${Page}() {
  const query = ${hook}();
  return (
    <>
      <PageHeader title={title('${id}')} />
      <QueryState query={query} loadingLabel="Loading..." isEmpty={(rows) => rows.length === 0} empty={<EmptyState title="Nothing here yet" />}>
        {(rows) => (
          <Card>
            <CardBody>
              <ul>
                {rows.map((row) => (
                  <li key={row.id}>{row.name}</li>
                ))}
              </ul>
            </CardBody>
          </Card>
        )}
      </QueryState>
    </>
  );
}

export default ${Page};
`,
    [`src/features/${id}/components/${Page}.test.tsx`]: `import { screen } from '@testing-library/react';
import { renderWithStore } from 'shared-ui/testing';
import { ${apiName} } from '../../../lib/api';
import { ${Page} } from './${Page}';

describe('${Page}', () => {
  it('shows its title and, with no rows, its empty state', async () => {
    renderWithStore(<${Page} />, ${apiName});
    expect(screen.getByRole('heading', { level: 1, name: ${JSON.stringify(title).replace(/^"|"$/g, "'")} })).toBeInTheDocument();
    expect(await screen.findByText('Nothing here yet')).toBeInTheDocument();
  });
});
`,
  };
}

async function main() {
  const { values } = parseArgs({
    options: {
      id: { type: 'string' },
      path: { type: 'string' },
      title: { type: 'string' },
      section: { type: 'string' },
      access: { type: 'string' },
      label: { type: 'string' },
    },
  });
  const dir = process.cwd();
  const pkg = basename(dir);
  if (!REMOTES.includes(pkg))
    throw new Error(`run it for a remote: npm run new-screen -w <${REMOTES.join('|')}> -- --id <id> --path <path> --title <title>`);
  const { id, path, title, section, access = 'signed-in' } = values;
  if (!id || !/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(id)) throw new Error('--id <kebab-case id> is required (e.g. loan-offers)');
  if (!path || !/^\/[\w\-/:]*$/.test(path)) throw new Error('--path </absolute/path> is required (e.g. /loan-offers)');
  if (!title) throw new Error('--title <screen title> is required');
  if (!ACCESS.includes(access)) throw new Error(`--access must be one of ${ACCESS.join(', ')}`);
  const declared = await loadScreens(dir);
  if (!declared) throw new Error(`${screensFile(dir)} is missing`);
  const apiFile = join(dir, 'src/lib/api.ts');
  const apiName = existsSync(apiFile) ? /export const (\w+) = createRemoteApi/.exec(readFileSync(apiFile, 'utf8'))?.[1] : undefined;
  if (!apiName) throw new Error(`${pkg} has no RTK Query api (src/lib/api.ts with createRemoteApi)`);
  // Ids and paths must be unique in the portal: every remote's declarations in this repository are checked.
  for (const other of REMOTES) {
    const d = other === pkg ? declared : await loadScreens(join(ROOT, other));
    const clash = d?.screens.find((s) => s.id === id || (s.path === path && s.access === access));
    if (clash) throw new Error(`${other} declares ${clash.id === id ? `the id '${id}'` : `the path ${path}`} already`);
  }
  if (existsSync(join(dir, 'src/features', id))) throw new Error(`src/features/${id} exists already`);

  const screen = { id, path, title, access };
  let sections;
  if (section) {
    // Last in its section, across every remote that uses the section.
    const all = [declared, ...(await Promise.all(REMOTES.filter((p) => p !== pkg).map((p) => loadScreens(join(ROOT, p)))))];
    const inSection = all.flatMap((d) => d?.screens ?? []).filter((s) => s.nav?.section === section);
    const order = Math.max(0, ...inSection.map((s) => s.nav.order)) + 1;
    screen.nav = { section, label: values.label ?? title, order };
    if (declared.sections?.[section] === undefined) sections = { ...declared.sections, [section]: await sectionOrder(section, declared) };
  }

  // Every file written as `npm run format` would leave it (the repository's Prettier settings, read for the file's place in it).
  const write = async (file, text) => {
    const options = await resolveConfig(join(ROOT, pkg, relative(dir, file)));
    writeFileSync(file, await format(text, { ...options, filepath: file }));
  };
  for (const [file, text] of Object.entries(files({ pkg, id, title, apiName }))) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    await write(join(dir, file), text);
  }
  const modulesFile = join(dir, 'src/app/screen-modules.ts');
  const modules = readFileSync(modulesFile, 'utf8');
  const close = modules.lastIndexOf('};');
  const line = `  ${/^[a-z]\w*$/.test(id) ? id : `'${id}'`}: screenModule(() => import('../features/${id}/components/${pascal(id)}Page')),\n`;
  await write(modulesFile, modules.slice(0, close) + line + modules.slice(close));
  await write(screensFile(dir), withScreen(readFileSync(screensFile(dir), 'utf8'), screen, sections));
  const created = readdirSync(join(dir, 'src/features', id), { recursive: true }).filter((f) => /\.tsx?$/.test(String(f)));
  console.log(`${pkg}: screen '${id}' at ${path} (${access}${section ? `, sidebar ${section}` : ''}).`);
  console.log(`  src/features/${id}/: ${created.join(', ')}; src/app/screen-modules.ts; src/screens.ts`);
  console.log(`  Release it: npm run release -w ${pkg}`);
}

main().catch((error) => {
  console.error(`Error: ${error.message}`);
  process.exit(1);
});
