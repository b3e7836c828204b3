import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakePlatform, renderWithStore } from 'shared-ui/testing';
import { creditApi } from '../../app/api';
import { createFakeDb } from '../../testing/fake-db';
import { REVOLVING_CARDS, STORE_CARDS } from './card-kinds';
import { CardsScreen } from './components/CardsScreen';

const CARD = {
  id: 'c1', user_id: 'u1', issuer: 'Home Depot', card_type: 'Commercial Revolving', credit_limit: '$5,000', apr: '17.99%',
  benefits: '1 year to pay', requirements: 'EIN', application_url: 'javascript:alert(1)', account_number: '••••5678',
  username: 'acme_llc', password: '••••••••', rewards: '2% back', annual_fee: '$95', created_at: '2026-11-01T00:00:00Z',
};

function renderCards(kind = STORE_CARDS) {
  // The row holds the masks (the credential vault); reveal_secret answers the sealed values.
  const sealed: Record<string, string> = { password: 'Sup3r-secret!', account_number: '6035320112345678' };
  const { db, calls } = createFakeDb({ store_cards: [CARD], credit_cards: [CARD] }, {}, {
    reveal_secret: (args) => sealed[String(args.secret_field)],
  });
  const platform = createFakePlatform({ supabase: db });
  return { ...renderWithStore(<CardsScreen kind={kind} />, creditApi, platform), calls };
}

describe('CardsScreen', () => {
  it('?focus=<card id> (a search result): that card is highlighted and brought into view', async () => {
    const scroll = jest.fn();
    Element.prototype.scrollIntoView = scroll;
    window.history.replaceState(null, '', '/store-credit?focus=c1');
    try {
      renderCards();
      const card = await screen.findByRole('article', { name: 'Home Depot' });
      expect(card).toHaveAttribute('data-focused', 'true');
      expect(scroll.mock.contexts[0]).toBe(card);
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('shows a card with limits as typed and its secrets masked until revealed', async () => {
    const user = userEvent.setup();
    renderCards();
    const card = await screen.findByRole('article', { name: 'Home Depot' });
    expect(within(card).getByText('$5,000')).toBeInTheDocument();
    expect(within(card).getByText('••••5678')).toBeInTheDocument();
    expect(card).not.toHaveTextContent('6035320112345678');
    expect(card).not.toHaveTextContent('Sup3r-secret!');
    await user.click(within(card).getByRole('button', { name: 'Show Password' }));
    expect(await within(card).findByText('Sup3r-secret!')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Hide Password' }));
    expect(card).not.toHaveTextContent('Sup3r-secret!');
  });

  it('copies the real password while masked and toasts the spec message', async () => {
    const user = userEvent.setup();
    const { platform, calls } = renderCards();
    const card = await screen.findByRole('article', { name: 'Home Depot' });
    await user.click(within(card).getByRole('button', { name: 'Copy Password' }));
    await expect(navigator.clipboard.readText()).resolves.toBe('Sup3r-secret!');
    expect(calls.find((c) => c.table === 'rpc:reveal_secret')?.steps[0][1][0]).toEqual({ secret_table: 'store_cards', secret_id: 'c1', secret_field: 'password' });
    expect(platform.toast.success).toHaveBeenCalledWith('Password copied to clipboard!');
  });

  it('renders no Apply Now link for a script URL', async () => {
    renderCards();
    const card = await screen.findByRole('article', { name: 'Home Depot' });
    expect(within(card).queryByRole('link')).toBeNull();
  });

  it('store edit covers issuer, card type, limit and APR; revolving shows rewards and edits issuer, limit, APR', async () => {
    const user = userEvent.setup();
    const { unmount } = renderCards();
    await user.click(await screen.findByRole('button', { name: 'Edit Home Depot' }));
    const edit = screen.getByRole('form', { name: 'Edit Home Depot' });
    expect(within(edit).getAllByRole('textbox').map((i) => i.getAttribute('name'))).toEqual(['issuer', 'card_type', 'credit_limit', 'apr']);
    unmount();

    renderCards(REVOLVING_CARDS);
    const card = await screen.findByRole('article', { name: 'Home Depot' });
    expect(within(card).getByText('2% back')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Edit Home Depot' }));
    const revolvingEdit = screen.getByRole('form', { name: 'Edit Home Depot' });
    expect(within(revolvingEdit).getAllByRole('textbox').map((i) => i.getAttribute('name'))).toEqual(['issuer', 'credit_limit', 'apr']);
  });

  it('saves an edit as typed and toasts "Card updated successfully!"', async () => {
    const user = userEvent.setup();
    const { platform, calls } = renderCards();
    await user.click(await screen.findByRole('button', { name: 'Edit Home Depot' }));
    const edit = screen.getByRole('form', { name: 'Edit Home Depot' });
    await user.clear(within(edit).getByLabelText('Credit Limit'));
    await user.type(within(edit).getByLabelText('Credit Limit'), '$7,500');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('article', { name: 'Home Depot' })).toBeInTheDocument();
    expect(platform.toast.success).toHaveBeenCalledWith('Card updated successfully!');
    const update = calls.find((c) => c.steps.some(([name]) => name === 'update'));
    expect(update?.steps.find(([name]) => name === 'update')?.[1][0]).toEqual({ issuer: 'Home Depot', card_type: 'Commercial Revolving', credit_limit: '$7,500', apr: '17.99%' });
  });
});
