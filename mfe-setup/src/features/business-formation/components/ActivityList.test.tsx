import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'shared-ui';
import { makeTask } from '../../../lib/build-out/test-tasks';
import { recentActivities, type Activity } from '../activity';
import { ActivityList } from './ActivityList';

const activity = (over: Partial<Activity>): Activity => ({
  id: '1',
  title: 'Call the bank',
  notes: null,
  status: 'in-progress',
  created_at: '2026-11-20T00:00:00Z',
  ...over,
});

function renderList(activities: Activity[], tasks = [makeTask(3, { is_compliance: true, task_name: 'Appoint a registered agent' })]) {
  const handlers = { onEdit: jest.fn(), onDelete: jest.fn(), onContactSupport: jest.fn(), onOpenTask: jest.fn() };
  render(
    <ThemeProvider>
      <ActivityList items={recentActivities(activities, tasks)} {...handlers} />
    </ThemeProvider>,
  );
  return handlers;
}

it('lets the client edit and delete their activities; a compliance task opens its detail', async () => {
  const handlers = renderList([activity({})]);
  const [own, compliance] = screen.getAllByTestId('activity-item');
  expect(own).toHaveTextContent('Call the bank');
  expect(own).toHaveTextContent('In Progress');
  expect(compliance).toHaveTextContent('Appoint a registered agent');
  expect(compliance).toHaveTextContent('Compliance task');
  expect(compliance).toHaveTextContent('Awaiting Completion');
  expect(compliance).not.toHaveTextContent('Urgent');
  expect(compliance.querySelectorAll('button')).toHaveLength(1);
  await userEvent.click(screen.getByRole('button', { name: 'Appoint a registered agent' }));
  expect(handlers.onOpenTask).toHaveBeenCalledWith(expect.objectContaining({ position: 3 }));
  await userEvent.click(screen.getByRole('button', { name: 'Edit Call the bank' }));
  expect(handlers.onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: '1' }));
  await userEvent.click(screen.getByRole('button', { name: 'Delete Call the bank' }));
  expect(handlers.onDelete).toHaveBeenCalled();
});

it('shows a Completed button on a Contact Support activity when done, a way to support before', async () => {
  const handlers = renderList([activity({ id: '2', title: 'Contact Support', status: 'in-progress' })], []);
  await userEvent.click(screen.getByRole('button', { name: 'Contact Support' }));
  expect(handlers.onContactSupport).toHaveBeenCalled();
  expect(screen.queryByRole('button', { name: 'Completed' })).toBeNull();
});

it('shows Completed (nothing more to do) on a done Contact Support activity', () => {
  renderList([activity({ id: '3', title: 'Contact Support', status: 'completed' })], []);
  expect(screen.getByRole('button', { name: 'Completed' })).toBeDisabled();
});

it('marks an activity for the ?focus= highlight (useFocusedRecord), never a compliance task', () => {
  const mark = jest.fn((id: string) => ({ 'data-record-id': id }));
  render(
    <ThemeProvider>
      <ActivityList
        items={recentActivities([activity({})], [makeTask(3, { is_compliance: true })])}
        onEdit={jest.fn()}
        onDelete={jest.fn()}
        onContactSupport={jest.fn()}
        mark={mark}
      />
    </ThemeProvider>,
  );
  const [own, compliance] = screen.getAllByTestId('activity-item');
  expect(own).toHaveAttribute('data-record-id', '1');
  expect(compliance).not.toHaveAttribute('data-record-id');
  expect(mark).toHaveBeenCalledTimes(1);
});
