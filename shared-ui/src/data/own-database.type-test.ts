// Type-level tests, run by `npm run typecheck` (never imported, never bundled): the api of a remote with its own
// tables (`createRemoteApi({ ownDatabase: ownDatabase<Database>() })`) hands its endpoints a client typed with the
// remote's generated types and the platform's, with no cast in the remote; a wrong table, column or function name does
// not compile. Each `@ts-expect-error` fails the typecheck (TS2578) if the line under it compiles. The one fake of the
// data boundary takes the same type (`fakeSupabase<Database>`): a remote's test seeds and reads its tables with no cast.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database as CentralDatabase, Tables as CentralTables } from 'shared-ui';
import { createFakePlatform, fakeRealtime, fakeSupabase, type FakeSupabase } from 'shared-ui/testing';
import { createRemoteApi } from './create-remote-api';
import { ownDatabase, type PortalDb } from './portal-db';
import type { Db } from './base-query';
import type { Database, Tables } from './own-database.fixture';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const same = <A, B>(proof: Equal<A, B>) => proof;
/** `typeOf<Expected>()(value, true)` compiles only when `value`'s type is `Expected`. */
const typeOf =
  <Expected>() =>
  <A>(_value: A, proof: Equal<A, Expected>) =>
    proof;

const notesApi = createRemoteApi({ reducerPath: 'notesApi', constraintMessages: {}, ownDatabase: ownDatabase<Database>() });
const plainApi = createRemoteApi({ reducerPath: 'plainApi' });

export const reducerPathsStayInferred = [
  same<typeof notesApi.reducerPath, 'notesApi'>(true),
  same<typeof plainApi.reducerPath, 'plainApi'>(true),
];

type Note = Pick<Tables<'mfe_credit_notes'>, 'id' | 'body'>;

export const ownEndpoints = notesApi.injectEndpoints({
  endpoints: (build) => ({
    getNotes: build.query<Note[], void>({
      query: () => (db) => db.from('mfe_credit_notes').select('id, body').order('created_at', { ascending: false }),
    }),
    addNote: build.mutation<null, { body: string }>({
      query:
        ({ body }) =>
        (db) =>
          db.from('mfe_credit_notes').insert({ body }),
    }),
    // The platform's tables and functions stay typed beside the remote's own.
    getLoans: build.query<{ id: string }[], void>({ query: () => (db) => db.from('loans').select('id') }),
    searchNotes: build.query<{ id: string }[], string>({
      query: (query) => (db) => db.rpc('mfe_credit_search_notes', { query, per_kind: 5 }),
    }),
  }),
});

export const wrongNamesDoNotCompile = notesApi.injectEndpoints({
  endpoints: (build) => ({
    // @ts-expect-error: there is no table mfe_credit_notez
    noTable: build.query<Note[], void>({ query: () => (db) => db.from('mfe_credit_notez').select('id') }),
    noColumnFilter: build.query<Note[], void>({
      // @ts-expect-error: mfe_credit_notes has no column title (filter)
      query: () => (db) => db.from('mfe_credit_notes').select('id').eq('title', 'x'),
    }),
    noColumnInsert: build.mutation<null, void>({
      // @ts-expect-error: mfe_credit_notes has no column title (insert)
      query: () => (db) => db.from('mfe_credit_notes').insert({ body: 'x', title: 'x' }),
    }),
    // @ts-expect-error: body is required (not null, no default)
    noBody: build.mutation<null, void>({ query: () => (db) => db.from('mfe_credit_notes').insert({}) }),
    // @ts-expect-error: mfe_credit_search_notes takes per_kind, not limit
    noArgument: build.query<null, void>({ query: () => (db) => db.rpc('mfe_credit_search_notes', { query: 'x', limit: 5 }) }),
  }),
});

export const withoutOwnDatabase = plainApi.injectEndpoints({
  endpoints: (build) => ({
    // @ts-expect-error: an api without ownDatabase sees the platform's tables only
    notes: build.query<Note[], void>({ query: () => (db) => db.from('mfe_credit_notes').select('id') }),
    clientIsDb: build.query<null, void>({ query: () => (db) => Promise.resolve({ data: typeOf<Db>()(db, true), error: null }) }),
  }),
});

export async function rowsAreTheRemotesTypes(db: PortalDb<Database>) {
  const notes = await db.from('mfe_credit_notes').select('id, body').order('created_at');
  const rows = typeOf<Note[] | null>()(notes.data, true);
  const missing = await db.from('mfe_credit_notes').select('title').single();
  // @ts-expect-error: selecting a missing column gives an error type, not a row with that column
  const _title: unknown = missing.data?.title;
  // A remote's table referencing the platform's (user_id references public.users) embeds it, typed.
  const embedded = await db.from('mfe_credit_notes').select('body, users(email)').single();
  const email = typeOf<{ email: string | null } | undefined>()(embedded.data?.users, true);
  const hits = await db.rpc('mfe_credit_search_notes', { query: 'x', per_kind: 5 });
  const rank = typeOf<number | undefined>()(hits.data?.[0]?.rank, true);
  return [rows, _title, email, rank];
}

/** Code written for the platform's client (`(db: Db) => ...`) takes the typed one: a remote's helpers keep working. */
export const helpersTakeIt = (db: PortalDb<Database>): Db => db;

/** `fakeSupabase<Database>()`: the remote's own tables and functions beside the platform's, with no cast. */
export function fakeOfTheRemote() {
  const fake = fakeSupabase<Database>({
    tables: { mfe_credit_notes: [{ id: 'n1', body: 'Call the bank' }], loans: [{ id: 'l1' }] },
    failures: { 'rpc:mfe_credit_search_notes': { message: 'timeout', on: 'any' }, mfe_credit_notes: { message: 'denied' } },
    rpc: { mfe_credit_search_notes: () => [], get_admin_overview: () => null },
  });
  fake.fail('mfe_credit_notes', null);
  fakeRealtime(fake).update('mfe_credit_notes', { id: 'n1', body: 'Called' });
  return [
    typeOf<Partial<Tables<'mfe_credit_notes'>>[]>()(fake.rows('mfe_credit_notes'), true),
    typeOf<Partial<CentralTables<'loans'>>[]>()(fake.rows('loans'), true),
    typeOf<PortalDb<Database>>()(fake.client, true),
    createFakePlatform({ supabase: fake.client }),
  ];
}

export function wrongOwnNamesDoNotCompile() {
  // @ts-expect-error: there is no table mfe_credit_notez to seed
  fakeSupabase<Database>({ tables: { mfe_credit_notez: [{ id: 'n1' }] } });
  // @ts-expect-error: mfe_credit_notes has no column title
  fakeSupabase<Database>({ tables: { mfe_credit_notes: [{ title: 'x' }] } });
  // @ts-expect-error: no function mfe_credit_search_notez
  fakeSupabase<Database>({ rpc: { mfe_credit_search_notez: () => [] } });
  const fake = fakeSupabase<Database>();
  // @ts-expect-error: there is no table mfe_credit_notez to read
  fake.rows('mfe_credit_notez');
  // @ts-expect-error: a row has no column title
  return fake.rows('mfe_credit_notes')[0]?.title;
}

/** Without a type argument the fake is the central one, exactly as before: every existing test is unchanged. */
export function theDefaultFakeIsTheCentralOne() {
  const fake = fakeSupabase({ tables: { loans: [{ id: 'l1' }] } });
  // @ts-expect-error: the central fake does not know a remote's tables
  fakeSupabase({ tables: { mfe_credit_notes: [{ body: 'x' }] } });
  return [
    same<FakeSupabase, FakeSupabase<Database>>(false),
    typeOf<FakeSupabase>()(fake, true),
    typeOf<SupabaseClient<CentralDatabase>>()(fake.client, true),
    typeOf<Partial<CentralTables<'loans'>>[]>()(fake.rows('loans'), true),
  ];
}
