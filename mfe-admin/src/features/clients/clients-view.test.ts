import {
  createdArrow,
  lastSeenCell,
  pageCount,
  programCell,
  progressCell,
  providerBadge,
  readClientsView,
  writeClientsView,
} from './clients-view';

describe('clients view in the URL', () => {
  it('defaults to newest first, page 1, no search', () => {
    expect(readClientsView(new URLSearchParams(''))).toEqual({ sort: 'date_desc', page: 1, search: '' });
  });

  it('round-trips a view and leaves defaults out', () => {
    const view = { sort: 'email_asc' as const, page: 3, search: 'smith' };
    const params = writeClientsView(view);
    expect(params.toString()).toBe('sort=email_asc&page=3&q=smith');
    expect(readClientsView(params)).toEqual(view);
    expect(writeClientsView({ sort: 'date_desc', page: 1, search: '  ' }).toString()).toBe('');
  });

  it('ignores an unknown sort and a bad page', () => {
    expect(readClientsView(new URLSearchParams('sort=name&page=-2'))).toEqual({ sort: 'date_desc', page: 1, search: '' });
    expect(readClientsView(new URLSearchParams('page=1.5')).page).toBe(1);
  });

  it('counts pages, at least one', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
  });
});

describe('client row cells', () => {
  it('derives the provider badge (the only word on passwords the list has)', () => {
    expect(providerBadge(true)).toBe('email');
    expect(providerBadge(false)).toBe('oauth');
  });

  it('says where a client stands: progress, program request, last seen', () => {
    expect(progressCell(12, 45)).toBe('12/45');
    expect(progressCell(0, 0)).toBe('-');
    expect(programCell('Advanced Business Build-Out Program', 'contacted')).toBe('Advanced · Contacted');
    expect(programCell('Enterprise Plan Business Build-Out Program', 'new')).toBe('Enterprise · Requested');
    expect(programCell(null, null)).toBe('-');
    const now = new Date(2026, 11, 7, 9, 0);
    expect(lastSeenCell(null, now)).toBe('Never');
    expect(lastSeenCell(new Date(2026, 11, 7, 1, 0).toISOString(), now)).toBe('Today');
    expect(lastSeenCell(new Date(2026, 11, 6, 23, 0).toISOString(), now)).toBe('Yesterday');
    expect(lastSeenCell(new Date(2026, 11, 1, 12, 0).toISOString(), now)).toBe('6 days ago');
  });

  it('shows the direction arrow for date sorts only', () => {
    expect(createdArrow('date_desc')).toBe('↓');
    expect(createdArrow('date_asc')).toBe('↑');
    expect(createdArrow('email_asc')).toBe('');
  });
});
