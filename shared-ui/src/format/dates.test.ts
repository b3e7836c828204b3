import { formatClockTime, formatDateTime, formatDay, formatLocalDay, formatLongDate } from './dates';

/** Intl's en-US output with its spaces as plain spaces (ICU puts a narrow no-break space before AM/PM). */
const intl = (options: Intl.DateTimeFormatOptions, date: Date) =>
  new Intl.DateTimeFormat('en-US', options).format(date).replace(/\s/g, ' ');

/** Every month, and every hour of a day, with minutes and seconds on both sides of ten. */
const moments = [
  ...Array.from({ length: 12 }, (_, month) => new Date(2026, month, month + 1, 9, 5, 7)),
  ...Array.from({ length: 24 }, (_, hour) => new Date(2027, 1, 28, hour, hour * 2, 59 - hour)),
  new Date(1999, 11, 31, 23, 59, 59),
  new Date(2000, 0, 1, 0, 0, 0),
];

it('shows a date column as its calendar day, whatever the time zone, and leaves bad input as is', () => {
  expect(formatDay('2026-11-01')).toBe('Nov 1, 2026');
  expect(formatDay('2026-11-01T23:30:00-08:00')).toBe('Nov 1, 2026');
  expect(formatDay('soon')).toBe('soon');
  for (const date of moments) {
    const day = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
    expect(formatDay(day)).toBe(intl({ year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }, new Date(`${day}T00:00:00Z`)));
  }
});

it("shows a moment as its day in the viewer's time zone, as Intl's medium date does, and leaves bad input as is", () => {
  expect(formatLocalDay('not a date')).toBe('not a date');
  for (const date of moments) expect(formatLocalDay(date.toISOString())).toBe(intl({ dateStyle: 'medium' }, date));
});

describe('formatDateTime', () => {
  it('writes a moment as date and time in en-US, and leaves what is not a date as it is', () => {
    expect(formatDateTime('2026-11-25T20:15:00Z')).toMatch(/^Nov 2[56], 2026, \d{1,2}:\d{2} [AP]M$/);
    expect(formatDateTime('not a date')).toBe('not a date');
  });

  it("writes what Intl's medium date and short time write", () => {
    for (const date of moments) expect(formatDateTime(date.toISOString())).toBe(intl({ dateStyle: 'medium', timeStyle: 'short' }, date));
  });
});

it("formatLongDate and formatClockTime write what Intl's long date and time with seconds write", () => {
  expect(formatLongDate(new Date(2026, 10, 28, 22, 45, 9))).toBe('Saturday, November 28, 2026');
  expect(formatClockTime(new Date(2026, 10, 28, 22, 45, 9))).toBe('10:45:09 PM');
  expect(formatClockTime(new Date(2026, 10, 28, 0, 0, 0))).toBe('12:00:00 AM');
  for (const date of moments) {
    expect(formatLongDate(date)).toBe(intl({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }, date));
    expect(formatClockTime(date)).toBe(intl({ hour: 'numeric', minute: '2-digit', second: '2-digit' }, date));
  }
});
