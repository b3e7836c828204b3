import { dayNumber, todayIso } from './dates';

describe('dates', () => {
  it('counts calendar days without time zones', () => {
    expect(dayNumber('1970-01-02')).toBe(1);
    expect((dayNumber('2026-03-01') ?? 0) - (dayNumber('2026-02-28') ?? 0)).toBe(1);
    expect(dayNumber('')).toBeNull();
    expect(dayNumber('12/01/2026')).toBeNull();
  });

  it("gives today in the user's calendar", () => {
    expect(todayIso(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
