import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakePlatform, fakeSupabase, renderWithStore } from 'shared-ui/testing';
import { setupApi } from '../../../lib/api';
import { makeTasks } from '../../../lib/build-out/test-tasks';
import { SCREENS } from '../../../screens';
import BusinessFormationPage from './BusinessFormationPage';

// Only the supabase client is faked (no server in unit tests): the one fake of shared-ui/testing.
const tasks = makeTasks(2, (position) => ({
  user_id: 'u1',
  ...(position === 7 ? { task_name: 'Open a business bank account', template_id: 7 } : {}),
}));

function renderHome() {
  const fake = fakeSupabase({
    tables: { tasks, task_templates: [{ id: 7, action_screen: 'bank-accounts', action_label: 'Add your bank account' }] as never },
  });
  renderWithStore(<BusinessFormationPage />, setupApi, createFakePlatform({ supabase: fake.client, screens: [SCREENS] }));
}

const timeline = async () => within(await screen.findByRole('list', { name: '2 of 45 build-out tasks completed' }));

// The dialog is a lazy chunk; jsdom is slow on a busy machine.
jest.setTimeout(30_000);

describe('BusinessFormationPage: the timeline', () => {
  it('a task on the timeline opens its detail (the dialog Business Compliance opens)', async () => {
    renderHome();
    await userEvent.click((await timeline()).getByRole('button', { name: '7. Open a business bank account, Awaiting Completion' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open a business bank account' });
    expect(within(dialog).getByRole('button', { name: "I've done this" })).toBeInTheDocument();
    expect(await within(dialog).findByRole('button', { name: 'Add your bank account' })).toBeInTheDocument();
  });

  it('is one Tab stop, on the next step to do; arrows, Home and End move along it; Enter and Space open a task', async () => {
    renderHome();
    const dots = await timeline();
    const steps = dots.getAllByRole('button');
    expect(steps).toHaveLength(45);
    expect(steps.filter((b) => b.tabIndex === 0)).toEqual([steps[2]]);

    act(() => steps[2].focus());
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(steps[6]).toHaveFocus();
    expect(steps.filter((b) => b.tabIndex === 0)).toEqual([steps[6]]);
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Open a business bank account' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => steps[6].focus());
    await userEvent.keyboard('{End}');
    expect(steps[44]).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowLeft}');
    expect(steps[0]).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(await screen.findByRole('dialog', { name: 'Task 1' })).toBeInTheDocument();
  });
});
