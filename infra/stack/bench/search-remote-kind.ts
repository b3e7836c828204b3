import type { SupabaseClient } from '@supabase/supabase-js';
import type { TestStack } from '../test/support/test-stack';
import { applyRemoteMigration } from '../src/db/remote-migrations';
import { canaryDb } from '../../release/canary-db';
import { MIGRATION, NOTIFICATION, SEARCH_KIND } from '../../release/testing/credit-notes-feature';

// The search bench's second setting: a remote search kind enabled as a team ships one. The Credit Notes feature's own
// migration (the data-feature journey releases the same SQL) applied as the release tool applies a remote's migration,
// its kinds enabled as the release tool enables a live release's (set_remote_kinds, service role), and NOTES_PER_USER
// notes for every user seeded in one statement. Their words meet the bench's queries ('quill', 'store', 'a', ...).

export const NOTES_PER_USER = Number(process.env.BENCH_SEARCH_NOTES ?? 10);
/** The version the data-feature journey and the deploy rehearsal give the feature's migration. */
const VERSION = '20261207130100';
/** A query that must find the caller's notes once the kind is on (so the bench never times an empty path). */
export const NOTE_QUERY = 'quill';

/** Applies the feature, seeds the notes and enables its kinds; resolves to the number of notes. */
export async function enableCreditNotes(stack: TestStack): Promise<number> {
  await applyRemoteMigration(stack.ctx.db, { remote: 'mfe_credit', version: VERSION, name: 'mfe_credit_notes', sql: MIGRATION });
  // Seeded while the kinds are still off, as a release applies its migration before it switches: the note trigger runs
  // for every row, but a disabled notification kind writes no notification.
  await stack.sql(
    `insert into public.mfe_credit_notes (user_id, body, created_at)
     select u.id, (array['Quillfeather raised the limit to ' || n * 500, 'Store card statement ' || n,
                         'Asked the advisor about a secured card', 'Paid the revolving balance in full'])[1 + n % 4],
            now() - (n || ' days')::interval
       from public.users u cross join generate_series(1, $1::int) as n`,
    [NOTES_PER_USER],
  );
  await stack.sql('analyze public.mfe_credit_notes');
  const missing = await canaryDb(stack.url, stack.serviceKey).setKinds('mfe_credit', [SEARCH_KIND.kind], [NOTIFICATION.kind]);
  if (missing.length) throw new Error(`the migration registered no ${missing.join(', ')}`);
  const [{ notes }] = await stack.sql('select count(*)::int as notes from public.mfe_credit_notes');
  return Number(notes);
}

/** Throws unless the caller's search for NOTE_QUERY finds exactly their own matching notes (at most 5, per_kind). */
export async function expectNoteHits(stack: TestStack, label: string, client: SupabaseClient, userId: string): Promise<number> {
  const { data, error } = await client.rpc('search_portal', { query: NOTE_QUERY });
  if (error || !Array.isArray(data)) throw new Error(`search_portal failed: ${error?.message ?? 'no rows'}`);
  const found = (data as { kind: string }[]).filter((h) => h.kind === SEARCH_KIND.kind).length;
  const [{ own }] = await stack.sql(
    `select least(count(*), 5)::int as own from public.mfe_credit_notes where user_id = $1 and body ilike '%' || $2 || '%'`,
    [userId, NOTE_QUERY],
  );
  if (found === 0 || found !== Number(own))
    throw new Error(`search_portal('${NOTE_QUERY}') as ${label}: ${found} notes, ${String(own)} expected`);
  return found;
}
