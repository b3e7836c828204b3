import { formatDay } from './dates';

it('shows a date column as its calendar day, whatever the time zone, and leaves bad input as is', () => {
  expect(formatDay('2026-11-01')).toBe('Nov 1, 2026');
  expect(formatDay('2026-11-01T23:30:00-08:00')).toBe('Nov 1, 2026');
  expect(formatDay('soon')).toBe('soon');
});
