import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERROR_MESSAGES } from 'shared-ui';
import { createFakePlatform, fakeSupabase, renderWithStore, type FakeFailure } from 'shared-ui/testing';
import { creditApi } from '../../../lib/api';
import { href } from '../../../lib/links';
import { REVOLVING_CARDS, STORE_CARDS } from '../card-kinds';
import { CardsScreen } from './CardsScreen';

// The row holds the masks (the credential vault); reveal_secret answers the sealed values.
const STORE_CARD = {
  id: 'c1',
  user_id: 'u1',
  issuer: 'Home Depot',
  card_type: 'Commercial Revolving',
  credit_limit: '$5,000',
  apr: '17.99%',
  benefits: '1 year to pay',
  requirements: 'EIN',
  application_url: 'javascript:alert(1)',
  account_number: '••••5678',
  username: 'acme_llc',
  password: '••••••••',
  created_at: '2026-11-01T00:00:00Z',
};
const CREDIT_CARD = { ...STORE_CARD, rewards: '2% back', annual_fee: '$95' };

// A refusal that belongs to no field: the form's alert shows it.
const REFUSED: FakeFailure = { message: 'new row violates row-level security policy', code: '42501' };

function renderCards(kind = STORE_CARDS, failures: { store_cards?: FakeFailure } = {}) {
  const sealed: Record<string, string> = { password: 'Sup3r-secret!', account_number: '6035320112345678' };
  const fake = fakeSupabase({
    tables: { store_cards: [STORE_CARD], credit_cards: [CREDIT_CARD] },
    failures,
    rpc: { reveal_secret: (args) => sealed[String(args.secret_field)] },
  });
  const platform = createFakePlatform({ supabase: fake.client });
  return { ...renderWithStore(<CardsScreen kind={kind} />, creditApi, platform), platform, fake };
}

/** Lets anything still pending (a late toast, the store's batched render) happen. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

/** Every place a message can show: the fake platform's toasts (any kind) and the page. */
function timesShown(platform: ReturnType<typeof renderCards>['platform'], message: string) {
  const toastMocks = [platform.toast, platform.toast.error, platform.toast.success];
  const toasts = toastMocks.flatMap((toast) => toast.mock.calls).filter((args) => JSON.stringify(args).includes(message)).length;
  return toasts + screen.queryAllByText(message).length;
}

describe('CardsScreen', () => {
  it('heads the page with its screen title', async () => {
    renderCards();
    expect(await screen.findByRole('heading', { level: 1, name: 'Store Credit Building' })).toBeInTheDocument();
  });

  it('?focus=<card id> (a search result): that card is highlighted and brought into view', async () => {
    const scroll = jest.fn();
    Element.prototype.scrollIntoView = scroll;
    window.history.replaceState(null, '', `${href('store-credit')}?focus=c1`);
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
    const { platform, fake } = renderCards();
    const card = await screen.findByRole('article', { name: 'Home Depot' });
    await user.click(within(card).getByRole('button', { name: 'Copy Password' }));
    await expect(navigator.clipboard.readText()).resolves.toBe('Sup3r-secret!');
    expect(fake.callsTo('rpc:reveal_secret')[0].steps[0][1][0]).toEqual({
      secret_table: 'store_cards',
      secret_id: 'c1',
      secret_field: 'password',
    });
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
    expect(
      within(edit)
        .getAllByRole('textbox')
        .map((i) => i.getAttribute('name')),
    ).toEqual(['issuer', 'card_type', 'credit_limit', 'apr']);
    unmount();

    renderCards(REVOLVING_CARDS);
    const card = await screen.findByRole('article', { name: 'Home Depot' });
    expect(within(card).getByText('2% back')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Edit Home Depot' }));
    const revolvingEdit = screen.getByRole('form', { name: 'Edit Home Depot' });
    expect(
      within(revolvingEdit)
        .getAllByRole('textbox')
        .map((i) => i.getAttribute('name')),
    ).toEqual(['issuer', 'credit_limit', 'apr']);
  });

  it('saves an edit as typed and toasts "Card updated successfully!"', async () => {
    const user = userEvent.setup();
    const { platform, fake } = renderCards();
    await user.click(await screen.findByRole('button', { name: 'Edit Home Depot' }));
    const edit = screen.getByRole('form', { name: 'Edit Home Depot' });
    await user.clear(within(edit).getByLabelText('Credit Limit'));
    await user.type(within(edit).getByLabelText('Credit Limit'), '$7,500');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('article', { name: 'Home Depot' })).toBeInTheDocument();
    expect(platform.toast.success).toHaveBeenCalledWith('Card updated successfully!');
    const update = fake
      .callsTo('store_cards')
      .flatMap((c) => c.steps)
      .find(([name]) => name === 'update');
    expect(update?.[1][0]).toEqual({ issuer: 'Home Depot', card_type: 'Commercial Revolving', credit_limit: '$7,500', apr: '17.99%' });
    expect(fake.rows('store_cards')[0].credit_limit).toBe('$7,500');
  });

  it('adds a store card without the revolving-only columns', async () => {
    const user = userEvent.setup();
    const { platform, fake } = renderCards();
    await user.click(await screen.findByRole('button', { name: '+ Add Card' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Card' });
    await user.type(within(dialog).getByLabelText(/Issuer/), 'Staples');
    await user.click(within(dialog).getByRole('button', { name: 'Add Card' }));
    expect(await screen.findByRole('article', { name: 'Staples' })).toBeInTheDocument();
    expect(platform.toast.success).toHaveBeenCalledWith('Card added successfully!');
    const insert = fake
      .callsTo('store_cards')
      .flatMap((c) => c.steps)
      .find(([name]) => name === 'insert');
    expect(insert?.[1][0]).toMatchObject({ issuer: 'Staples', card_type: null });
    expect(insert?.[1][0]).not.toHaveProperty('rewards');
  });

  // One rule (docs/architecture.md): a Form shows its own failure and its endpoint says so (CALLER_SHOWS_ERROR).
  it('a failed save shows its message exactly once: in the form, never toasted as well', async () => {
    const user = userEvent.setup();
    const { platform } = renderCards(STORE_CARDS, { store_cards: REFUSED });
    await user.click(await screen.findByRole('button', { name: 'Edit Home Depot' }));
    const edit = screen.getByRole('form', { name: 'Edit Home Depot' });
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await within(edit).findByRole('alert')).toHaveTextContent(ERROR_MESSAGES.forbidden);
    await settle();
    expect(timesShown(platform, ERROR_MESSAGES.forbidden)).toBe(1);
    expect(platform.toast.success).not.toHaveBeenCalled();

    await user.click(within(edit).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: '+ Add Card' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Card' });
    await user.type(within(dialog).getByLabelText(/Issuer/), 'Staples');
    await user.click(within(dialog).getByRole('button', { name: 'Add Card' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(ERROR_MESSAGES.forbidden);
    await settle();
    expect(timesShown(platform, ERROR_MESSAGES.forbidden)).toBe(1);
    expect(within(dialog).getByLabelText(/Issuer/)).toHaveValue('Staples');
  });

  it('a failed delete is toasted once by the failed-mutation toast and keeps the card', async () => {
    const user = userEvent.setup();
    const { platform } = renderCards(STORE_CARDS, { store_cards: REFUSED });
    await user.click(await screen.findByRole('button', { name: 'Delete Home Depot' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Delete Card?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(platform.toast.error).toHaveBeenCalledWith(ERROR_MESSAGES.forbidden));
    await settle();
    expect(timesShown(platform, ERROR_MESSAGES.forbidden)).toBe(1);
    expect(screen.getByRole('article', { name: 'Home Depot' })).toBeInTheDocument();
    expect(platform.toast.success).not.toHaveBeenCalled();
  });
});
