import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../testing/render';
import { FileInput, type FileInputProps } from './FileInput';
import { MB } from './validate-file';

function pdf(name = 'plan.pdf', size = 1000) {
  const f = new File(['x'], name, { type: 'application/pdf' });
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

function Harness(props: Partial<FileInputProps> & { onPicked?: (files: File[]) => void }) {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <>
      <FileInput
        label="Upload document"
        accept=".pdf,.doc,.docx"
        maxSizeBytes={10 * MB}
        files={files}
        onFilesChange={(f) => {
          setFiles(f);
          props.onPicked?.(f);
        }}
        {...props}
      />
      <button type="button" disabled={files.length === 0}>
        Upload
      </button>
    </>
  );
}

// applyAccept off: a user can still pick "All files" in the browser's dialog, so the component must check.
const setup = () => userEvent.setup({ applyAccept: false });

describe('FileInput', () => {
  it('is labelled, filters by type, hints its rules, and accepts a good file', async () => {
    const user = setup();
    const onPicked = jest.fn();
    renderWithTheme(<Harness onPicked={onPicked} />);
    const input = screen.getByLabelText('Upload document');
    expect(input).toHaveAttribute('accept', '.pdf,.doc,.docx');
    expect(input).toHaveAccessibleDescription('PDF, DOC, DOCX up to 10 MB');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    await user.upload(input, pdf());
    expect(onPicked).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'plan.pdf' })]);
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('rejects a wrong type with a clear alert and keeps nothing chosen', async () => {
    const user = setup();
    renderWithTheme(<Harness />);
    const input = screen.getByLabelText('Upload document');
    await user.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert')).toHaveTextContent('"notes.txt" is not an accepted file type. Choose PDF, DOC, DOCX.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
  });

  it('rejects a file over the size limit', async () => {
    const user = setup();
    renderWithTheme(<Harness />);
    await user.upload(screen.getByLabelText('Upload document'), pdf('huge.pdf', 11 * MB));
    expect(screen.getByRole('alert')).toHaveTextContent('"huge.pdf" is too large (11 MB). The limit is 10 MB.');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
  });

  it('multiple: adds picks to a list, keeps good files of a mixed pick, and removes files', async () => {
    const user = setup();
    renderWithTheme(<Harness isMultiple accept={undefined} maxSizeBytes={5 * MB} label="Resource files" />);
    const input = screen.getByLabelText('Resource files');
    await user.upload(input, [pdf('a.pdf'), pdf('b.zip', 6 * MB)]);
    expect(screen.getByRole('alert')).toHaveTextContent('"b.zip" is too large (6 MB). The limit is 5 MB.');
    await user.upload(input, pdf('c.pdf'));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.upload(input, pdf('d.pdf'));
    expect(screen.getByRole('list', { name: 'Chosen files' })).toHaveTextContent('a.pdf');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['a.pdf (1000 B)', 'c.pdf (1000 B)', 'd.pdf (1000 B)']);
    await user.click(screen.getByRole('button', { name: 'Remove c.pdf' }));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['a.pdf (1000 B)', 'd.pdf (1000 B)']);
  });

  it('shows upload progress and an outside error', () => {
    renderWithTheme(
      <FileInput
        label="Video"
        files={[]}
        onFilesChange={() => undefined}
        progress={30}
        progressLabel="Uploading Video..."
        error="Upload failed"
      />,
    );
    expect(screen.getByRole('progressbar', { name: 'Uploading Video...' })).toHaveAttribute('aria-valuenow', '30');
    expect(screen.getByLabelText('Video')).toHaveAccessibleDescription('Upload failed');
  });
});
