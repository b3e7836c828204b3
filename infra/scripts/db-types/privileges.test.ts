import { centralPrivileges, parsePrivileges, privilegeDifferences } from './privileges.mjs';

// check:deploy on a project where a team released a remote with migrations: its objects are its migration's to grant.
it("leaves the remotes' own objects (public.<remote>_*) out of the central table, nothing else", () => {
  const database = parsePrivileges(
    [
      'table public.tasks:',
      '  authenticated select',
      'table public.mfe_credit_notes:',
      '  authenticated select, insert, update, delete',
      'function public.mfe_credit_search_notes(text, integer):',
      '  authenticated execute',
      'table public.mfe_creditors: nothing',
      'table private.mfe_credit_shadow: nothing',
      '',
    ].join('\n'),
  );
  const committed = parsePrivileges('table public.tasks:\n  authenticated select\n');
  expect([...centralPrivileges(database).keys()]).toEqual([
    'table public.tasks',
    'table public.mfe_creditors',
    'table private.mfe_credit_shadow',
  ]);
  expect(privilegeDifferences(committed, centralPrivileges(database))).toEqual([
    'table private.mfe_credit_shadow: in the database but not in privileges.txt (a new object: grant it in its migration, then npm run gen:types)',
    'table public.mfe_creditors: in the database but not in privileges.txt (a new object: grant it in its migration, then npm run gen:types)',
  ]);
});
