// Type-level tests, run by `npm run typecheck` (never imported, never bundled): the api of a remote with its own
// tables (`createRemoteApi({ ownDatabase: ownDatabase<Database>() })`) hands its endpoints a client typed with the
// remote's generated types and the platform's, with no cast in the remote; a wrong table, column or function name does
// not compile. Each `@ts-expect-error` fails the typecheck (TS2578) if the line under it compiles.
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
