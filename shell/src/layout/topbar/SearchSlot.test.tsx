import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { todayIso, type RemoteScreens } from 'shared-ui';
import { createFakePlatform, fakeSupabase, renderWithPlatform, seriousAxeViolations, type FakeSupabaseOptions } from 'shared-ui/testing';
import { SearchSlot } from './SearchSlot';

// Unit tests have no server: the rpc is the shared fake's (the palette against the real search_portal is e2e/shell/search.spec.ts).

const SCREENS: RemoteScreens[] = [
  {
    remote: 'mfe_setup',
    sections: { 'BUSINESS SETUP': 30 },
    screens: [
      {
        id: 'home',
        path: '/',
        title: 'Business Formation',
        access: 'signed-in',
        nav: { section: 'BUSINESS SETUP', label: 'Home', order: 1 },
      },
      {
        id: 'documents',
        path: '/documents',
        title: 'Business Documents',
        access: 'signed-in',
        nav: { section: 'BUSINESS SETUP', label: 'Documents', order: 2 },
      },
      {
        id: 'compliance',
        path: '/compliance',
        title: 'Business Compliance',
        access: 'signed-in',
        query: ['focus'],
        nav: { section: 'BUSINESS SETUP', label: 'Compliance', order: 3 },
      },
    ],
  },
  {
    remote: 'mfe_credit',
    sections: { 'CREDIT BUILDING': 40 },
    screens: [
      {
        id: 'store-credit',
        path: '/store-credit',
        title: 'Store Credit Building',
        access: 'signed-in',
        query: ['focus'],
        nav: { section: 'CREDIT BUILDING', label: 'Store Credit', order: 1 },
      },
    ],
  },
  {
    remote: 'mfe_content',
    sections: { SUPPORT: 80 },
    screens: [
      {
        id: 'support',
        path: '/support',
        title: 'Support Chat',
        access: 'signed-in',
        nav: { section: 'SUPPORT', label: 'Support Chat', order: 1 },
      },
    ],
  },
  {
    remote: 'mfe_admin',
    sections: { ADMIN: 10 },
    screens: [
      { id: 'clients', path: '/clients', title: 'Clients', access: 'admin', nav: { section: 'ADMIN', label: 'Clients', order: 1 } },
      { id: 'client', path: '/clients/:id', title: 'Client', access: 'admin' },
      { id: 'conversations', path: '/conversations', title: 'Conversations', access: 'admin' },
    ],
  },
];

const WAYFAIR = { kind: 'store_card', id: 'card-1', title: '\uE000Wayfair\uE001 Professional', context: 'Store', rank: 0.5 };

function setup(
  rpc: FakeSupabaseOptions['rpc'] = { search_portal: () => [WAYFAIR] },
  role: 'client' | 'admin' = 'client',
  idle = true,
  tables: FakeSupabaseOptions['tables'] = {},
) {
  localStorage.clear();
  // The palette's chunk is fetched once the page is idle (single-spa's first mount, then a quiet network) or on first use.
  if (idle) window.dispatchEvent(new Event('single-spa:first-mount'));
  const fake = fakeSupabase({ rpc, tables });
  const platform = createFakePlatform({ supabase: fake.client, screens: SCREENS, role });
  const view = renderWithPlatform(
    <>
      <button type="button">Elsewhere</button>
      <SearchSlot />
    </>,
    platform,
  );
  const queries = () => fake.callsTo('rpc:search_portal').map((c) => (c.steps[0][1][0] as { query: string }).query);
  return { ...view, fake, platform, queries };
}

const box = () => screen.findByRole('combobox', { name: 'Search' });

describe('the search palette', () => {
  it('before the page is idle a stand-in box shows; focusing it brings the palette, focused', async () => {
    setup(undefined, 'client', false);
    const standIn = screen.getByRole('searchbox', { name: 'Search' });
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    act(() => standIn.focus());
    const input = await box();
    await waitFor(() => expect(input).toHaveFocus());
  });

  it('Ctrl-K focuses it, arrows move, Enter opens the record on its screen, Esc gives focus back', async () => {
    const { platform } = setup();
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    elsewhere.focus();
    await userEvent.keyboard('{Control>}k{/Control}');
    const input = await box();
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.keyboard('wayfair');
    const option = await screen.findByRole('option', { name: /Wayfair Professional/ });
    expect(within(option).getByText('Wayfair').tagName).toBe('MARK');
    expect(option).toHaveTextContent('Store card');
    expect(option).toHaveTextContent('in Store Credit Building');
    expect(screen.getByRole('group', { name: 'Store cards' })).toContainElement(option);
    expect(input).toHaveAttribute('aria-expanded', 'true');

    await userEvent.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', option.id);
    expect(option).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    expect(platform.navigate).toHaveBeenCalledWith('/store-credit?focus=card-1');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    expect(elsewhere).toHaveFocus();
  });

  it('`/` focuses it when not typing in a field, and is a character in one', async () => {
    setup();
    const input = await box();
    await userEvent.keyboard('/');
    expect(input).toHaveFocus();
    await userEvent.keyboard('a/b');
    expect(input).toHaveValue('a/b');
  });

  it('asks the server once the typing pauses (debounce), not on every key', async () => {
    const { queries } = setup();
    await userEvent.type(await box(), 'wayfair');
    await screen.findByRole('option', { name: /Wayfair/ });
    expect(queries()).toEqual(['wayfair']);
  });

  it('drops a stale answer: a slow answer to an older query never shows for the newer one', async () => {
    let release: (rows: unknown[]) => void = () => undefined;
    const { queries } = setup({
      search_portal: ({ query }) =>
        query === 'slow'
          ? new Promise((resolve) => {
              release = resolve;
            })
          : [{ kind: 'document', id: 'd1', title: 'Fast lease', context: 'lease', rank: 1 }],
    });
    const input = await box();
    await userEvent.type(input, 'slow');
    await waitFor(() => expect(queries()).toEqual(['slow']));
    await userEvent.clear(input);
    await userEvent.type(input, 'fast');
    await screen.findByRole('option', { name: /Fast lease/ });
    await act(async () => release([{ kind: 'document', id: 'd0', title: 'Slow answer', context: '', rank: 1 }]));
    expect(screen.queryByText('Slow answer')).not.toBeInTheDocument();
    expect(screen.getByRole('option', { name: /Fast lease/ })).toBeInTheDocument();
  });

  it("a task shows its status and due label as every screen does (Overdue, Due soon), not the status's text alone", async () => {
    const inDays = (days: number) => todayIso(new Date(Date.now() + days * 86_400_000));
    const task = (id: string, name: string) => ({
      kind: 'task',
      id,
      title: `\uE000Permit\uE001 ${name}`,
      context: 'Awaiting Completion',
      rank: 1,
    });
    const { fake } = setup(
      { search_portal: () => [task('t1', 'past'), task('t2', 'soon'), task('t3', 'far'), task('t4', 'sent')] },
      'client',
      true,
      {
        tasks: [
          { id: 't1', task_status: 'Awaiting Completion', task_due_date: inDays(-2) },
          { id: 't2', task_status: 'Awaiting Completion', task_due_date: inDays(3) },
          { id: 't3', task_status: 'Awaiting Completion', task_due_date: inDays(30) },
          // The badges come from the task's row, not from the search's context text.
          { id: 't4', task_status: 'Submitted', task_due_date: inDays(-2) },
          { id: 't9', task_status: 'Awaiting Completion', task_due_date: inDays(-9) },
        ],
      },
    );
    await userEvent.type(await box(), 'permit');
    const past = await screen.findByRole('option', { name: /Permit past/ });
    expect(within(past).getByText('Awaiting Completion')).toBeInTheDocument();
    expect(within(past).getByText('Overdue')).toBeInTheDocument();
    expect(past).toHaveTextContent('Build-out task');
    expect(past).toHaveTextContent('in Business Compliance');
    const soon = screen.getByRole('option', { name: /Permit soon/ });
    expect(within(soon).getByText('Due soon')).toBeInTheDocument();
    expect(within(soon).queryByText('Overdue')).not.toBeInTheDocument();
    const far = screen.getByRole('option', { name: /Permit far/ });
    expect(far).not.toHaveTextContent(/Overdue|Due soon/);
    const sent = screen.getByRole('option', { name: /Permit sent/ });
    expect(within(sent).getByText('Submitted')).toBeInTheDocument();
    expect(sent).not.toHaveTextContent(/Awaiting Completion|Overdue|Due soon/);
    expect(screen.getByRole('group', { name: 'Build-out tasks' })).toContainElement(past);
    // One read of the tasks found, by their ids (none when the search found no task).
    expect(fake.callsTo('tasks').map((c) => c.steps.find(([op]) => op === 'in')?.[1])).toEqual([['id', ['t1', 't2', 't3', 't4']]]);
  });

  it('a search that finds no task reads no tasks', async () => {
    const { fake } = setup();
    await userEvent.type(await box(), 'wayfair');
    await screen.findByRole('option', { name: /Wayfair Professional/ });
    expect(fake.callsTo('tasks')).toEqual([]);
  });

  it("says No results for 'x' when nothing matches", async () => {
    setup({ search_portal: () => [] });
    await userEvent.type(await box(), 'zzqx');
    expect(await screen.findByText("No results for 'zzqx'")).toBeInTheDocument();
  });

  it('a failed search says so and keeps the query; Try again searches it again', async () => {
    const { fake } = setup();
    fake.fail('rpc:search_portal', { message: 'Server error', status: 500 });
    const input = await box();
    await userEvent.type(input, 'wayfair');
    expect(await screen.findByRole('alert')).toHaveTextContent('Search failed');
    expect(input).toHaveValue('wayfair');
    fake.fail('rpc:search_portal', null);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('option', { name: /Wayfair/ })).toBeInTheDocument();
    expect(input).toHaveValue('wayfair');
  });

  it('finds screens by title and section, role-aware, and shows server text as text', async () => {
    setup({ search_portal: () => [{ kind: 'document', id: 'd1', title: '<img src=x onerror="alert(1)">', context: '', rank: 1 }] });
    const input = await box();
    await userEvent.type(input, 'business');
    const docs = await screen.findByRole('option', { name: /Business Documents/ });
    await screen.findByText('<img src=x onerror="alert(1)">');
    expect(within(screen.getByRole('group', { name: 'Screens' })).getAllByRole('option')).toHaveLength(3); // Formation, Documents, Compliance
    expect(docs).toHaveTextContent('BUSINESS SETUP');
    expect(screen.getByText('<img src=x onerror="alert(1)">')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    await userEvent.clear(input);
    await userEvent.type(input, 'clients');
    await screen.findByRole('option', { name: /img/ });
    expect(screen.queryByRole('option', { name: /^Clients/ })).not.toBeInTheDocument();
  });

  it('an admin finds the admin screens, and clients open on their own page', async () => {
    const { platform } = setup(
      { search_portal: () => [{ kind: 'client', id: 'c9', title: 'Quentin', context: 'q@x.test', rank: 1 }] },
      'admin',
    );
    await userEvent.type(await box(), 'clients');
    expect(await screen.findByRole('option', { name: /^Clients/ })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('option', { name: /Quentin/ }));
    expect(platform.navigate).toHaveBeenCalledWith('/clients/c9');
  });

  it("a message opens the client's Support Chat, and for an admin its conversation in the inbox", async () => {
    const hit = { kind: 'message', id: 'm7', title: 'My \uE000EIN\uE001 letter', context: 'Advisor · Nov 20, 2026', rank: 1 };
    const client = setup({ search_portal: () => [hit] });
    await userEvent.type(await box(), 'ein');
    await userEvent.click(await screen.findByRole('option', { name: /EIN letter/ }));
    expect(client.platform.navigate).toHaveBeenCalledWith('/support?focus=m7');
    client.unmount();

    const admin = setup({ search_portal: () => [hit] }, 'admin');
    await userEvent.type(await box(), 'ein');
    const option = await screen.findByRole('option', { name: /EIN letter/ });
    expect(option).toHaveTextContent('Conversations');
    await userEvent.click(option);
    expect(admin.platform.navigate).toHaveBeenCalledWith('/conversations?focus=m7');
  });

  it('keeps recent searches per user and offers them in the empty box', async () => {
    setup();
    const input = await box();
    await userEvent.type(input, 'wayfair');
    await screen.findByRole('option', { name: /Wayfair/ });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(JSON.parse(localStorage.getItem('portal.search.recent.u1') ?? '[]')).toEqual(['wayfair']);
    input.blur();
    await userEvent.click(input);
    const recent = await screen.findByRole('option', { name: /wayfair/ });
    expect(screen.getByRole('listbox', { name: 'Recent searches' })).toContainElement(recent);
    await userEvent.click(recent);
    expect(input).toHaveValue('wayfair');
  });

  it('the open palette has no serious axe violation', async () => {
    const { container } = setup();
    await userEvent.type(await box(), 'business');
    await screen.findByRole('option', { name: /Wayfair/ });
    await userEvent.keyboard('{ArrowDown}');
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});
