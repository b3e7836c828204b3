import { makeTask } from '../../lib/build-out/test-tasks';
import { canSaveActivity, checkActivityStatus, isContactSupport, recentActivities, STATUS_RULE_MESSAGE, type Activity } from './activity';
import { pieSlices, PIE_SLICES, showsPie } from './pie-slices';

describe('activity status rule', () => {
  it('allows completed and in-progress for regular activities', () => {
    expect(checkActivityStatus('completed')).toBeNull();
    expect(checkActivityStatus('in-progress')).toBeNull();
  });
  it('rejects any other status with the spec message', () => {
    for (const s of ['pending', 'urgent', '', 'Completed', 'done']) expect(checkActivityStatus(s)).toBe(STATUS_RULE_MESSAGE);
    expect(STATUS_RULE_MESSAGE).toBe("Only 'completed' or 'in-progress' statuses are allowed for regular activities.");
  });
  it('saves nothing for an empty or blank title', () => {
    expect(canSaveActivity('')).toBe(false);
    expect(canSaveActivity('   ')).toBe(false);
    expect(canSaveActivity('Call the bank')).toBe(true);
  });
  it('knows the Contact Support activity', () => {
    expect(isContactSupport({ title: 'Contact Support' })).toBe(true);
    expect(isContactSupport({ title: ' contact support ' })).toBe(true);
    expect(isContactSupport({ title: 'Contact the bank' })).toBe(false);
  });
});

describe('compliance tasks in the list', () => {
  it('follow the activities (newest first), open ones only, next due first, at most five', () => {
    const activities: Activity[] = [
      { id: '1', title: 'Older', notes: null, status: 'completed', created_at: '2026-11-01T00:00:00Z' },
      { id: '2', title: 'Newer', notes: 'n', status: 'in-progress', created_at: '2026-11-21T00:00:00Z' },
    ];
    const tasks = [
      makeTask(3, { is_compliance: true, task_due_date: '2026-12-10' }),
      makeTask(4, { is_compliance: true, task_due_date: '2026-11-25' }),
      makeTask(5, { is_compliance: true, task_status: 'Completed' }),
      makeTask(6, { is_compliance: false }),
      ...[7, 8, 9, 10, 11].map((p) => makeTask(p, { is_compliance: true, task_due_date: '2027-01-01' })),
    ];
    const list = recentActivities(activities, tasks);
    expect(list.map((i) => (i.kind === 'activity' ? i.activity.title : i.task.position))).toEqual(['Newer', 'Older', 4, 3, 7, 8, 9]);
  });
});

describe('Progress Overview pie', () => {
  it('shows from 2 completed tasks on', () => {
    expect(showsPie(1)).toBe(false);
    expect(showsPie(2)).toBe(true);
  });
  it('has 20 slices, filled in proportion to progress', () => {
    expect(pieSlices(3, 45)).toHaveLength(PIE_SLICES);
    expect(pieSlices(3, 45).filter(Boolean)).toHaveLength(1);
    expect(pieSlices(23, 45).filter(Boolean)).toHaveLength(10);
    expect(pieSlices(45, 45).every(Boolean)).toBe(true);
    expect(pieSlices(0, 0).some(Boolean)).toBe(false);
  });
});
