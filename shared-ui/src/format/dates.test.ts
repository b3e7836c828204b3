import { formatDateTime, formatDay } from './dates';

it('shows a date column as its calendar day, whatever the time zone, and leaves bad input as is', () => {
  expect(formatDay('2026-11-01')).toBe('Nov 1, 2026');
  expect(formatDay('2026-11-01T23:30:00-08:00')).toBe('Nov 1, 2026');
  expect(formatDay('soon')).toBe('soon');
});

describe('formatDateTime', () => {
  it('writes a moment as date and time in en-US, and leaves what is not a date as it is', () => {
    expect(formatDateTime('2026-11-25T20:15:00Z')).toMatch(/^Nov 2[56], 2026, \d{1,2}:15\s?[AP]M$/);
    expect(formatDateTime('not a date')).toBe('not a date');
  });
});
