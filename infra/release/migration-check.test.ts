import { migrationProblems, type MigrationFile, type UsageSite } from './migration-check';
import { migrationFacts, statements } from './migration-sql';

const file = (sql: string, name = 'change'): MigrationFile => ({
  file: `20261207100200_${name}.sql`,
  version: '20261207100200',
  name,
  sql,
});
const admin: UsageSite = {
  remote: 'mfe_admin',
  id: '0.1.0-aaaaaaaa-20261207T100000Z',
  role: 'live',
  data: { tables: { mfe_credit_notes: ['id', 'legacy'], users: ['*'] }, functions: ['mfe_credit_total'] },
};

describe('the migration scanner', () => {
  it('keeps strings, quoted names, dollar-quoted bodies and comments out of the statements', () => {
    const sql = `-- drop table users;
      /* drop table /* nested */ users; */
      create function f() returns text language sql as $$ select 'drop table users;' $$;
      insert into t values ('it''s; drop table users', E'\\'; drop table x');
      alter table "Odd ""Name""" drop column c;`;
    expect(statements(sql)).toHaveLength(3);
    expect(migrationFacts(sql).changes).toEqual([{ kind: 'drop-column', table: 'Odd "Name"', column: 'c' }]);
  });

  it('finds drops, renames, type changes and NOT NULL columns without a default', () => {
    const { changes } = migrationFacts(`
      drop table if exists public.a, b cascade;
      drop function if exists f(int), g;
      alter table only t drop column if exists c, drop constraint k, add column d int not null,
        add column e int not null default 0, alter column f type bigint, alter g set data type text,
        add column h text generated always as ('x') stored not null, alter column i drop not null;
      alter table t rename column j to k;
      alter table t rename constraint x to y;
      alter table t rename to u;
      alter table v set schema private;
      alter function w(int) rename to ww;
      create table z (id int);`);
    expect(changes).toEqual([
      { kind: 'drop-table', table: 'a' },
      { kind: 'drop-table', table: 'b' },
      { kind: 'drop-function', fn: 'f' },
      { kind: 'drop-function', fn: 'g' },
      { kind: 'drop-column', table: 't', column: 'c' },
      { kind: 'not-null-column', table: 't', column: 'd' },
      { kind: 'column-type', table: 't', column: 'f' },
      { kind: 'column-type', table: 't', column: 'g' },
      { kind: 'rename-column', table: 't', column: 'j' },
      { kind: 'rename-table', table: 't' },
      { kind: 'rename-table', table: 'v' },
      { kind: 'rename-function', fn: 'w' },
    ]);
  });

  it('names what a statement creates, alters or puts a policy, trigger or index on', () => {
    const { touches } = migrationFacts(`
      create table if not exists mfe_credit_notes (id int);
      create or replace function mfe_credit_total(n int) returns int language sql as $$ select 1 $$;
      create unique index if not exists i on only mfe_credit_notes (id);
      create policy "own rows" on public.mfe_credit_notes for select using (true);
      create trigger t after insert on users for each row execute function f();
      alter table mfe_credit_notes enable row level security;
      grant select on mfe_credit_notes to authenticated;
      insert into notification_kinds (kind) values ('x');`);
    expect(touches.map((t) => `${t.verb} ${t.what} ${t.name}`)).toEqual([
      'create table mfe_credit_notes',
      'create function mfe_credit_total',
      'create index mfe_credit_notes',
      'create policy mfe_credit_notes',
      'create trigger users',
      'alter table mfe_credit_notes',
      'write table notification_kinds',
    ]);
  });
});

describe('the migration rule', () => {
  it('refuses a drop of a column another live release reads, naming the migration and the release', () => {
    const problems = migrationProblems([file('alter table mfe_credit_notes drop column legacy;')], [admin], 'mfe_credit');
    expect(problems).toEqual([
      expect.stringMatching(
        /^20261207100200_change\.sql drops column mfe_credit_notes\.legacy, which mfe_admin 0\.1\.0-aaaaaaaa-20261207T100000Z \(live\) uses; expand, then contract: .*later release once no live release or canary uses it/,
      ),
    ]);
  });

  it('accepts the drop of a column no running release uses, and additive changes', () => {
    expect(
      migrationProblems(
        [file('alter table mfe_credit_notes drop column body, add column extra text, add column n int not null default 0;')],
        [admin],
        'mfe_credit',
      ),
    ).toEqual([]);
  });

  it('refuses a changed type, a NOT NULL column without a default on a table in use, a renamed or dropped function or table', () => {
    const problems = migrationProblems(
      [
        file(
          `alter table mfe_credit_notes alter column id type bigint, add column owner uuid not null;
           drop function mfe_credit_total(int); alter table mfe_credit_notes rename to mfe_credit_memos;`,
        ),
      ],
      [admin],
      'mfe_credit',
    );
    expect(problems.map((p) => p.split(', which')[0])).toEqual([
      '20261207100200_change.sql changes the type of column mfe_credit_notes.id',
      '20261207100200_change.sql adds column mfe_credit_notes.owner NOT NULL without a default to a table in use',
      '20261207100200_change.sql drops function mfe_credit_total',
      '20261207100200_change.sql renames (or moves) table mfe_credit_notes',
    ]);
  });

  it("refuses a remote's migration touching what it does not own; a central one may, unless a release uses it", () => {
    const sql = 'create table loans2 (id int); alter table users drop column phone; create table private.x (id int);';
    expect(migrationProblems([file(sql)], [], 'mfe_credit')).toEqual([
      expect.stringContaining('creates table loans2, which mfe_credit does not own'),
      expect.stringContaining('alters table users, which mfe_credit does not own'),
      expect.stringContaining('creates table private.x, which mfe_credit does not own'),
    ]);
    expect(migrationProblems([file(sql)], [admin], null)).toEqual([
      expect.stringMatching(/drops column users\.phone, which mfe_admin .* uses/),
    ]);
  });

  it("lets a remote write rows of the kinds' registries only (the database holds the rows to its prefix), no other table's", () => {
    const sql = `insert into public.notification_kinds (kind, screen, remote) values ('mfe_credit_x', 's', 'mfe_credit');
      insert into remote_search_kinds (kind, remote, fn) values ('mfe_credit_y', 'mfe_credit', 'mfe_credit_find');
      update mfe_credit_notes set body = ''; delete from users; truncate table loans;`;
    expect(migrationProblems([file(sql)], [], 'mfe_credit')).toEqual([
      expect.stringContaining('writes rows of users, which mfe_credit does not own'),
      expect.stringContaining('writes rows of loans, which mfe_credit does not own'),
    ]);
    // Nor may it change whose migration the database thinks it is.
    const unset = "set local portal.remote = 'mfe_admin'; select set_config('portal.remote', '', true); reset portal.remote;";
    expect(migrationProblems([file(unset)], [], 'mfe_credit')).toEqual([
      expect.stringContaining('alters setting portal.remote, which mfe_credit does not own'),
      expect.stringContaining('alters setting portal.remote, which mfe_credit does not own'),
      expect.stringContaining('alters setting portal.remote, which mfe_credit does not own'),
    ]);
  });
});
