// shared-ui's public surface and its version: `npm run api:check -w shared-ui` (CI) fails when the surface
// of shared-ui's `exports` entries differs from the committed report (shared-ui/api/shared-ui.api.md) without
// the semver bump it needs (an addition: a new minor; a removal or a change: a new major), or when
// SHARED_UI_VERSION differs from package.json. `-- --write` rewrites the report once the version is right.
// The surface is read with the TypeScript compiler API (api-extractor's job, without its build step).
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';

export type Bump = 'none' | 'patch' | 'minor' | 'major';

/** The lines of a surface report: `entry name: declaration`, one per export, sorted. */
export function surfaceLines(report: string): string[] {
  return report
    .split('\n')
    .filter((l) => l.startsWith('- '))
    .map((l) => l.slice(2));
}

/** The version a report was written for (its `version:` line). */
export function reportVersion(report: string): string | null {
  return /^version: (\S+)$/m.exec(report)?.[1] ?? null;
}

/** The bump a surface change needs: additions only, a minor; any removal or change, a major. */
export function requiredBump(before: readonly string[], after: readonly string[]): Bump {
  const old = new Set(before);
  const now = new Set(after);
  if (before.some((l) => !now.has(l))) return 'major';
  if (after.some((l) => !old.has(l))) return 'minor';
  return 'none';
}

const parse = (v: string) => /^(\d+)\.(\d+)\.(\d+)$/.exec(v)?.slice(1).map(Number) ?? null;

/** The bump from one version to the next (null: not a valid step up). */
export function bumpBetween(from: string, to: string): Bump | null {
  const a = parse(from);
  const b = parse(to);
  if (!a || !b) return null;
  if (b[0] === a[0] + 1 && b[1] === 0 && b[2] === 0) return 'major';
  if (b[0] === a[0] && b[1] === a[1] + 1 && b[2] === 0) return 'minor';
  if (b[0] === a[0] && b[1] === a[1] && b[2] === a[2] + 1) return 'patch';
  if (b.every((n, i) => n === a[i])) return 'none';
  return null;
}

const RANK: Record<Bump, number> = { none: 0, patch: 1, minor: 2, major: 3 };

/** Why the version does not fit the surface change (empty: it fits). */
export function versionProblems(report: string, lines: readonly string[], version: string): string[] {
  const from = reportVersion(report);
  if (!from) return ['the committed report has no version line'];
  const needed = requiredBump(surfaceLines(report), lines);
  const made = bumpBetween(from, version);
  if (made === null) return [`shared-ui ${version} is not one semver step from the report's ${from}`];
  if (RANK[made] < RANK[needed]) {
    return [
      `shared-ui's public surface changed (${needed === 'major' ? 'a removal or a change' : 'an addition'}): bump shared-ui/package.json from ${from} to a new ${needed} (it is ${version}), then run \`npm run api:check -w shared-ui -- --write\``,
    ];
  }
  if (needed !== 'none' || made !== 'none') return [`the report is not up to date: run \`npm run api:check -w shared-ui -- --write\``];
  return [];
}

// A destructured parameter (`({ form, onSubmit }: FormProps) =>`): its names are the implementation's, not the surface.
const BINDING = String.raw`(?:\.\.\.)?[\w$]+|"[^"]*": [\w$]+|[\w$]+: [\w$]+`;
const DESTRUCTURED = new RegExp(String.raw`([(,] ?)\{ (?:${BINDING})(?:, (?:${BINDING}))* \}: `, 'g');

// Without the checkout's absolute paths (`import("/abs/path").Name` -> `Name`), and without the source's layout
// (a destructured parameter is printed as written: Prettier's trailing comma is not a change of the surface).
const oneLine = (s: string) =>
  s
    .replace(/import\("[^"]+"\)\./g, '')
    .replace(/import\("[^"]*node_modules\/([^"]+)"\)/g, 'import("$1")')
    .replace(/\s+/g, ' ')
    .replace(/,\s*([}\])])/g, ' $1')
    .replace(DESTRUCTURED, '$1props: ')
    .trim();

/**
 * An interface as one line for its header (type parameters, `extends`), one per member, and one listing its required
 * members: a new optional member (a prop) is an addition, a minor; a new required one, or any member changed or
 * removed, a change. Null: not an interface.
 */
export function interfaceLines(decl: ts.Node, name: string, print: (node: ts.Node) => string): string[] | null {
  if (!ts.isInterfaceDeclaration(decl)) return null;
  const params = decl.typeParameters ? `<${decl.typeParameters.map(print).join(', ')}>` : '';
  const heritage = (decl.heritageClauses ?? []).map((clause) => print(clause).trim()).join(' ');
  const lines = [`${name}: interface ${name}${params}${heritage ? ` ${heritage}` : ''}`];
  const required: string[] = [];
  for (const member of decl.members) {
    const optional = 'questionToken' in member && !!member.questionToken;
    if (member.name && !optional) required.push(print(member.name));
    lines.push(`${name}.${print(member)}`);
  }
  lines.push(`${name} (required): ${[...new Set(required)].sort().join(', ')}`);
  return lines;
}

/**
 * The generated `Database` type (npm run gen:types) as one line per column of a table or view
 * (`Database.public.Tables.users.Row.email: string`), function, enum and composite type, so that a migration
 * adding a table, a column or a function is an addition (a minor) and only a changed or dropped one (or a new
 * required insert column) a change (a major). Null: not that type.
 */
export function databaseLines(decl: ts.Node, print: (node: ts.Node) => string): string[] | null {
  if (!ts.isTypeAliasDeclaration(decl) || decl.name.text !== 'Database' || !ts.isTypeLiteralNode(decl.type)) return null;
  const lines: string[] = [];
  const nameOf = (member: ts.TypeElement) =>
    member.name && (ts.isIdentifier(member.name) || ts.isStringLiteral(member.name)) ? member.name.text : print(member);
  // A table's or view's columns one line each: a new column is an addition. A new required Insert column
  // breaks inserts, so the required ones are also listed together on one line (any change there: a change).
  const columns = (node: ts.TypeLiteralNode, path: string[]) => {
    const required: string[] = [];
    for (const member of node.members) {
      const optional = ts.isPropertySignature(member) && !!member.questionToken;
      if (path.at(-1) === 'Insert' && !optional) required.push(nameOf(member));
      const type = ts.isPropertySignature(member) ? member.type : undefined;
      lines.push(`${[...path, nameOf(member)].join('.')}${optional ? '?' : ''}: ${type ? print(type) : print(member)}`);
    }
    if (path.at(-1) === 'Insert') lines.push(`${path.join('.')} (required): ${required.sort().join(', ')}`);
  };
  const walk = (node: ts.TypeLiteralNode, path: string[]) => {
    for (const member of node.members) {
      const name = nameOf(member);
      const type = ts.isPropertySignature(member) ? member.type : undefined;
      // An empty section (`Views: { [_ in never]: never }`) has no members: nothing to report, so its first member
      // is an addition like any other.
      if (type && ts.isMappedTypeNode(type) && type.type && type.type.kind === ts.SyntaxKind.NeverKeyword) continue;
      const isRelation = path.length === 4 && (path[2] === 'Tables' || path[2] === 'Views');
      if (type && isRelation && ['Row', 'Insert', 'Update'].includes(name) && ts.isTypeLiteralNode(type)) columns(type, [...path, name]);
      else if (
        type &&
        (path.length < 3 || (path.length === 3 && (path[2] === 'Tables' || path[2] === 'Views'))) &&
        ts.isTypeLiteralNode(type)
      )
        walk(type, [...path, name]);
      else lines.push(`${[...path, name].join('.')}: ${type ? print(type) : print(member)}`);
    }
  };
  walk(decl.type, ['Database']);
  return lines;
}

/**
 * What the report names instead of writing out: each schema of the generated `Database` type (`Database["public"]`),
 * printed as the checker prints it. A generic's defaulted type argument is printed expanded
 * (`SupabaseClient<Database>` is `SupabaseClient<Database, "public", "public", { Tables: ... }>`), so a function
 * taking a client would otherwise change with every new table; the schema's own lines (databaseLines) list it.
 */
export function namedExpansions(checker: ts.TypeChecker, symbols: readonly ts.Symbol[], flags: ts.TypeFormatFlags): Map<string, string> {
  const names = new Map<string, string>();
  const database = symbols.find((s) => s.name === 'Database' && s.flags & ts.SymbolFlags.TypeAlias);
  if (!database) return names;
  const type = checker.getDeclaredTypeOfSymbol(database);
  for (const schema of type.getProperties()) {
    const expanded = checker.typeToString(checker.getTypeOfSymbol(schema), undefined, flags);
    // Only a written-out object type is replaced; a schema that prints as a name already is one.
    if (expanded.startsWith('{')) names.set(expanded, `Database["${schema.name}"]`);
  }
  return names;
}

/** `text` with every expansion in `names` replaced by its name (the longest first, so none is cut into). */
export function nameExpansions(text: string, names: ReadonlyMap<string, string>): string {
  let named = text;
  for (const [expanded, name] of [...names].sort(([a], [b]) => b.length - a.length)) named = named.split(expanded).join(name);
  return named;
}

/** Every export of every `exports` entry of the package at `dir`, as report lines. */
export function readSurface(dir: string): string[] {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { exports: Record<string, string> };
  const entries = Object.entries(pkg.exports).filter(([, file]) => /\.tsx?$/.test(file));
  const config = ts.getParsedCommandLineOfConfigFile(
    join(dir, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  );
  const program = ts.createProgram(
    entries.map(([, f]) => resolve(dir, f)),
    { ...(config?.options ?? {}), noEmit: true },
  );
  const checker = program.getTypeChecker();
  const printer = ts.createPrinter({ removeComments: true });
  const flags = ts.TypeFormatFlags.NoTruncation;
  const lines: string[] = [];
  const exportsOf = entries.map(([entry, file]) => {
    const source = program.getSourceFile(resolve(dir, file));
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`cannot read ${file}`);
    return [entry, checker.getExportsOfModule(moduleSymbol)] as const;
  });
  const resolved = (exported: ts.Symbol) => (exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported);
  const names = namedExpansions(
    checker,
    exportsOf.flatMap(([, symbols]) => symbols.map(resolved)),
    flags,
  );
  for (const [entry, symbols] of exportsOf) {
    for (const exported of symbols) {
      const symbol = resolved(exported);
      const decl = symbol.declarations?.[0];
      const database = decl && databaseLines(decl, (node) => printer.printNode(ts.EmitHint.Unspecified, node, decl.getSourceFile()));
      if (database) {
        lines.push(...database.map((l) => `${entry} ${oneLine(l)}`));
        continue;
      }
      const members =
        decl && interfaceLines(decl, exported.name, (node) => printer.printNode(ts.EmitHint.Unspecified, node, decl.getSourceFile()));
      if (members) {
        lines.push(...members.map((l) => `${entry} ${oneLine(l)}`));
        continue;
      }
      let text: string;
      if (decl && (ts.isTypeAliasDeclaration(decl) || ts.isEnumDeclaration(decl))) {
        text = printer.printNode(ts.EmitHint.Unspecified, decl, decl.getSourceFile());
      } else if (decl) {
        const type = checker.typeToString(checker.getTypeOfSymbolAtLocation(symbol, decl), undefined, flags);
        text = `${ts.SymbolFlags[symbol.flags & (ts.SymbolFlags.Function | ts.SymbolFlags.Class | ts.SymbolFlags.Variable)] ?? 'value'}: ${nameExpansions(type, names)}`;
      } else text = 'unknown';
      lines.push(`${entry} ${exported.name}: ${oneLine(text)}`);
    }
  }
  return lines.sort();
}

export function printReport(version: string, lines: readonly string[]): string {
  return `# shared-ui public surface\n\nGenerated by \`npm run api:check -w shared-ui -- --write\` (infra/build/shared-ui-surface.ts); CI compares it.\n\nversion: ${version}\n\n${lines.map((l) => `- ${l}`).join('\n')}\n`;
}

function main(): void {
  const dir = resolve(import.meta.dirname, '../../shared-ui');
  const reportFile = join(dir, 'api/shared-ui.api.md');
  const version = (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
  const problems: string[] = [];
  const constant = /SHARED_UI_VERSION: string = '([^']+)'/.exec(readFileSync(join(dir, 'src/platform/shared-ui-version.ts'), 'utf8'))?.[1];
  if (constant !== version) problems.push(`SHARED_UI_VERSION (${constant}) must equal shared-ui/package.json's version (${version})`);
  const lines = readSurface(dir);
  let report = '';
  try {
    report = readFileSync(reportFile, 'utf8');
  } catch {
    /* first report */
  }
  if (process.argv.includes('--write')) {
    const bad = report ? versionProblems(report, lines, version).filter((p) => !p.startsWith('the report is not up to date')) : [];
    if (bad.length || problems.length) throw new Error([...problems, ...bad].join('\n'));
    writeFileSync(reportFile, printReport(version, lines));
    console.log(`shared-ui ${version}: ${lines.length} exports written to ${reportFile}`);
    return;
  }
  problems.push(...(report ? versionProblems(report, lines, version) : [`no report: run \`npm run api:check -w shared-ui -- --write\``]));
  if (problems.length) throw new Error(problems.join('\n'));
  console.log(`shared-ui ${version}: the public surface (${lines.length} exports) matches the report`);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  try {
    main();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
