import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The repository paths a Markdown document cites in `code spans`, and those that do not exist. A span counts as a
 * path when it starts with one of the repository's top-level folders (or `../`, which leaves the document's folder)
 * and holds no placeholder (`<id>`, `*`, `{a,b}`, `$VAR`); a trailing `:line` or `#anchor` is dropped. A path is
 * found relative to the repository's root or to the document's own folder (a package README names its own files).
 */
const PLACEHOLDER = /[<>*{}$[\]]|\.\.\.|…/;

export interface DocPathProblem {
  doc: string;
  cited: string;
  reason: 'missing' | 'outside the repository';
}

export function citedPaths(markdown: string, topLevel: readonly string[]): string[] {
  const found = new Set<string>();
  // `shared/` is the folder beside the repository that holds the spec and design notes: never citable from it.
  const starts = new RegExp(`^(\\.\\./|/work/|shared/|(${topLevel.map(escape).join('|')})/)`);
  for (const [, span] of markdown.matchAll(/`([^`\n]+)`/g)) {
    const cited = span
      .trim()
      .replace(/[:#][\w.-]*$/, '')
      .replace(/[.,;]$/, '');
    if (cited.includes(' ') || PLACEHOLDER.test(cited) || !starts.test(cited)) continue;
    found.add(cited);
  }
  return [...found];
}

export function docPathProblems(root: string, docs: readonly string[]): DocPathProblem[] {
  const topLevel = fs
    .readdirSync(root, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith('.') && e.name !== 'node_modules')
    .map((e) => e.name);
  const problems: DocPathProblem[] = [];
  const isInside = (p: string): boolean => p === root || p.startsWith(root + path.sep);
  for (const doc of docs) {
    const docDir = path.dirname(path.join(root, doc));
    for (const cited of citedPaths(fs.readFileSync(path.join(root, doc), 'utf8'), topLevel)) {
      if (isPackageEntry(root, cited)) continue;
      const candidates = cited.startsWith('../')
        ? [path.resolve(docDir, cited)]
        : cited.startsWith('/')
          ? [cited]
          : [path.resolve(root, cited), path.resolve(docDir, cited)];
      const inside = cited.startsWith('shared/') ? [] : candidates.filter(isInside);
      if (inside.length === 0) problems.push({ doc, cited, reason: 'outside the repository' });
      else if (!inside.some((p) => fs.existsSync(p) || isIgnored(root, p))) problems.push({ doc, cited, reason: 'missing' });
    }
  }
  return problems;
}

/** `shared-ui/forms`: an entry a workspace package exports (its package.json `exports`), not a file. */
function isPackageEntry(root: string, cited: string): boolean {
  const [pkg, ...rest] = cited.replace(/\/$/, '').split('/');
  const manifest = path.join(root, pkg, 'package.json');
  if (rest.length === 0 || !fs.existsSync(manifest)) return false;
  const exports = (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { exports?: Record<string, unknown> }).exports;
  return typeof exports === 'object' && exports !== null && `./${rest.join('/')}` in exports;
}

/** A path git ignores (a build's `dist/`, the stack's `.data/`): written by running the project, not committed. */
function isIgnored(root: string, p: string): boolean {
  // Asked as a file and as a folder: `dist/` in .gitignore matches only a folder, and the path may not exist yet.
  const rel = path.relative(root, p);
  return [rel, `${rel}/`].some((asked) => {
    try {
      execFileSync('git', ['check-ignore', '--no-index', '-q', asked], { cwd: root, stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  });
}

/** Every Markdown document of the repository that is the project's own (not dependencies' or build output). */
export function repositoryDocs(root: string): string[] {
  const out: string[] = [];
  const skip = new Set(['node_modules', 'dist', 'test-results', '.data', '.git', '.scratch', 'coverage', 'fixture']);
  const walk = (rel: string): void => {
    for (const e of fs.readdirSync(path.join(root, rel), { withFileTypes: true })) {
      if (skip.has(e.name) || (e.name.startsWith('.') && e.isDirectory())) continue;
      const child = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) walk(child);
      else if (e.name.endsWith('.md')) out.push(child);
    }
  };
  walk('');
  return out.sort();
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
