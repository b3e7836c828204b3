import { chooseExtension, hideUnusableSql, OPTIONAL_EXTENSIONS, type ExtensionFacts } from '../../src/db/optional-extensions';

// Issue 31, item 8: an optional extension present but unusable never stops the start; the stack uses its own
// stand-in and says why. The facts are the server's answers (extensionFacts, checked on PostgreSQL by
// optional-extensions.itest.ts); here the rule on each combination.
const pgCron = OPTIONAL_EXTENSIONS.find((e) => e.name === 'pg_cron')!;
const facts = (over: Partial<ExtensionFacts> = {}): ExtensionFacts => ({
  name: 'pg_cron',
  created: false,
  available: true,
  preloaded: true,
  creatable: true,
  standInExists: false,
  cronDatabase: 'portal',
  database: 'portal',
  ...over,
});

describe('choosing pg_cron or the stack’s own cron', () => {
  it('uses the extension when it is installed, preloaded, in its database and creatable, or created already', () => {
    expect(chooseExtension(pgCron, facts())).toMatchObject({ use: 'extension', hidden: false });
    expect(chooseExtension(pgCron, facts({ created: true, preloaded: false }))).toMatchObject({ use: 'extension' });
  });

  it.each([
    [{ available: false }, 'pg_cron is not installed', false],
    [{ preloaded: false }, 'pg_cron is installed but not in shared_preload_libraries', true],
    [{ cronDatabase: null }, 'pg_cron runs jobs in the database postgres (cron.database_name), not portal', true],
    [{ creatable: false }, 'the database user may not create pg_cron (not a superuser)', true],
    [{ standInExists: true }, "this database already has the stack's own cron schema", true],
  ])('stands in when %j: %s', (over, reason, hidden) => {
    expect(chooseExtension(pgCron, facts(over))).toEqual({ extension: pgCron, use: 'stand-in', reason, hidden });
  });

  it('hides from the migrations only what is installed but unusable', () => {
    const choices = [chooseExtension(pgCron, facts({ preloaded: false })), chooseExtension(pgCron, facts({ available: false }))];
    expect(hideUnusableSql(choices)?.create).toMatch(/where name not in \('pg_cron'\)/);
    expect(hideUnusableSql([choices[1]])).toBeUndefined();
  });
});
