import { daysBetween, localDate, nextDay } from './dates';
import { currentPhase, formatDays, PHASES, phaseIndexOf } from './phases';
import { progressOf } from './progress';
import { makeTasks } from './test-tasks';

describe('progress', () => {
  it('counts completed tasks out of all and rounds the percent', () => {
    expect(progressOf(makeTasks(3))).toEqual({ completed: 3, total: 45, percent: 7 });
    expect(progressOf(makeTasks(45))).toEqual({ completed: 45, total: 45, percent: 100 });
    expect(progressOf(makeTasks(0))).toEqual({ completed: 0, total: 45, percent: 0 });
  });
  it('is 0% without tasks (no division by zero)', () => {
    expect(progressOf([])).toEqual({ completed: 0, total: 0, percent: 0 });
  });
});

describe('current phase', () => {
  const today = '2026-11-22';

  it('comes from the first task not completed, in build-out order', () => {
    const phase = currentPhase(makeTasks(3), today);
    expect(phase).toMatchObject({ name: 'Business Formation', number: 1, state: 'In Progress' });
    expect(phase?.task?.position).toBe(4);
  });

  it("is Overdue only while its task is the owner's to do: a submitted task waits for the advisor (shared-ui's labels)", () => {
    const late = (status: 'Awaiting Completion' | 'Submitted') =>
      currentPhase(
        makeTasks(3, (p) => (p === 4 ? { task_due_date: '2026-11-21', task_status: status } : {})),
        today,
      )?.state;
    expect(late('Awaiting Completion')).toBe('Overdue');
    expect(late('Submitted')).toBe('In Progress');
  });

  it('is D&B Registration once tasks 1-18 are completed, ready to start', () => {
    const phase = currentPhase(makeTasks(18), today);
    expect(phase).toMatchObject({ name: 'D&B Registration', state: 'Documentation Ready' });
    expect(phase?.task?.position).toBe(19);
  });

  it('does not depend on the order the rows arrive in', () => {
    expect(currentPhase(makeTasks(18).reverse(), today)?.name).toBe('D&B Registration');
  });

  it('is the first phase, not started, for a new client', () => {
    expect(currentPhase(makeTasks(0), today)).toMatchObject({ name: 'Business Formation', state: 'Not Started' });
  });

  it('is Overdue when the first open task is past due', () => {
    const tasks = makeTasks(2, (p) => (p === 3 ? { task_due_date: '2026-11-01' } : {}));
    expect(currentPhase(tasks, today)?.state).toBe('Overdue');
  });

  it('skips a later completed task: the first open one decides', () => {
    const tasks = makeTasks(0, (p) => (p === 20 ? { task_status: 'Completed' } : {}));
    expect(currentPhase(tasks, today)?.name).toBe('Business Formation');
  });

  it('is the last phase, Completed, when every task is completed', () => {
    expect(currentPhase(makeTasks(45), today)).toMatchObject({ name: 'Ongoing Compliance', state: 'Completed', task: null });
  });

  it('lasts from its first due date to its last, both included', () => {
    const tasks = makeTasks(0, (p) => ({ task_due_date: p === 1 ? '2026-11-25' : p === 5 ? '2026-11-27' : '2026-11-26' }));
    expect(currentPhase(tasks, today)?.durationDays).toBe(3);
    expect(formatDays(3)).toBe('3 days');
    expect(formatDays(1)).toBe('1 day');
  });

  it('is null without tasks', () => {
    expect(currentPhase([], today)).toBeNull();
  });

  it('covers every position: a position beyond the template is in the last phase', () => {
    expect(phaseIndexOf(1)).toBe(0);
    expect(phaseIndexOf(19)).toBe(3);
    expect(phaseIndexOf(99)).toBe(PHASES.length - 1);
  });
});

describe('dates', () => {
  it('works on calendar days', () => {
    expect(daysBetween('2026-11-22', '2026-12-01')).toBe(9);
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(localDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
