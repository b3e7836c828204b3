import { screen } from '@testing-library/react';
import { createFakePlatform, fakeSupabase, renderWithStore } from 'shared-ui/testing';
import { setupApi } from '../../../lib/api';
import { makeTask } from '../../../lib/build-out/test-tasks';
import CompliancePage from './CompliancePage';

// Only the supabase client is faked (no server in unit tests): the one fake of shared-ui/testing.
const tasks = [makeTask(1, { user_id: 'u1', task_name: 'Register the business' }), makeTask(2, { user_id: 'u1', task_name: 'Get an EIN' })];

describe('CompliancePage', () => {
  it('?focus=<task id> (a search result): that task tile is highlighted and brought into view, the others not', async () => {
    const scroll = jest.fn();
    Element.prototype.scrollIntoView = scroll;
    window.history.replaceState(null, '', '/compliance?focus=task-2');
    try {
      renderWithStore(<CompliancePage />, setupApi, createFakePlatform({ supabase: fakeSupabase({ tables: { tasks } }).client }));
      const tile = (await screen.findByText('Get an EIN')).closest('button');
      expect(tile).toHaveAttribute('data-focused', 'true');
      expect(tile).toHaveAttribute('aria-current', 'true');
      expect(screen.getByText('Register the business').closest('button')).not.toHaveAttribute('data-focused');
      expect(scroll.mock.contexts[0]).toBe(tile);
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});
