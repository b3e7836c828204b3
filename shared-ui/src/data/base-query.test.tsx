import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryState } from 'shared-ui';
import { createFakePlatform, renderWithStore } from 'shared-ui/testing';
import { configureRemoteStore } from './configure-store';
import { createRemoteApi } from './create-remote-api';

// The supabase client is the faked boundary (no server in unit tests): a `from()` whose builder answers as supabase-js does.
type Answer = { data: unknown; error: unknown; status: number };
function fakeDb(answers: Answer[]) {
  const from = jest.fn(() => {
    const builder = {
      select: () => builder,
      insert: () => builder,
      order: () => builder,
      single: () => builder,
      then: (resolve: (a: Answer) => unknown) => Promise.resolve(answers.shift() ?? { data: [], error: null, status: 200 }).then(resolve),
    };
    return builder;
  });
  return { from, auth: {} };
}

function makeApi() {
  return createRemoteApi({ reducerPath: 'testApi' })
    .enhanceEndpoints({ addTagTypes: ['rows'] })
    .injectEndpoints({
      endpoints: (build) => ({
        getRows: build.query<{ id: number }[], void>({ query: () => (db) => db.from('loans').select('*').order('created_at'), providesTags: ['rows'] }),
        addRow: build.mutation<{ id: number }, { title: string }>({ query: (row) => (db) => db.from('loans').insert(row).select().single(), invalidatesTags: ['rows'] }),
      }),
    });
}

describe('the base query', () => {
  it('runs the call through the platform supabase client and returns its data', async () => {
    const api = makeApi();
    const db = fakeDb([{ data: [{ id: 1 }], error: null, status: 200 }]);
    const store = configureRemoteStore(createFakePlatform({ supabase: db }), api);
    const result = await store.dispatch(api.endpoints.getRows.initiate());
    expect(db.from).toHaveBeenCalledWith('loans');
    expect(result.data).toEqual([{ id: 1 }]);
  });

  it('turns a failure into an ApiError and toasts a failed mutation nobody handled', async () => {
    const api = makeApi();
    const platform = createFakePlatform({ supabase: fakeDb([{ data: null, error: { code: '42501', message: 'new row violates row-level security policy' }, status: 403 }]) });
    const store = configureRemoteStore(platform, api);
    const result = await store.dispatch(api.endpoints.addRow.initiate({ title: 'Loan' }));
    expect(result.error).toMatchObject({ status: 403, code: '42501', message: 'You do not have permission to do that.' });
    await waitFor(() => expect(platform.toast.error).toHaveBeenCalledWith('You do not have permission to do that.'));
  });

  it('does not toast a failure the caller marked handled', async () => {
    const { markHandled } = await import('shared-ui');
    const api = makeApi();
    const platform = createFakePlatform({ supabase: fakeDb([{ data: null, error: { code: '23505', message: 'dup' }, status: 409 }]) });
    const store = configureRemoteStore(platform, api);
    await store.dispatch(api.endpoints.addRow.initiate({ title: 'Loan' })).unwrap().catch(markHandled);
    await new Promise((r) => setTimeout(r, 10));
    expect(platform.toast.error).not.toHaveBeenCalled();
  });

  it('reports a thrown network error with status 0', async () => {
    const api = makeApi();
    const db = { from: () => { throw new TypeError('Failed to fetch'); }, auth: {} };
    const store = configureRemoteStore(createFakePlatform({ supabase: db }), api);
    const result = await store.dispatch(api.endpoints.getRows.initiate());
    expect(result.error).toMatchObject({ status: 0, message: 'Could not reach the server. Check your connection and try again.' });
  });
});

describe('QueryState with a real query', () => {
  function Rows({ api }: { api: ReturnType<typeof makeApi> }) {
    const query = api.useGetRowsQuery();
    return (
      <QueryState query={query} loadingLabel="Loading rows..." isEmpty={(rows) => rows.length === 0} empty={<p>No rows</p>}>
        {(rows) => <ul>{rows.map((r) => <li key={r.id}>row {r.id}</li>)}</ul>}
      </QueryState>
    );
  }

  it('loading -> error with Retry -> data', async () => {
    const api = makeApi();
    const db = fakeDb([
      { data: null, error: { message: 'TypeError: Failed to fetch', code: '' }, status: 0 },
      { data: [{ id: 7 }], error: null, status: 200 },
    ]);
    renderWithStore(<Rows api={api} />, api, createFakePlatform({ supabase: db }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading rows...');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not reach the server');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('row 7')).toBeInTheDocument();
  });

  it('shows the empty state when there is nothing', async () => {
    const api = makeApi();
    renderWithStore(<Rows api={api} />, api, createFakePlatform({ supabase: fakeDb([{ data: [], error: null, status: 200 }]) }));
    expect(await screen.findByText('No rows')).toBeInTheDocument();
  });
});
