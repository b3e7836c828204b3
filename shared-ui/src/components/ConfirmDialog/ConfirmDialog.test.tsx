import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../../testing/render';
import { ConfirmDialog } from './ConfirmDialog';

/** Deletes through a promise the test resolves, like a real delete call. */
function DeleteFlow({ onDeleted }: { onDeleted: () => void }) {
  const [open, setOpen] = useState(true);
  const [busy, setBusy] = useState(false);
  const [release, setRelease] = useState<(() => void) | null>(null);
  const confirm = () => {
    setBusy(true);
    setRelease(() => () => {
      setBusy(false);
      setOpen(false);
      onDeleted();
    });
  };
  return (
    <>
      <ConfirmDialog
        isOpen={open}
        title="Delete Video?"
        message='Are you sure you want to delete "Intro"? This action cannot be undone.'
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
        isBusy={busy}
      />
      {release && (
        <button type="button" onClick={release}>
          finish
        </button>
      )}
    </>
  );
}

describe('ConfirmDialog', () => {
  it('is an alertdialog named by its title and described by its message, Cancel focused', () => {
    renderWithTheme(<DeleteFlow onDeleted={() => undefined} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Video?' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete "Intro"? This action cannot be undone.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('cancels without confirming', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    renderWithTheme(<ConfirmDialog isOpen title="Delete Resource?" message="Sure?" onConfirm={onConfirm} onCancel={onCancel} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('shows "Deleting...." and cannot be dismissed while busy, then closes', async () => {
    const onDeleted = jest.fn();
    const user = userEvent.setup();
    renderWithTheme(<DeleteFlow onDeleted={onDeleted} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const busy = screen.getByRole('button', { name: 'Deleting....' });
    expect(busy).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'finish' }));
    expect(onDeleted).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
