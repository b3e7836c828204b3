import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryState } from 'shared-ui';
import { createFakePlatform, fakeSupabase, renderWithStore } from 'shared-ui/testing';
import { CALLER_SHOWS_ERROR } from './base-query';
import { configureRemoteStore } from './configure-store';
import { createRemoteApi } from './create-remote-api';

function makeApi() {
  return createRemoteApi({ reducerPath: 'testApi' })
    .enhanceEndpoints({ addTagTypes: ['rows'] })
    .injectEndpoints({
      endpoints: (build) => ({
        getRows: build.query<{ id: string }[], void>({
          query: () => (db) => db.from('loans').select('*').order('created_at'),
          providesTags: ['rows'],
        }),
        addRow: build.mutation<{ id: number }, { title: string }>({
          query: (row) => (db) => db.from('loans').insert(row).select().single(),
          invalidatesTags: ['rows'],
        }),
        addShownRow: build.mutation<{ id: number }, { title: string }>({
          query: (row) => (db) => db.from('loans').insert(row).select().single(),
          invalidatesTags: ['rows'],
          extraOptions: CALLER_SHOWS_ERROR,
        }),
      }),
    });
}

describe('the base query', () => {
  it('runs the call through the platform supabase client and returns its data', async () => {
    const api = makeApi();
    const db = fakeSupabase({ tables: { loans: [{ id: 'l1' }] } });
    const store = configureRemoteStore(createFakePlatform({ supabase: db.client }), api);
    const result = await store.dispatch(api.endpoints.getRows.initiate());
    expect(db.callsTo('loans')).toHaveLength(1);
    expect(result.data).toEqual([{ id: 'l1' }]);
  });

  const rlsFailure = { code: '42501', message: 'new row violates row-level security policy', status: 403 };

  it('turns a failure into an ApiError and toasts a failed mutation once, at once', async () => {
    const api = makeApi();
    const platform = createFakePlatform({ supabase: fakeSupabase({ failures: { loans: rlsFailure } }).client });
    const store = configureRemoteStore(platform, api);
    const result = await store.dispatch(api.endpoints.addRow.initiate({ title: 'Loan' }));
    expect(result.error).toMatchObject({ status: 403, code: '42501', message: 'You do not have permission to do that.' });
    expect(platform.toast.error).toHaveBeenCalledTimes(1);
    expect(platform.toast.error).toHaveBeenCalledWith('You do not have permission to do that.');
  });

  it('does not toast a failure whose endpoint says the caller shows it, even if the caller catches it late', async () => {
    const api = makeApi();
    const platform = createFakePlatform({ supabase: fakeSupabase({ failures: { loans: rlsFailure } }).client });
    const store = configureRemoteStore(platform, api);
    const pending = store.dispatch(api.endpoints.addShownRow.initiate({ title: 'Loan' }));
    await new Promise((r) => setTimeout(r, 10));
    await expect(pending.unwrap()).rejects.toMatchObject({ status: 403 });
    expect(platform.toast.error).not.toHaveBeenCalled();
  });

  it('reports a thrown network error with status 0', async () => {
    const api = makeApi();
    const db = {
      from: () => {
        throw new TypeError('Failed to fetch');
      },
      auth: {},
    }; // a thrown fetch, which the fake never does
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
        {(rows) => (
          <ul>
            {rows.map((r) => (
              <li key={r.id}>row {r.id}</li>
            ))}
          </ul>
        )}
      </QueryState>
    );
  }

  it('loading -> error with Retry -> data', async () => {
    const api = makeApi();
    const db = fakeSupabase({
      tables: { loans: [{ id: '7' }] },
      failures: { loans: { message: 'TypeError: Failed to fetch', status: 0, on: 'read' } },
    });
    renderWithStore(<Rows api={api} />, api, createFakePlatform({ supabase: db.client }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading rows...');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not reach the server');
    db.fail('loans', null);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('row 7')).toBeInTheDocument();
  });

  it('shows the empty state when there is nothing', async () => {
    const api = makeApi();
    renderWithStore(<Rows api={api} />, api, createFakePlatform({ supabase: fakeSupabase().client }));
    expect(await screen.findByText('No rows')).toBeInTheDocument();
  });
});
