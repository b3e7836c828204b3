import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakePlatform, fakeSupabase, renderWithStore } from 'shared-ui/testing';
import { adminApi } from '../../../lib/api';
import { ClientTasks } from './ClientTasks';

const tasks = [
  {
    id: 't1',
    user_id: 'c1',
    position: 1,
    task_name: 'Get an EIN',
    task_due_date: '2020-01-01',
    task_priority: 'High',
    task_status: 'Awaiting Completion',
  },
  {
    id: 't2',
    user_id: 'c1',
    position: 2,
    task_name: 'Open a bank account',
    task_due_date: null,
    task_priority: 'Medium',
    task_status: 'Completed',
  },
];

// Typing and clicking in jsdom are slow on a busy machine.
jest.setTimeout(30_000);

describe('ClientTasks', () => {
  it('lists what the client submitted: the admin confirms it, or sends it back with a note', async () => {
    const submitted = {
      ...tasks[0],
      task_status: 'Submitted',
      submission_note: 'Filed online, letter attached.',
      submitted_at: '2026-12-07T10:00:00Z',
    };
    const fake = fakeSupabase({ tables: { tasks: [submitted, tasks[1]] } });
    renderWithStore(<ClientTasks userId="c1" />, adminApi, createFakePlatform({ supabase: fake.client }));
    const item = await screen.findByTestId('submitted-task');
    expect(screen.getByText('Waiting for your review (1)')).toBeInTheDocument();
    expect(item).toHaveTextContent('Filed online, letter attached.');
    // A submitted task is not overdue: the client did their part.
    expect(within(await screen.findByRole('row', { name: /Get an EIN/ })).queryByText('Overdue')).toBeNull();
    await userEvent.click(within(item).getByRole('button', { name: 'Confirm Get an EIN' }));
    expect(fake.callsTo('rpc:review_task')[0].steps[0]).toEqual(['rpc', [{ task_id: 't1', decision: 'complete' }]]);

    await userEvent.click(within(item).getByRole('button', { name: 'Send back Get an EIN' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send back' }));
    expect(await screen.findByText('Say what is missing: the client reads this note.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Note for the client/), 'The EIN letter is missing.');
    await userEvent.click(screen.getByRole('button', { name: 'Send back' }));
    await screen.findByText('Waiting for your review (1)');
    expect(fake.callsTo('rpc:review_task')[1].steps[0]).toEqual([
      'rpc',
      [{ task_id: 't1', decision: 'return', note: 'The EIN letter is missing.' }],
    ]);
  });

  it('lists the build-out with its progress and what is overdue; the admin sets a status', async () => {
    const fake = fakeSupabase({ tables: { tasks } });
    renderWithStore(<ClientTasks userId="c1" />, adminApi, createFakePlatform({ supabase: fake.client }));
    const ein = await screen.findByRole('row', { name: /Get an EIN/ });
    expect(within(ein).getByText('Overdue')).toBeInTheDocument();
    expect(screen.getByText('1 of 2 completed')).toBeInTheDocument();
    await userEvent.selectOptions(within(ein).getByRole('combobox', { name: 'Status of Get an EIN' }), 'Completed');
    expect(await screen.findByText('2 of 2 completed')).toBeInTheDocument();
    expect(fake.rows('tasks')[0]).toMatchObject({ id: 't1', task_status: 'Completed' });
  });

  it('toasts a failed status change once (the select shows no failure of its own)', async () => {
    const fake = fakeSupabase({ tables: { tasks }, failures: { tasks: { code: '42501', message: 'permission denied for table tasks' } } });
    const platform = createFakePlatform({ supabase: fake.client });
    renderWithStore(<ClientTasks userId="c1" />, adminApi, platform);
    const ein = await screen.findByRole('row', { name: /Get an EIN/ });
    await userEvent.selectOptions(within(ein).getByRole('combobox', { name: 'Status of Get an EIN' }), 'Completed');
    await screen.findByText('1 of 2 completed');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(platform.toast.error).toHaveBeenCalledTimes(1);
    expect(platform.toast.error).toHaveBeenCalledWith('You do not have permission to do that.');
    expect(screen.queryByText('You do not have permission to do that.')).not.toBeInTheDocument();
  });
});
