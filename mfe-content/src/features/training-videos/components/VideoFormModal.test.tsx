import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakePlatform, fakeSupabase, renderWithStore } from 'shared-ui/testing';
import { contentApi } from '../../../app/api';
import { VideoFormModal } from './VideoFormModal';

jest.setTimeout(30_000);

// The supabase client is the faked boundary (no server in DOM tests); e2e/content uploads for real.
it('keeps Add Video disabled while any field or file is missing (spec 1: "submit is disabled when any is missing")', async () => {
  renderWithStore(<VideoFormModal video={null} resources={[]} isOpen onClose={jest.fn()} />, contentApi,
    createFakePlatform({ role: 'admin', supabase: fakeSupabase().client }));
  const submit = screen.getByRole('button', { name: 'Add Video' });
  expect(submit).toBeDisabled();
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Intro');
  await user.type(screen.getByRole('textbox', { name: /^Description/ }), 'Welcome');
  await user.type(screen.getByRole('textbox', { name: /^Duration/ }), '10:30');
  expect(submit).toBeDisabled();
});
