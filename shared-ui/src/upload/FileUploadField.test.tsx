import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SupabaseClient } from '@supabase/supabase-js';
import { PlatformProvider } from '../platform/PlatformProvider';
import { createFakePlatform } from '../testing/fake-platform';
import { FakeTusUpload } from '../testing/fake-tus';
import { seriousAxeViolations } from '../testing/axe';
import { renderWithTheme } from '../testing/render';
import { FileUploadField } from './FileUploadField';

// tus-js-client is the network boundary: faked here, exercised for real against the stack in the integration and e2e tests.
jest.mock('tus-js-client', () => jest.requireActual('../testing/fake-tus').fakeTusModule);

const supabase = { auth: { getSession: async () => ({ data: { session: { access_token: 't' } } }) } } as unknown as SupabaseClient;

function setup(onUploaded = jest.fn()) {
  const user = userEvent.setup({ applyAccept: false });
  renderWithTheme(
    <PlatformProvider platform={createFakePlatform({ supabase })}>
      <FileUploadField label="Upload document" bucket="user-documents" pathFor={(f) => `u1/1_${f.name}`} onUploaded={onUploaded} />
    </PlatformProvider>,
  );
  return { user, onUploaded, input: screen.getByLabelText('Upload document') };
}

const pdf = () => new File(['%PDF'], 'plan.pdf', { type: 'application/pdf' });

beforeEach(() => FakeTusUpload.reset());

describe('FileUploadField', () => {
  it("offers the bucket's types, keeps Upload disabled until a good file is chosen, and names a bad one", async () => {
    const { user, input } = setup();
    expect(input).toHaveAttribute('accept', expect.stringContaining('.pdf,.doc,.docx'));
    expect(input).toHaveAccessibleDescription('PDF, DOC, DOCX up to 10 MB');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    await user.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert')).toHaveTextContent('"notes.txt" is not an accepted file type. Choose PDF, DOC, DOCX.');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    await user.upload(input, pdf());
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
  });

  it('shows moving progress and a Cancel button, then hands the stored path on', async () => {
    const { user, input, onUploaded } = setup();
    await user.upload(input, pdf());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(FakeTusUpload.latest()?.started).toBe(true));
    const upload = FakeTusUpload.latest()!;
    expect(upload.options.metadata?.objectName).toBe('u1/1_plan.pdf');
    act(() => upload.progress(30, 100));
    expect(await seriousAxeViolations(document.body)).toEqual([]);
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '30');
    act(() => upload.progress(80, 100));
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '80');
    expect(screen.getByRole('button', { name: /Uploading/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel upload' })).toBeEnabled();
    await act(async () => upload.succeed('user-documents', 'u1/1_plan.pdf'));
    await waitFor(() =>
      expect(onUploaded).toHaveBeenCalledWith({ path: 'u1/1_plan.pdf', file: expect.objectContaining({ name: 'plan.pdf' }) }),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled());
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('cancel stops it and says so; a refusal shows its message and keeps the chosen file', async () => {
    const { user, input, onUploaded } = setup();
    await user.upload(input, pdf());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(FakeTusUpload.latest()?.started).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(FakeTusUpload.latest()!.abortedWith).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent('Upload cancelled.');
    expect(screen.queryByRole('button', { name: 'Cancel upload' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(FakeTusUpload.instances).toHaveLength(2));
    await waitFor(() => expect(FakeTusUpload.latest()?.started).toBe(true));
    await act(async () => FakeTusUpload.latest()!.fail(403, 'new row violates row-level security policy'));
    expect(await screen.findByText('You do not have permission to upload here.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
    expect(onUploaded).not.toHaveBeenCalled();
  });
});
