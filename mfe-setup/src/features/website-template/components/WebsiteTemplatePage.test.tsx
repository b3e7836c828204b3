import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakePlatform, renderWithStore } from 'shared-ui/testing';
import { setupApi } from '../../../app/api';
import { fakeRest } from '../../../lib/testing/fake-rest';
import WebsiteTemplatePage from './WebsiteTemplatePage';

jest.setTimeout(30_000);

// Only the REST boundary is faked; the sandboxed frame and what runs in it are checked in e2e/setup-records.
describe('Website Template', () => {
  it('without a template: the spec empty text; Edit Template saves with "Template saved successfully!"', async () => {
    let saved: string | null = null;
    const rest = fakeRest({
      website_templates: () => (saved === null ? { data: null, error: null } : { data: { html: saved, updated_at: 'now' }, error: null }),
    });
    const platform = createFakePlatform({ supabase: rest.supabase });
    renderWithStore(<WebsiteTemplatePage />, setupApi, platform);
    expect(await screen.findByText('No template available. Click Edit Template to add one.')).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Edit Template' }));
    await user.type(screen.getByLabelText(/^HTML/), '<h1>Hi</h1>');
    saved = '<h1>Hi</h1>';
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTitle('Your website template')).toHaveAttribute('srcdoc', expect.stringContaining('<h1>Hi</h1>'));
    expect(platform.toast.success).toHaveBeenCalledWith('Template saved successfully!');
    const upsert = rest.calls.find((c) => c.ops.some(([op]) => op === 'upsert'));
    expect(upsert?.ops[0]).toEqual(['upsert', [{ html: '<h1>Hi</h1>' }, { onConflict: 'user_id' }]]);
  });
});
