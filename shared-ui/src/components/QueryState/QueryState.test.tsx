import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render';
import { QueryState, type QueryLike } from './QueryState';

type Rows = string[];
const idle = { isLoading: false, isError: false, refetch: () => undefined };

function renderState(query: QueryLike<Rows>, extra: { errorMessage?: string } = {}) {
  return renderWithTheme(
    <QueryState query={query} loadingLabel="Loading rows..." isEmpty={(rows) => rows.length === 0} empty={<p>No rows yet</p>} {...extra}>
      {(rows) => (
        <ul>
          {rows.map((row) => (
            <li key={row}>{row}</li>
          ))}
        </ul>
      )}
    </QueryState>,
  );
}

describe('QueryState (standalone: any object shaped like a query result)', () => {
  it('loading: announces its label and renders nothing else', () => {
    renderState({ ...idle, isLoading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading rows...');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByText('No rows yet')).not.toBeInTheDocument();
  });

  it('no data yet without a loading flag (e.g. a skipped query) still shows the spinner, never the empty state', () => {
    renderState({ ...idle });
    expect(screen.getByRole('status')).toHaveTextContent('Loading rows...');
    expect(screen.queryByText('No rows yet')).not.toBeInTheDocument();
  });

  it('error: the error’s own message and a Retry that refetches, even when stale data is there', async () => {
    const refetch = jest.fn();
    renderState({ isLoading: false, isError: true, error: { message: 'Could not load the rows.' }, data: ['stale'], refetch });
    expect(screen.getByText('Could not load the rows.')).toBeInTheDocument();
    expect(screen.queryByText('stale')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('error: a generic message when the error has none, or the screen’s own message when given', () => {
    const { unmount } = renderState({ ...idle, isError: true, error: new Error('') });
    expect(screen.getByText('Something went wrong.')).toBeInTheDocument();
    unmount();
    renderState({ ...idle, isError: true, error: { message: 'raw' } }, { errorMessage: 'Accounts could not be loaded.' });
    expect(screen.getByText('Accounts could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByText('raw')).not.toBeInTheDocument();
  });

  it('empty: the empty state when isEmpty(data) holds', () => {
    renderState({ ...idle, data: [] });
    expect(screen.getByText('No rows yet')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('success: children get the data', () => {
    renderState({ ...idle, data: ['first', 'second'] });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['first', 'second']);
  });
});
