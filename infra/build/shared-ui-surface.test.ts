// The shared-ui surface check itself: an unbumped change fails, the right bump passes.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { bumpBetween, databaseLines, interfaceLines, printReport, readSurface, requiredBump, versionProblems } from './shared-ui-surface';

const before = ['. Button: Function: (props: ButtonProps) => Element', '. ButtonProps: interface ButtonProps { variant?: string; }'];
const report = printReport('1.2.3', before);

describe('the surface check', () => {
  it('passes an unchanged surface at the same version', () => {
    expect(versionProblems(report, before, '1.2.3')).toEqual([]);
  });

  it('fails an addition without a new minor, passes it with one', () => {
    const added = [...before, '. Badge: Function: () => Element'];
    expect(requiredBump(before, added)).toBe('minor');
    expect(versionProblems(report, added, '1.2.3')[0]).toMatch(
      /an addition\): bump shared-ui\/package.json from 1\.2\.3 to a new minor \(it is 1\.2\.3\)/,
    );
    expect(versionProblems(report, added, '1.2.4')[0]).toMatch(/to a new minor/);
    expect(versionProblems(report, added, '1.3.0')).toEqual([
      'the report is not up to date: run `npm run api:check -w shared-ui -- --write`',
    ]);
  });

  it('fails a change or a removal without a new major', () => {
    const changed = ['. Button: Function: (props: ButtonProps) => Element', '. ButtonProps: interface ButtonProps { variant: string; }'];
    expect(requiredBump(before, changed)).toBe('major');
    expect(versionProblems(report, changed, '1.3.0')[0]).toMatch(/a removal or a change\): bump .* to a new major/);
    expect(versionProblems(report, before.slice(1), '1.3.0')[0]).toMatch(/to a new major/);
    expect(versionProblems(report, changed, '2.0.0')).toEqual([
      'the report is not up to date: run `npm run api:check -w shared-ui -- --write`',
    ]);
  });

  it('accepts only one semver step', () => {
    expect(bumpBetween('1.2.3', '1.4.0')).toBeNull();
    expect(bumpBetween('1.2.3', '2.1.0')).toBeNull();
    expect(bumpBetween('1.2.3', '1.2.4')).toBe('patch');
  });

  it('reads a package surface from its exports entries with the TypeScript compiler', () => {
    const dir = mkdtempSync(join(tmpdir(), 'surface-'));
    try {
      mkdirSync(join(dir, 'src'));
      writeFileSync(
        join(dir, 'package.json'),
        JSON.stringify({ exports: { '.': './src/index.ts', './extra': './src/extra.ts', './package.json': './package.json' } }),
      );
      writeFileSync(
        join(dir, 'tsconfig.json'),
        JSON.stringify({ compilerOptions: { strict: true, noEmit: true, types: [] }, include: ['src'] }),
      );
      writeFileSync(
        join(dir, 'src/index.ts'),
        '/** docs are not surface */\nexport interface Props { size: number }\nexport function area({ size }: Props): number { return size ** 2; }\n',
      );
      writeFileSync(join(dir, 'src/extra.ts'), "export const LABEL = 'x' as string;\n");
      expect(readSurface(dir)).toEqual([
        '. Props (required): size',
        '. Props.size: number;',
        '. Props: interface Props',
        '. area: Function: (props: Props) => number',
        './extra LABEL: BlockScopedVariable: string',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names the Database schema a generic defaults to: a new table changes its own lines, not the lines of the functions that take a client', () => {
    const surfaceWith = (tables: string) => {
      const dir = mkdtempSync(join(tmpdir(), 'surface-'));
      try {
        mkdirSync(join(dir, 'src'));
        writeFileSync(join(dir, 'package.json'), JSON.stringify({ exports: { '.': './src/index.ts' } }));
        writeFileSync(
          join(dir, 'tsconfig.json'),
          JSON.stringify({ compilerOptions: { strict: true, noEmit: true, types: [] }, include: ['src'] }),
        );
        writeFileSync(
          join(dir, 'src/index.ts'),
          [
            `export type Database = { public: { Tables: { ${tables} } } };`,
            'export interface Client<D, S extends keyof D = keyof D, Schema = D[S]> { schema: S; tables: Schema }',
            'export function read(db: Client<Database>): number { return db.schema.length; }',
          ].join('\n'),
        );
        return readSurface(dir);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    };
    const one = surfaceWith('a: { Row: { id: string } }');
    expect(one).toContain('. read: Function: (db: Client<Database, "public", Database["public"]>) => number');
    const two = surfaceWith('a: { Row: { id: string } }; b: { Row: { x: number } }');
    expect(requiredBump(one, two)).toBe('minor');
    expect(two.filter((l) => !one.includes(l))).toEqual(['. Database.public.Tables.b.Row.x: number']);
  });

  it('reads the generated Database type one line per column and function: a new table or column is an addition, a new required insert column a change', () => {
    const lines = (text: string) => {
      const file = ts.createSourceFile('db.ts', text, ts.ScriptTarget.Latest, true);
      const printer = ts.createPrinter({ removeComments: true });
      return databaseLines(file.statements[0], (n) => printer.printNode(ts.EmitHint.Unspecified, n, file).replace(/\s+/g, ' '));
    };
    const db = (tables: string) =>
      `type Database = { public: { Tables: { ${tables} }; Functions: { f: { Args: never; Returns: number } } } };`;
    const one = lines(db('a: { Row: { id: string }; Insert: { id: string; note?: string } }'))!;
    expect(one).toEqual([
      'Database.public.Tables.a.Row.id: string',
      'Database.public.Tables.a.Insert.id: string',
      'Database.public.Tables.a.Insert.note?: string',
      'Database.public.Tables.a.Insert (required): id',
      'Database.public.Functions.f: { Args: never; Returns: number; }',
    ]);
    const newTable = lines(db('a: { Row: { id: string }; Insert: { id: string; note?: string } }; b: { Row: { x: number } }'))!;
    expect(requiredBump(one, newTable)).toBe('minor');
    const newColumn = lines(db('a: { Row: { id: string; y: number }; Insert: { id: string; note?: string; y?: number } }'))!;
    expect(requiredBump(one, newColumn)).toBe('minor');
    const newRequired = lines(db('a: { Row: { id: string; y: number }; Insert: { id: string; note?: string; y: number } }'))!;
    expect(requiredBump(one, newRequired)).toBe('major');
    const noComposites = lines(
      db('a: { Row: { id: string }; Insert: { id: string; note?: string } }').replace(
        '} } };',
        '}; CompositeTypes: { [_ in never]: never } } };',
      ),
    )!;
    expect(noComposites).toEqual(one);
    const firstComposite = lines(
      db('a: { Row: { id: string }; Insert: { id: string; note?: string } }').replace(
        '} } };',
        '}; CompositeTypes: { pair: { x: number | null } } } };',
      ),
    )!;
    expect(requiredBump(noComposites, firstComposite)).toBe('minor');
    expect(lines('type Other = { a: string };')).toBeNull();
  });

  it('reads an interface one line per member: a new optional prop is an addition, a new required one or a changed one a change', () => {
    const lines = (text: string) => {
      const file = ts.createSourceFile('props.ts', text, ts.ScriptTarget.Latest, true);
      const printer = ts.createPrinter({ removeComments: true });
      return interfaceLines(file.statements[0], 'FormProps', (n) => printer.printNode(ts.EmitHint.Unspecified, n, file));
    };
    const one = lines('interface FormProps<V> extends Base { form: V; actions?: string; onSubmit(values: V): void }')!;
    expect(one).toEqual([
      'FormProps: interface FormProps<V> extends Base',
      'FormProps.form: V;',
      'FormProps.actions?: string;',
      'FormProps.onSubmit(values: V): void;',
      'FormProps (required): form, onSubmit',
    ]);
    expect(
      requiredBump(
        one,
        lines('interface FormProps<V> extends Base { form: V; actions?: string; onSubmit(values: V): void; onCancel?: () => void }')!,
      ),
    ).toBe('minor');
    expect(
      requiredBump(
        one,
        lines('interface FormProps<V> extends Base { form: V; actions?: string; onSubmit(values: V): void; label: string }')!,
      ),
    ).toBe('major');
    expect(requiredBump(one, lines('interface FormProps<V> extends Base { form: V; actions?: number; onSubmit(values: V): void }')!)).toBe(
      'major',
    );
    expect(requiredBump(one, lines('interface FormProps<V> extends Base { form: V; onSubmit(values: V): void }')!)).toBe('major');
    expect(lines('type FormProps = { a: string };')).toBeNull();
  });
});
