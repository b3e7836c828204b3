// The feature a team adds to mfe-credit alone (written into a throwaway copy of the repository, repository-copy.ts,
// after `npm run new-screen`): its own table with policies and grants, a search kind and a notification kind in its own
// migration (`mfe-credit/supabase/migrations`), the remote's api typed with its own tables (`ownDatabase<Database>()`,
// `src/lib/api.ts`), the screen reading and writing the table with no cast, and the kinds declared beside its screens
// (`src/screens.ts`). Its migration is checked on the database by infra/release/kinds.itest.ts and timed by the search
// bench; the whole feature is released on the local stack by the data-feature journey (e2e/shell/data-feature.spec.ts),
// and the hosted way by the deploy rehearsal (infra/scripts/deploy-rehearse.ts, e2e/deploy/rehearsal.spec.ts).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const SCREEN = { id: 'credit-notes', path: '/credit-notes', title: 'Credit Notes', section: 'CREDIT BUILDING' };
/** `npm run <these>` in the copy scaffolds the screen the feature fills in. */
export const NEW_SCREEN = [
  'new-screen',
  '-w',
  'mfe-credit',
  '--',
  '--id',
  SCREEN.id,
  '--path',
  SCREEN.path,
  '--title',
  SCREEN.title,
  '--section',
  SCREEN.section,
];
export const SEARCH_KIND = { kind: 'mfe_credit_note', label: 'Credit note', group: 'Credit notes' };
export const NOTIFICATION = { kind: 'mfe_credit_note_added', title: 'Note added' };

/** The feature's own migration (`mfe-credit/supabase/migrations/<version>_mfe_credit_notes.sql`); the search bench applies it too. */
export const MIGRATION = `-- Credit notes: each user's own notes, found by the top-bar search and announced in the bell.
create table mfe_credit_notes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.users (id) on delete cascade,
  body text not null check (length(body) between 1 and 500),
  created_at timestamptz not null default now()
);
alter table mfe_credit_notes enable row level security;
create policy "own notes" on mfe_credit_notes for all to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
grant select, insert, update, delete on mfe_credit_notes to authenticated;
-- Every search by every user runs the search kind below: the policy's column leads the index, so a search reads the
-- caller's own notes, not all of them (without it, 0.2 ms became 11 ms at 100,000 notes, growing with every note).
create index mfe_credit_notes_user_id_created_at_idx on mfe_credit_notes (user_id, created_at desc);

-- The search kind: the caller's notes (security invoker: the policy above decides).
create function mfe_credit_search_notes(query text, per_kind integer)
returns table (id uuid, title text, context text, rank real)
language sql stable security invoker set search_path = '' as $$
  select n.id, n.body, 'Credit note', 1::real from public.mfe_credit_notes n
   where n.body ilike '%' || query || '%' order by n.created_at desc limit per_kind
$$;
revoke execute on function mfe_credit_search_notes(text, integer) from public, anon;
grant execute on function mfe_credit_search_notes(text, integer) to authenticated;
insert into public.remote_search_kinds (kind, remote, fn) values ('${SEARCH_KIND.kind}', 'mfe_credit', 'mfe_credit_search_notes');

-- The notification kind: its owner hears of each note added.
insert into public.notification_kinds (kind, screen, remote) values ('${NOTIFICATION.kind}', '${SCREEN.id}', 'mfe_credit');
create function mfe_credit_note_added() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.notifications (user_id, kind, title, body, screen)
  values (new.user_id, '${NOTIFICATION.kind}', '${NOTIFICATION.title}', new.body, '');
  return null;
end $$;
revoke execute on function mfe_credit_note_added() from public, anon, authenticated;
create trigger mfe_credit_note_added after insert on mfe_credit_notes for each row execute function mfe_credit_note_added();
`;

const API = `import { CALLER_SHOWS_ERROR } from 'shared-ui/data';
import { creditApi } from '../../../lib/api';
import type { CreditNote } from '../credit-notes';

/** The caller's credit notes (RLS keeps each user to their own), newest first; adding one. */
export const creditNotesApi = creditApi.enhanceEndpoints({ addTagTypes: ['credit-notes'] }).injectEndpoints({
  endpoints: (build) => ({
    getCreditNotes: build.query<CreditNote[], void>({
      query: () => (db) => db.from('mfe_credit_notes').select('id, body, created_at').order('created_at', { ascending: false }),
      providesTags: ['credit-notes'],
    }),
    addCreditNote: build.mutation<null, { body: string }>({
      extraOptions: CALLER_SHOWS_ERROR,
      query:
        ({ body }) =>
        (db) =>
          db.from('mfe_credit_notes').insert({ body: body.trim() }),
      invalidatesTags: ['credit-notes'],
    }),
  }),
});

export const { useGetCreditNotesQuery, useAddCreditNoteMutation } = creditNotesApi;
`;

// The remote's api typed with its own tables (src/database.types.ts, npm run gen:types -w mfe-credit): its endpoints'
// client reads mfe_credit_notes with the generated row types, no cast.
const API_IMPORT = [
  "import { createRemoteApi } from 'shared-ui/data';\n",
  "import { createRemoteApi, ownDatabase } from 'shared-ui/data';\nimport type { Database } from '../database.types';\n",
] as const;
const API_OPTIONS = [
  "createRemoteApi({ constraintMessages: CONSTRAINT_MESSAGES, reducerPath: 'creditApi' });",
  `createRemoteApi({
  constraintMessages: CONSTRAINT_MESSAGES,
  reducerPath: 'creditApi',
  ownDatabase: ownDatabase<Database>(),
});`,
] as const;

const ROW = `import type { Tables } from '../../database.types';

/** One note of the Credit Notes screen. */
export type CreditNote = Pick<Tables<'mfe_credit_notes'>, 'id' | 'body' | 'created_at'>;
`;

const PAGE = `import { Card, CardBody, EmptyState, PageHeader, QueryState } from 'shared-ui';
import { Form, FormTextField, useForm } from 'shared-ui/forms';
import { title } from '../../../lib/links';
import { useAddCreditNoteMutation, useGetCreditNotesQuery } from '../api/credit-notes-api';

/** The Credit Notes screen (mfe-credit): the caller's notes, and a form adding one. */
export function CreditNotesPage() {
  const query = useGetCreditNotesQuery();
  const [addNote] = useAddCreditNoteMutation();
  const form = useForm<{ body: string }>({ defaultValues: { body: '' } });
  return (
    <>
      <PageHeader title={title('credit-notes')} />
      <Form form={form} aria-label="Add a note" onSubmit={(values) => addNote(values).unwrap()} onSuccess={() => form.reset()} submitLabel="Add Note" busyLabel="Adding..." inline>
        <FormTextField form={form} name="body" label="Note" rules={{ required: 'Write a note' }} />
      </Form>
      <QueryState query={query} loadingLabel="Loading..." isEmpty={(rows) => rows.length === 0} empty={<EmptyState title="Nothing here yet" />}>
        {(rows) => (
          <Card>
            <CardBody>
              <ul aria-label="Notes">
                {rows.map((row) => (
                  <li key={row.id}>{row.body}</li>
                ))}
              </ul>
            </CardBody>
          </Card>
        )}
      </QueryState>
    </>
  );
}

export default CreditNotesPage;
`;

const KINDS = `  searchKinds: { ${SEARCH_KIND.kind}: { label: '${SEARCH_KIND.label}', group: '${SEARCH_KIND.group}', screen: '${SCREEN.id}' } },
  notificationKinds: { ${NOTIFICATION.kind}: '${SCREEN.id}' },
`;

/** `file` with each `[from, to]` replaced; throws when `from` is not there (the file changed: update this feature). */
function replaceIn(file: string, ...changes: (readonly [string, string])[]): void {
  let text = readFileSync(file, 'utf8');
  for (const [from, to] of changes) {
    if (!text.includes(from)) throw new Error(`${file}: no \`${from.trim()}\` to change`);
    text = text.replace(from, to);
  }
  writeFileSync(file, text);
}

/** Writes the feature into mfe-credit of `copy`, where `new-screen` has scaffolded the screen `SCREEN`. */
export function writeCreditNotes(copy: string, migrationVersion: string): void {
  const remote = join(copy, 'mfe-credit');
  const feature = join(remote, 'src/features', SCREEN.id);
  mkdirSync(join(remote, 'supabase/migrations'), { recursive: true });
  writeFileSync(join(remote, 'supabase/migrations', `${migrationVersion}_mfe_credit_notes.sql`), MIGRATION);
  writeFileSync(join(feature, `${SCREEN.id}.ts`), ROW);
  writeFileSync(join(feature, 'api', `${SCREEN.id}-api.ts`), API);
  writeFileSync(join(feature, 'components', 'CreditNotesPage.tsx'), PAGE);
  replaceIn(join(remote, 'src/lib/api.ts'), API_IMPORT, API_OPTIONS);
  replaceIn(join(remote, 'src/screens.ts'), ['  links: [],\n', `  links: [],\n${KINDS}`]);
}
