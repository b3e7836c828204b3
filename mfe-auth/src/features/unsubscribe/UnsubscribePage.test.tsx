import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakePlatform, fakeSupabase, renderWithPlatform } from 'shared-ui/testing';
import { UnsubscribePage } from './UnsubscribePage';

// Only the supabase client (the network boundary: the `unsubscribe` edge function) is faked; the real one runs in
// infra/supabase/tests/notification-mails.itest.ts and the bell journey.

const TOKEN = '6f1c0a4e-7d38-4c8e-9a51-0c2b7d9e4f10.abc';

function open(search: string, failure?: { message: string; status: number }) {
  window.history.pushState({}, '', `/unsubscribe${search}`);
  const supabase = fakeSupabase({
    functions: { unsubscribe: () => ({ unsubscribed: true }) },
    ...(failure ? { failures: { 'functions:unsubscribe': failure } } : {}),
  });
  renderWithPlatform(<UnsubscribePage />, createFakePlatform({ session: null, supabase: supabase.client }));
  return supabase;
}

describe('Unsubscribe', () => {
  it('changes nothing until the button is pressed, then posts the token and confirms', async () => {
    const user = userEvent.setup();
    const supabase = open(`?token=${encodeURIComponent(TOKEN)}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeInTheDocument();
    expect(supabase.callsTo('functions:unsubscribe')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You will no longer receive notification e-mails.');
    expect(supabase.callsTo('functions:unsubscribe')).toEqual([
      { target: 'functions:unsubscribe', steps: [['invoke', [{ token: TOKEN }]]] },
    ]);
  });

  it('says so when the link is refused', async () => {
    const user = userEvent.setup();
    open('?token=forged', { message: 'This unsubscribe link is not valid', status: 403 });
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is not valid.');
  });

  it('offers no button without a token', () => {
    open('');
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    expect(screen.getByText(/This unsubscribe link is not valid/)).toBeInTheDocument();
  });
});
