import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakePlatform, fakeSupabase, renderWithStore } from 'shared-ui/testing';
import { setupApi } from '../../../lib/api';
import WebsiteTemplatePage from './WebsiteTemplatePage';

jest.setTimeout(30_000);

// Only the REST boundary is faked; the sandboxed frame and what runs in it are checked in e2e/setup/website-template.spec.ts.
describe('Website Template', () => {
  it('without a template: the spec empty text; Edit Template saves with "Template saved successfully!"', async () => {
    const db = fakeSupabase();
    const platform = createFakePlatform({ supabase: db.client });
    renderWithStore(<WebsiteTemplatePage />, setupApi, platform);
    expect(await screen.findByText('No template available. Click Edit Template to add one.')).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Edit Template' }));
    await user.type(screen.getByLabelText(/^HTML/), '<h1>Hi</h1>');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTitle('Your website template')).toHaveAttribute('srcdoc', expect.stringContaining('<h1>Hi</h1>'));
    expect(platform.toast.success).toHaveBeenCalledWith('Template saved successfully!');
    const upsert = db.callsTo('website_templates').find((c) => c.steps.some(([op]) => op === 'upsert'));
    expect(upsert?.steps[0]).toEqual(['upsert', [{ html: '<h1>Hi</h1>' }, { onConflict: 'user_id' }]]);
  });
});
