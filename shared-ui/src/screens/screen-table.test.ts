import { screenLinks, tryHref } from './screen-links';
import { compositionProblems, createScreenTable } from './screen-table';
import type { RemoteScreens } from './screen-declarations';

const admin: RemoteScreens = {
  remote: 'mfe_admin',
  sections: { ADMIN: 10 },
  screens: [
    { id: 'admin-home', path: '/', title: 'Admin Overview', access: 'admin' },
    { id: 'client', path: '/clients/:id', title: 'Client', access: 'admin', query: ['tab'] },
    { id: 'inbox', path: '/inbox', title: 'Inbox', access: 'admin', query: ['conversation', 'focus'] },
    {
      id: 'requests',
      path: '/clients/requests',
      title: 'Requests',
      access: 'admin',
      nav: { section: 'ADMIN', label: 'Requests', order: 2 },
    },
  ],
};
const setup: RemoteScreens = {
  remote: 'mfe_setup',
  notFound: true,
  sections: { 'BUSINESS SETUP': 30, SUPPORT: 60 },
  links: ['client'],
  screens: [
    { id: 'home', path: '/', title: 'Home', access: 'signed-in', nav: { section: 'BUSINESS SETUP', label: 'Home', order: 1 } },
    {
      id: 'account',
      path: '/account',
      title: 'My Account',
      access: 'signed-in',
      nav: { section: 'SUPPORT', label: 'My Account', order: 1 },
    },
  ],
};
const auth: RemoteScreens = { remote: 'mfe_auth', screens: [{ id: 'signin', path: '/signin', title: 'Sign In', access: 'public' }] };

describe('createScreenTable', () => {
  const table = createScreenTable([setup, auth, admin]);

  it('gives `/` to the most restrictive screen the session may open, whatever the declaration order', () => {
    expect(table.screenFor('/', 'admin')?.id).toBe('admin-home');
    expect(table.screenFor('/', 'client')?.id).toBe('home');
    expect(table.screenFor('/', null)).toBeNull();
  });

  it('prefers static segments, ignores a trailing slash, and fills parameters', () => {
    expect(table.screenFor('/clients/requests/', 'admin')?.id).toBe('requests');
    expect(table.screenFor('/clients/abc', 'admin')?.id).toBe('client');
    expect(table.href('client', { id: 'a b' })).toBe('/clients/a%20b');
    expect(() => table.href('client')).toThrow(/parameter id is missing/);
    expect(() => table.href('nope')).toThrow(/No live remote declares the screen 'nope'/);
  });

  it('tryHref: a path from stored data, or null when the screen is not live or a parameter is missing', () => {
    expect(tryHref(table, 'client', { id: 'a b', extra: 1 })).toBe('/clients/a%20b');
    expect(tryHref(table, 'account', null)).toBe('/account');
    expect(tryHref(table, 'client', {})).toBeNull();
    expect(tryHref(table, 'client', { id: '' })).toBeNull();
    expect(tryHref(table, 'client', { id: 7 })).toBeNull();
    expect(tryHref(table, 'client', 'id')).toBeNull();
    expect(tryHref(table, 'nope', {})).toBeNull();
  });

  it('keeps the declared query parameters given, in declaration order, and drops any other', () => {
    expect(table.href('inbox', { focus: 'm 1', conversation: 'c1', other: 'x' })).toBe('/inbox?conversation=c1&focus=m+1');
    expect(table.href('client', { id: 'c7', tab: 'notes' })).toBe('/clients/c7?tab=notes');
    expect(table.href('inbox', { conversation: '' })).toBe('/inbox');
    // A chat notification's stored params: the conversation it is about opens (its duplicate `id` is dropped).
    expect(tryHref(table, 'inbox', { id: 'c1', conversation: 'c1' })).toBe('/inbox?conversation=c1');
    expect(tryHref(table, 'inbox', { conversation: 7, focus: '' })).toBe('/inbox');
    expect(tryHref(table, 'client', { id: 'c7', tab: 'notes', conversation: 'c1' })).toBe('/clients/c7?tab=notes');
    expect(tryHref(table, 'account', { focus: 'x' })).toBe('/account');
  });

  it('orders sections by the declared positions and knows the public paths and the not-found remote', () => {
    expect(table.sections.map((s) => s.label)).toEqual(['ADMIN', 'BUSINESS SETUP', 'SUPPORT']);
    expect(table.isPublic('/signin')).toBe(true);
    expect(table.isPublic('/account')).toBe(false);
    expect(table.notFoundRemote).toBe('mfe_setup');
  });
});

describe("a remote's kinds in the table", () => {
  it('knows the search and notification kinds the live remotes declare, and no other', () => {
    const credit: RemoteScreens = {
      remote: 'mfe_credit',
      screens: [{ id: 'credit-notes', path: '/credit-notes', title: 'Credit notes', access: 'signed-in' }],
      searchKinds: { mfe_credit_note: { label: 'Credit note', group: 'Credit notes', screen: 'credit-notes' } },
      notificationKinds: { mfe_credit_note_added: 'credit-notes' },
    };
    const table = createScreenTable([setup, credit]);
    expect(table.searchKind?.('mfe_credit_note')).toEqual({ label: 'Credit note', group: 'Credit notes', screen: 'credit-notes' });
    expect(table.notificationScreen?.('mfe_credit_note_added')).toBe('credit-notes');
    expect(table.searchKind?.('document')).toBeUndefined();
    expect(createScreenTable([setup]).notificationScreen?.('mfe_credit_note_added')).toBeUndefined();
  });
});

describe('compositionProblems', () => {
  it('accepts a clean composition', () => {
    expect(compositionProblems([setup, auth, admin])).toEqual([]);
  });

  it('names an id or a path another remote owns, a section at two positions, a dangling link', () => {
    const credit: RemoteScreens = {
      remote: 'mfe_credit',
      sections: { SUPPORT: 70 },
      links: ['gone'],
      screens: [
        { id: 'account', path: '/credit-account', title: 'A', access: 'signed-in', nav: { section: 'SUPPORT', label: 'A', order: 2 } },
        { id: 'other', path: '/clients/:key', title: 'B', access: 'admin' },
      ],
    };
    expect(compositionProblems([setup, auth, admin, credit])).toEqual([
      "screen id 'account' is declared by mfe_setup and mfe_credit",
      'path /clients/:key (admin) is owned by mfe_admin and mfe_credit',
      'section SUPPORT is at position 60 for mfe_setup and 70 for mfe_credit',
      "mfe_credit links to the screen 'gone', which no live remote declares",
    ]);
  });

  it("names a remote's kind not named with its prefix or opening a screen it does not declare", () => {
    const credit: RemoteScreens = {
      remote: 'mfe_credit',
      screens: [{ id: 'credit-notes', path: '/credit-notes', title: 'Credit notes', access: 'signed-in' }],
      searchKinds: {
        mfe_credit_note: { label: 'Note', group: 'Notes', screen: 'credit-notes' },
        note: { label: 'Note', group: 'Notes', screen: 'credit-notes' },
      },
      notificationKinds: { mfe_credit_note_added: 'account' },
    };
    expect(compositionProblems([setup, auth, admin, credit])).toEqual([
      "mfe_credit: search kind 'note' is not named mfe_credit_<name>",
      "mfe_credit: notification kind 'mfe_credit_note_added' opens the screen 'account', which it does not declare",
    ]);
  });

  it('names a screen dropped while another remote links to it', () => {
    const dropped = { ...admin, screens: admin.screens.filter((s) => s.id !== 'client') };
    expect(compositionProblems([setup, auth, dropped])).toEqual(["mfe_setup links to the screen 'client', which no live remote declares"]);
  });
});

describe('screenLinks', () => {
  const links = screenLinks({
    remote: 'mfe_admin',
    screens: [
      { id: 'client', path: '/clients/:id', title: 'Client', access: 'admin' },
      { id: 'inbox', path: '/inbox', title: 'Inbox', access: 'admin', query: ['client', 'filter'] },
    ],
  } as const);

  it("href keeps a screen's declared query parameters (typed: another name does not compile)", () => {
    expect(links.href('inbox')).toBe('/inbox');
    expect(links.href('inbox', { client: 'c 7', filter: 'all' })).toBe('/inbox?client=c+7&filter=all');
    expect(links.href('client', { id: 'c7' })).toBe('/clients/c7');
    // @ts-expect-error: `tab` is not declared by the inbox
    expect(links.href('inbox', { tab: 'x' })).toBe('/inbox');
  });
});
