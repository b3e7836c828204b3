import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakePlatform, fakeSupabase, FakeTusUpload, renderWithStore } from 'shared-ui/testing';
import { setupApi } from '../../lib/api';
import { makeTask } from '../../lib/build-out/test-tasks';
import { SCREENS } from '../../screens';
import { TaskDetailDialog } from './TaskDetailDialog';

// The upload's transport (tus-js-client) is played by the test: jsdom has no server.
jest.mock('tus-js-client', () => jest.requireActual('shared-ui/testing').fakeTusModule);
beforeEach(() => FakeTusUpload.reset());

// Only the supabase client is faked (no server in unit tests): the database's own rules are in
// infra/supabase/tests/task-submissions.itest.ts.
const bankTask = makeTask(7, { id: 't7', template_id: 7, task_name: 'Open a business bank account', task_due_date: '2020-01-01' });
const templates = [
  { id: 7, action_screen: 'bank-accounts', action_label: 'Add your bank account' },
  { id: 9, action_screen: 'no-such-screen', action_label: 'Nowhere' },
];

function renderDialog(task = bankTask) {
  const fake = fakeSupabase({
    tables: { task_templates: templates as never },
    rpc: {
      submit_task: (args) => ({ ...task, ...args, task_status: 'Submitted' }),
      submit_task_with_file: () => ({ ...task, task_status: 'Submitted', submission_document_id: 'd1' }),
    },
  });
  const platform = createFakePlatform({ supabase: fake.client, screens: [SCREENS] });
  const onClose = jest.fn();
  renderWithStore(<TaskDetailDialog task={task} onClose={onClose} />, setupApi, platform);
  return { fake, platform, onClose };
}

// Typing in jsdom is slow on a busy machine.
jest.setTimeout(30_000);

describe('TaskDetailDialog', () => {
  it('shows the status and due label, and opens the screen where the task is done', async () => {
    const { platform } = renderDialog();
    expect(screen.getByText('Awaiting Completion')).toBeInTheDocument();
    expect(screen.getByText('Overdue')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Add your bank account' }));
    expect(platform.navigate).toHaveBeenCalledWith('/bank');
  });

  it('offers no link to a screen no live remote declares', async () => {
    const { fake } = renderDialog(makeTask(9, { template_id: 9 }));
    await screen.findByRole('button', { name: "I've done this" });
    await new Promise((r) => setTimeout(r, 0));
    expect(fake.callsTo('task_templates')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Nowhere' })).toBeNull();
  });

  it('"Ask my advisor" opens Support Chat about this task', async () => {
    const { platform } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Ask my advisor' }));
    expect(platform.navigate).toHaveBeenCalledWith('/support?task=t7');
  });

  it('"I\'ve done this" sends the note for review', async () => {
    const { fake, platform, onClose } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: "I've done this" }));
    await userEvent.type(screen.getByLabelText('Note for your advisor (optional)'), 'Opened at First Bank.');
    await userEvent.click(screen.getByRole('button', { name: 'Send for review' }));
    await screen.findByRole('dialog');
    expect(fake.callsTo('rpc:submit_task')[0].steps[0]).toEqual(['rpc', [{ task_id: 't7', note: 'Opened at First Bank.' }]]);
    expect(platform.toast.success).toHaveBeenCalledWith('Sent to your advisor');
    expect(onClose).toHaveBeenCalled();
  });

  it('"I\'ve done this" with a file: the upload, then one call that records the file and submits the task', async () => {
    const { fake, platform } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: "I've done this" }));
    await userEvent.upload(screen.getByLabelText(/^Proof/), new File(['%PDF-1.4'], 'bank letter.pdf', { type: 'application/pdf' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send for review' }));
    await waitFor(() => expect(FakeTusUpload.latest()?.started).toBe(true));
    const upload = FakeTusUpload.latest()!;
    const path = upload.options.metadata!.objectName;
    expect(path).toMatch(/^u1\/\d+_bank_letter\.pdf$/);
    await act(async () => upload.succeed('user-documents', path));
    await waitFor(() => expect(platform.toast.success).toHaveBeenCalledWith('Sent to your advisor'));
    expect(fake.callsTo('rpc:submit_task_with_file').map((c) => c.steps[0])).toEqual([
      ['rpc', [{ task_id: 't7', file_path: path, file_name: 'bank letter.pdf' }]],
    ]);
    // One write: no document row written beside it, no second call.
    expect(fake.callsTo('business_documents')).toEqual([]);
    expect(fake.callsTo('rpc:submit_task')).toEqual([]);
  });

  it("a submitted task waits for the advisor; a returned one shows the advisor's note", () => {
    renderDialog(makeTask(7, { task_status: 'Submitted', submission_note: 'Done at First Bank.', task_due_date: '2020-01-01' }));
    expect(screen.getByTestId('task-submitted')).toHaveTextContent('Your note: Done at First Bank.');
    expect(screen.queryByText('Overdue')).toBeNull();
    expect(screen.queryByRole('button', { name: "I've done this" })).toBeNull();
  });

  it("shows the advisor's note on a returned task", () => {
    renderDialog(makeTask(7, { review_note: 'Please attach the bank letter.' }));
    expect(screen.getByTestId('task-returned')).toHaveTextContent('Your advisor sent this back: Please attach the bank letter.');
  });
});
