import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakePlatform, fakeSupabase, renderWithStore } from 'shared-ui/testing';
import { contentApi } from '../../../lib/api';
import WealthSecretsPage from './WealthSecretsPage';

// Only the supabase client is faked (no server in DOM tests): the one fake of shared-ui/testing.
const BOOKS = [
  { id: 'b1', title: 'The Wealth Blueprint', path: 'https://example.com/1', cover: 'book_covers/1.png', order_id: 1 },
  { id: 'b2', title: 'Cash Flow Mastery', path: 'https://example.com/2', cover: null, order_id: 2 },
];

it('shows the books, Download first then Subscribe, and admin controls to an admin', async () => {
  renderWithStore(
    <WealthSecretsPage />,
    contentApi,
    createFakePlatform({ role: 'admin', supabase: fakeSupabase({ tables: { elite_books: BOOKS } }).client }),
  );
  expect(await screen.findByRole('article', { name: 'The Wealth Blueprint' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute('href', 'https://example.com/1');
  expect(screen.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', 'https://example.com/2');
  expect(screen.getByRole('button', { name: 'Add Book' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Re-order Books' })).toBeEnabled();
});

it('gives a client no management controls', async () => {
  renderWithStore(
    <WealthSecretsPage />,
    contentApi,
    createFakePlatform({ role: 'client', supabase: fakeSupabase({ tables: { elite_books: BOOKS } }).client }),
  );
  expect(await screen.findByRole('article', { name: 'Cash Flow Mastery' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add Book' })).toBeNull();
  expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
});

it('?focus=<book id> (a search result): that book is highlighted and brought into view, the others not', async () => {
  const scroll = jest.fn();
  Element.prototype.scrollIntoView = scroll;
  window.history.replaceState(null, '', '/wealth-secrets?focus=b2');
  try {
    renderWithStore(
      <WealthSecretsPage />,
      contentApi,
      createFakePlatform({ role: 'client', supabase: fakeSupabase({ tables: { elite_books: BOOKS } }).client }),
    );
    const book = await screen.findByRole('article', { name: 'Cash Flow Mastery' });
    expect(book).toHaveAttribute('data-focused', 'true');
    expect(screen.getByRole('article', { name: 'The Wealth Blueprint' })).not.toHaveAttribute('data-focused');
    expect(scroll.mock.contexts[0]).toBe(book);
  } finally {
    window.history.replaceState(null, '', '/');
  }
});

it('a failed delete is toasted once, with its message, and the confirmation stays open', async () => {
  const fake = fakeSupabase({ tables: { elite_books: BOOKS }, failures: { elite_books: { message: 'boom', code: 'XX000' } } });
  const platform = createFakePlatform({ role: 'admin', supabase: fake.client });
  renderWithStore(<WealthSecretsPage />, contentApi, platform);
  expect(screen.getByRole('heading', { level: 1, name: 'Elite Financial Strategy Series' })).toBeInTheDocument();
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'Delete Cash Flow Mastery' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Delete Book?' });
  expect(dialog).toHaveTextContent('Are you sure you want to delete "Cash Flow Mastery"? This action cannot be undone.');
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(platform.toast.error).toHaveBeenCalled());
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(platform.toast.error).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('alertdialog', { name: 'Delete Book?' })).toBeInTheDocument();
  expect(fake.rows('elite_books')).toHaveLength(2);
});

it('shows the Secret to Wealth Documents panel with the books, not above them while they load (nothing moves down)', async () => {
  renderWithStore(
    <WealthSecretsPage />,
    contentApi,
    createFakePlatform({ role: 'client', supabase: fakeSupabase({ tables: { elite_books: BOOKS } }).client }),
  );
  expect(screen.getByText('Loading wealth secrets...')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Secret to Wealth Documents' })).toBeNull();
  expect(await screen.findByRole('heading', { name: 'Secret to Wealth Documents' })).toBeInTheDocument();
  expect(screen.getByRole('article', { name: 'The Wealth Blueprint' })).toBeInTheDocument();
});
