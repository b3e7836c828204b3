import { createFakePlatform, fakeRealtime, fakeSupabase } from 'shared-ui/testing';
import { configureRemoteStore } from './configure-store';
import { createRemoteApi } from './create-remote-api';
import type { Database, Tables } from './own-database.fixture';
import { ownDatabase } from './portal-db';

type Note = Pick<Tables<'mfe_credit_notes'>, 'id' | 'body'>;

function notesApi() {
  return createRemoteApi({ reducerPath: 'notesApi', ownDatabase: ownDatabase<Database>() })
    .enhanceEndpoints({ addTagTypes: ['notes'] })
    .injectEndpoints({
      endpoints: (build) => ({
        getNotes: build.query<Note[], void>({
          query: () => (db) => db.from('mfe_credit_notes').select('id, body'),
          providesTags: ['notes'],
        }),
        addNote: build.mutation<null, { body: string }>({
          query:
            ({ body }) =>
            (db) =>
              db.from('mfe_credit_notes').insert({ body }),
          invalidatesTags: ['notes'],
        }),
        getLoans: build.query<{ id: string }[], void>({ query: () => (db) => db.from('loans').select('id') }),
        searchNotes: build.query<Database['public']['Functions']['mfe_credit_search_notes']['Returns'], string>({
          query: (query) => (db) => db.rpc('mfe_credit_search_notes', { query, per_kind: 5 }),
        }),
      }),
    });
}

describe("an api with the remote's own database", () => {
  it("runs its endpoints on the platform's one client: the remote's tables and the platform's", async () => {
    const api = notesApi();
    const db = fakeSupabase({ tables: { loans: [{ id: 'l1' }] } });
    const store = configureRemoteStore(createFakePlatform({ supabase: db.client }), api);

    await store.dispatch(api.endpoints.addNote.initiate({ body: 'Quarterly review' })).unwrap();
    const notes = await store.dispatch(api.endpoints.getNotes.initiate());
    const loans = await store.dispatch(api.endpoints.getLoans.initiate());

    expect(notes.data).toEqual([expect.objectContaining({ body: 'Quarterly review' })]);
    expect(loans.data).toEqual([{ id: 'l1' }]);
    expect(db.callsTo('mfe_credit_notes').map((c) => c.steps[0][0])).toEqual(['insert', 'select']);
  });
});

describe("the fake typed with the remote's own database (fakeSupabase<Database>)", () => {
  const seeded = () =>
    fakeSupabase<Database>({
      tables: { mfe_credit_notes: [{ id: 'n1', body: 'Call the bank' }], loans: [{ id: 'l1' }] },
      rpc: { mfe_credit_search_notes: ({ query }) => [{ id: 'n1', title: String(query), context: '', rank: 1 }] },
    });

  it("seeds its own table beside the platform's, and reads the rows the screen wrote", async () => {
    const api = notesApi();
    const db = seeded();
    const store = configureRemoteStore(createFakePlatform({ supabase: db.client }), api);

    expect((await store.dispatch(api.endpoints.getNotes.initiate())).data).toEqual([{ id: 'n1', body: 'Call the bank' }]);
    await store.dispatch(api.endpoints.addNote.initiate({ body: 'Quarterly review' })).unwrap();

    expect(db.rows('mfe_credit_notes').map((n) => n.body)).toEqual(['Call the bank', 'Quarterly review']);
    expect(db.rows('loans')).toEqual([{ id: 'l1' }]);
  });

  it('answers its own functions and fails its own table', async () => {
    const api = notesApi();
    const db = seeded();
    db.fail('mfe_credit_notes', { message: 'permission denied for table mfe_credit_notes', code: '42501', status: 403 });
    const store = configureRemoteStore(createFakePlatform({ supabase: db.client }), api);

    const hits = await store.dispatch(api.endpoints.searchNotes.initiate('bank'));
    const added = await store.dispatch(api.endpoints.addNote.initiate({ body: 'x' }));

    expect(hits.data).toEqual([{ id: 'n1', title: 'bank', context: '', rank: 1 }]);
    expect(added).toEqual({ error: expect.objectContaining({ status: 403 }) });
    expect(db.rows('mfe_credit_notes')).toHaveLength(1);
  });

  it("pushes its own table's rows through Realtime", () => {
    const db = seeded();
    const changes: unknown[] = [];
    db.client
      .channel('notes')
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'mfe_credit_notes' }, (p) => changes.push(p.new))
      .subscribe();

    fakeRealtime(db).insert('mfe_credit_notes', { id: 'n2', body: 'From another tab' });

    expect(changes).toEqual([{ id: 'n2', body: 'From another tab' }]);
    expect(db.rows('mfe_credit_notes')).toHaveLength(2);
  });
});
