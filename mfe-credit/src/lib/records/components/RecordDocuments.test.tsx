import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakePlatform, fakeSupabase, FakeTusUpload, renderWithStore, type FakeFailure } from 'shared-ui/testing';
import { creditApi } from '../../../lib/api';
import { PURCHASE_ORDERS, type DocumentedRecord } from '../record-kinds';
import { RecordDocuments } from './RecordDocuments';

// jsdom has no server: tus-js-client is replaced by the kit's fake (the protocol is tested against the stack).
jest.mock('tus-js-client', () => jest.requireActual('shared-ui/testing').fakeTusModule);

const RECORD: DocumentedRecord = {
  id: 'r1',
  user_id: 'u1',
  vendor_name: 'Office Depot',
  amount: 480,
  date: '2026-11-02',
  status: 'pending',
  created_at: '',
  documents: [{ id: 'd1', document_name: 'po-77.pdf', document_url: 'u1/1_po-77.pdf', created_at: '' }],
};

const REFUSED: FakeFailure = { message: 'new row violates row-level security policy', code: '42501' };

function renderDocs(failures: { purchase_order_documents?: FakeFailure } = {}) {
  const fake = fakeSupabase({ tables: { purchase_order_documents: [{ ...RECORD.documents[0], purchase_order_id: RECORD.id }] }, failures });
  const view = renderWithStore(
    <RecordDocuments kind={PURCHASE_ORDERS} record={RECORD} />,
    creditApi,
    createFakePlatform({ supabase: fake.client }),
  );
  /** The paths each storage remove was asked for, in order. */
  const removed = () =>
    fake
      .callsTo('storage:user-documents')
      .flatMap((c) => c.steps)
      .filter(([op]) => op === 'remove')
      .map(([, args]) => args[0]);
  return { ...view, fake, removed };
}

describe('RecordDocuments', () => {
  it('lists documents, keeps Upload disabled until a file is chosen, and refuses other types on pick', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderDocs();
    expect(screen.getByRole('button', { name: 'Download po-77.pdf' })).toBeInTheDocument();
    const upload = screen.getByRole('button', { name: 'Upload' });
    expect(upload).toBeDisabled();
    await user.upload(screen.getByLabelText(/Upload document/), new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert')).toHaveTextContent('"notes.txt" is not an accepted file type.');
    expect(upload).toBeDisabled();
    await user.upload(screen.getByLabelText(/Upload document/), new File(['%PDF'], 'ok.pdf', { type: 'application/pdf' }));
    expect(upload).toBeEnabled();
  });

  it('uploads into the owner folder with progress, then records the document on its record', async () => {
    FakeTusUpload.reset();
    jest.spyOn(Date, 'now').mockReturnValue(1700);
    const user = userEvent.setup();
    const { platform, fake } = renderDocs();
    await user.upload(screen.getByLabelText(/Upload document/), new File(['%PDF'], 'po 78.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(FakeTusUpload.latest()?.started).toBe(true));
    const upload = FakeTusUpload.latest()!;
    expect(upload.options.metadata).toMatchObject({ bucketName: 'user-documents', objectName: 'u1/1700_po_78.pdf' });
    act(() => upload.progress(40, 100));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    await act(async () => upload.succeed('user-documents', 'u1/1700_po_78.pdf'));
    await waitFor(() => expect(platform.toast.success).toHaveBeenCalledWith('Document uploaded successfully!'));
    const insert = fake
      .callsTo('purchase_order_documents')
      .flatMap((c) => c.steps)
      .find(([name]) => name === 'insert');
    expect(insert?.[1][0]).toEqual({ purchase_order_id: 'r1', document_name: 'po 78.pdf', document_url: 'u1/1700_po_78.pdf' });
    jest.restoreAllMocks();
  });

  it('a refused document row removes the uploaded file again, toasts "Upload failed" and gives the reason once, on the field', async () => {
    FakeTusUpload.reset();
    const user = userEvent.setup();
    const { platform, removed } = renderDocs({ purchase_order_documents: REFUSED });
    await user.upload(screen.getByLabelText(/Upload document/), new File(['%PDF'], 'x.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(FakeTusUpload.latest()?.started).toBe(true));
    const name = String(FakeTusUpload.latest()!.options.metadata?.objectName);
    await act(async () => FakeTusUpload.latest()!.succeed('user-documents', name));
    await waitFor(() => expect(platform.toast.error).toHaveBeenCalledWith('Upload failed'));
    expect(screen.getByLabelText(/Upload document/)).toHaveAccessibleDescription(
      expect.stringContaining('You do not have permission to do that.'),
    );
    expect(screen.getAllByText('You do not have permission to do that.')).toHaveLength(1);
    expect(removed()).toEqual([[name]]);
    expect(platform.toast.success).not.toHaveBeenCalled();
  });

  it('deletes a document after confirmation: the row, then its file', async () => {
    const user = userEvent.setup();
    const { platform, fake, removed } = renderDocs();
    await user.click(screen.getByRole('button', { name: 'Delete po-77.pdf' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Document?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(platform.toast.success).toHaveBeenCalledWith('Document deleted successfully!'));
    expect(fake.callsTo('purchase_order_documents')[0].steps).toEqual([
      ['delete', []],
      ['eq', ['id', 'd1']],
    ]);
    expect(fake.rows('purchase_order_documents')).toEqual([]);
    expect(removed()).toEqual([['u1/1_po-77.pdf']]);
  });

  it('a failed delete shows "Delete failed" once and keeps the file', async () => {
    const user = userEvent.setup();
    const { platform, removed } = renderDocs({ purchase_order_documents: REFUSED });
    await user.click(screen.getByRole('button', { name: 'Delete po-77.pdf' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Delete Document?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(platform.toast.error).toHaveBeenCalledWith('Delete failed', expect.anything()));
    // The dialog closes last, once the delete has settled: nothing of it comes after.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(platform.toast.error).toHaveBeenCalledTimes(1);
    expect(platform.toast).not.toHaveBeenCalled();
    expect(removed()).toEqual([]);
  });
});
