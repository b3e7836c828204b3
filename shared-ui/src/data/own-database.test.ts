import { createFakePlatform, fakeSupabase } from 'shared-ui/testing';
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
