import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlatformProvider, ThemeProvider, type RemoteScreens, type Tables } from 'shared-ui';
import { createFakePlatform, fakeRealtime, fakeSupabase, renderWithPlatform, type FakeSupabase } from 'shared-ui/testing';
import { Bell } from './Bell';

// The bell on the one fake of the data boundary (its Realtime channel too): the count, the panel, opening a
// notification's screen, live arrivals and the refetch after a reconnect. e2e/shell/notification-bell.spec.ts
// runs it against the real stack.

const screens: RemoteScreens[] = [
  {
    remote: 'mfe_admin',
    screens: [
      { id: 'client', path: '/clients/:id', title: 'Client', access: 'admin' },
      { id: 'conversations', path: '/conversations', title: 'Conversations', access: 'admin', query: ['conversation', 'focus'] },
    ],
  },
  { remote: 'mfe_setup', screens: [{ id: 'account', path: '/account', title: 'My Account', access: 'signed-in' }] },
  {
    remote: 'mfe_credit',
    screens: [{ id: 'credit-notes', path: '/credit-notes', title: 'Credit notes', access: 'signed-in', query: ['focus'] }],
    notificationKinds: { mfe_credit_note_added: 'credit-notes' },
  },
];

const row = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  user_id: 'u1',
  kind: 'payment_recorded',
  title: `Payment ${id}`,
  body: `Body ${id}`,
  screen: 'account',
  params: {},
  created_at: '2026-11-27T10:00:00Z',
  read_at: null,
  ...over,
});

function setup(rows: ReturnType<typeof row>[], pushEnabled = true) {
  const fake: FakeSupabase = fakeSupabase({
    tables: { notifications: rows, notification_preferences: [{ user_id: 'u1', push_enabled: pushEnabled }] },
  });
  const platform = createFakePlatform({ supabase: fake.client, screens });
  renderWithPlatform(<Bell wanted want={jest.fn()} />, platform);
  return { fake, platform };
}

const bell = () => screen.getByRole('button', { name: /^Notifications/ });
/**
 * A notification stored on the server and broadcast by the database to its user's topic, as the
 * realtime.broadcast_changes trigger sends it (another user's topic is not the bell's: only its user may join it).
 */
const arrives = (fake: FakeSupabase, operation: 'INSERT' | 'UPDATE', given: Partial<Tables<'notifications'>> & { id: string }) => {
  const realtime = fakeRealtime(fake);
  if (operation === 'INSERT') realtime.insert('notifications', given);
  else realtime.update('notifications', given);
  const record = fake.rows('notifications').find((r) => r.id === given.id);
  realtime.broadcast(`notifications:${String(record?.user_id)}`, 'notification', {
    operation,
    table: 'notifications',
    schema: 'public',
    record,
    old_record: operation === 'UPDATE' ? { id: given.id } : null,
  });
};
/** Resolves once the bell's one channel has joined. */
const joined = (fake: FakeSupabase) =>
  waitFor(() =>
    expect(
      fakeRealtime(fake)
        .channels()
        .map((c) => c.state),
    ).toEqual(['joined']),
  );

describe('NotificationBell', () => {
  it('is one button from the first paint: a click before its live part has arrived opens the panel once it is there', async () => {
    const fake = fakeSupabase({ tables: { notifications: [row('n1')], notification_preferences: [] } });
    const platform = createFakePlatform({ supabase: fake.client, screens });
    const want = jest.fn();
    const { rerender } = renderWithPlatform(<Bell wanted={false} want={want} />, platform);
    const first = bell();
    await userEvent.click(first);
    expect(want).toHaveBeenCalled();
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-busy', 'true');
    rerender(
      <PlatformProvider platform={platform}>
        <ThemeProvider>
          <Bell wanted want={want} />
        </ThemeProvider>
      </PlatformProvider>,
    );
    const panel = await screen.findByRole('region', { name: 'Notifications' });
    expect(await within(panel).findByRole('button', { name: /Unread: Payment n1/ })).toBeInTheDocument();
    // The same element all along: nothing swapped under the pointer.
    expect(bell()).toBe(first);
    await waitFor(() => expect(first).toHaveAccessibleName('Notifications, 1 unread'));
    expect(first).not.toHaveAttribute('aria-busy');
  });

  it('counts the unread ones, lists them, and opens a notification’s screen with its parameters (marked read)', async () => {
    const { fake, platform } = setup([
      row('n1', { kind: 'new_client', title: 'New client: Ada', screen: 'client', params: { id: 'c7' } }),
      row('n2', { read_at: '2026-11-27T11:00:00Z' }),
    ]);
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'));
    await userEvent.click(bell());
    const panel = await screen.findByRole('region', { name: 'Notifications' });
    await userEvent.click(await within(panel).findByRole('button', { name: /Unread: New client: Ada/ }));
    expect(platform.navigate).toHaveBeenCalledWith('/clients/c7', { replace: false });
    await waitFor(() => expect(fake.rows('notifications').find((r) => r.id === 'n1')?.read_at).toEqual(expect.any(String)));
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('opens the conversation a chat notification is about (its declared query parameter kept)', async () => {
    const { platform } = setup([
      row('n1', {
        kind: 'chat_message',
        title: 'New message from Ada',
        screen: 'conversations',
        params: { id: 'c9', conversation: 'c9' },
      }),
    ]);
    await userEvent.click(bell());
    await userEvent.click(await screen.findByRole('button', { name: /New message from Ada/ }));
    expect(platform.navigate).toHaveBeenCalledWith('/conversations?conversation=c9', { replace: false });
  });

  it("a remote's own kind (compiled nowhere) opens the screen its live release declares for it", async () => {
    const { platform } = setup([
      row('n1', { kind: 'mfe_credit_note_added', title: 'Note added', screen: 'credit-notes-old', params: { focus: 'n7' } }),
    ]);
    await userEvent.click(bell());
    await userEvent.click(await screen.findByRole('button', { name: /Note added/ }));
    expect(platform.navigate).toHaveBeenCalledWith('/credit-notes?focus=n7', { replace: false });
  });

  it('a notification of a screen no live remote declares (or missing its parameter) is marked read, goes nowhere and says so', async () => {
    const { fake, platform } = setup([
      row('n1', { title: 'Old screen', screen: 'renamed-away' }),
      row('n2', { title: 'No id', screen: 'client', params: {}, created_at: '2026-11-26T10:00:00Z' }),
    ]);
    await userEvent.click(bell());
    await userEvent.click(await screen.findByRole('button', { name: /Old screen/ }));
    await userEvent.click(bell());
    await userEvent.click(await screen.findByRole('button', { name: /No id/ }));
    expect(platform.navigate).not.toHaveBeenCalled();
    expect(platform.toast).toHaveBeenCalledTimes(2);
    expect(platform.toast).toHaveBeenCalledWith('The page this notification opens is not available now.', { kind: 'info' });
    await waitFor(() => expect(fake.rows('notifications').every((r) => r.read_at !== null)).toBe(true));
  });

  it('joins its own private channel; a new one is counted, announced and toasted', async () => {
    const { fake, platform } = setup([]);
    await joined(fake);
    expect(fakeRealtime(fake).channels()[0].topic).toBe('notifications:u1');
    expect(fakeRealtime(fake).channels()[0].config).toEqual({ private: true });
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications'));
    await waitFor(() => expect(fake.callsTo('notification_preferences')).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0))); // the preference's answer is in the store
    act(() => arrives(fake, 'INSERT', row('n9', { user_id: 'someone-else', title: 'Not mine' })));
    act(() => arrives(fake, 'INSERT', row('n3', { title: 'Task completed: Register' })));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread')); // the fake has no RLS: the count reads the table
    expect(screen.getByRole('status')).toHaveTextContent('New notification: Task completed: Register');
    expect(platform.toast).toHaveBeenCalledTimes(1);
    expect(platform.toast).toHaveBeenCalledWith('Task completed: Register', { kind: 'info', description: 'Body n3' });
  });

  it('with push notifications off, a new one is counted and announced but not toasted', async () => {
    const { fake, platform } = setup([], false);
    await waitFor(() => expect(fakeRealtime(fake).channels()).toHaveLength(1));
    await waitFor(() => expect(fake.callsTo('notification_preferences')).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0))); // the preference's answer is in the store
    act(() => arrives(fake, 'INSERT', row('n4', { title: 'Quiet' })));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'));
    expect(screen.getByRole('status')).toHaveTextContent('New notification: Quiet');
    expect(platform.toast).not.toHaveBeenCalled();
  });

  it('read in another tab: the count follows; after a reconnect it asks again (nothing missed stays missed)', async () => {
    const { fake, platform } = setup([row('n1')]);
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'));
    act(() => arrives(fake, 'UPDATE', { id: 'n1', read_at: '2026-11-27T12:00:00Z' }));
    expect(platform.toast).not.toHaveBeenCalled();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications'));
    const reads = fake.callsTo('notifications').length;
    act(() => fakeRealtime(fake).reconnect());
    await waitFor(() => expect(fake.callsTo('notifications').length).toBeGreaterThan(reads));
  });

  it('reads the count again once its channel has joined (a row saved before the join is heard by neither)', async () => {
    const { fake } = setup([]);
    const countReads = () => fake.callsTo('notifications').filter((c) => c.steps.some(([op]) => op === 'is')).length;
    await joined(fake);
    await waitFor(() => expect(countReads()).toBe(2));
  });

  it('leaves its channel when it goes away', async () => {
    const fake = fakeSupabase({ tables: { notifications: [] } });
    const { unmount } = renderWithPlatform(<Bell wanted want={jest.fn()} />, createFakePlatform({ supabase: fake.client, screens }));
    await waitFor(() => expect(fakeRealtime(fake).channels()).toHaveLength(1));
    unmount();
    expect(fakeRealtime(fake).channels()).toEqual([]);
    expect(fake.client.removeChannel).toHaveBeenCalledTimes(1);
  });
});
