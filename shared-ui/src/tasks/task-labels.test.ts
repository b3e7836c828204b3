import { dueLabel, DUE_SOON_DAYS, isTaskOverdue, taskBadges, todayIso } from './task-labels';

const today = '2026-12-07';
const task = (task_status: string, task_due_date: string | null) => ({ task_status, task_due_date });

describe('task labels', () => {
  it('Overdue: past its due date and still awaiting completion', () => {
    expect(dueLabel(task('Awaiting Completion', '2026-12-06'), today)).toBe('Overdue');
    expect(dueLabel(task('Awaiting Completion', '2025-01-01'), today)).toBe('Overdue');
    expect(isTaskOverdue(task('Awaiting Completion', '2026-12-06'), today)).toBe(true);
  });

  it('Due soon: due today or within DUE_SOON_DAYS (7), not later', () => {
    expect(DUE_SOON_DAYS).toBe(7);
    expect(dueLabel(task('Awaiting Completion', today), today)).toBe('Due soon');
    expect(dueLabel(task('Awaiting Completion', '2026-12-14'), today)).toBe('Due soon');
    expect(dueLabel(task('Awaiting Completion', '2026-12-15'), today)).toBeNull();
  });

  it('across a month and a year end, on calendar days', () => {
    expect(dueLabel(task('Awaiting Completion', '2027-01-02'), '2026-12-28')).toBe('Due soon');
    expect(dueLabel(task('Awaiting Completion', '2026-12-31'), '2027-01-01')).toBe('Overdue');
  });

  it('a submitted or completed task, or one without a due date, has none', () => {
    expect(dueLabel(task('Submitted', '2026-12-01'), today)).toBeNull();
    expect(dueLabel(task('Completed', '2026-12-01'), today)).toBeNull();
    expect(dueLabel(task('Awaiting Completion', null), today)).toBeNull();
    expect(isTaskOverdue(task('Submitted', '2026-12-01'), today)).toBe(false);
  });

  it('badges: the status first (its tone), then the due label', () => {
    expect(taskBadges(task('Awaiting Completion', '2026-12-01'), today)).toEqual([
      { label: 'Awaiting Completion', tone: 'warning' },
      { label: 'Overdue', tone: 'danger' },
    ]);
    expect(taskBadges(task('Awaiting Completion', '2026-12-09'), today)).toEqual([
      { label: 'Awaiting Completion', tone: 'warning' },
      { label: 'Due soon', tone: 'brand' },
    ]);
    expect(taskBadges(task('Submitted', '2026-12-01'), today)).toEqual([{ label: 'Submitted', tone: 'info' }]);
    expect(taskBadges(task('Completed', null), today)).toEqual([{ label: 'Completed', tone: 'success' }]);
    expect(taskBadges(task('Something else', null), today)).toEqual([{ label: 'Something else', tone: 'neutral' }]);
  });

  it("today is the viewer's local date", () => {
    expect(todayIso(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
