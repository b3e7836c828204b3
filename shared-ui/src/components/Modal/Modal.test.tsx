import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../../testing/render';
import { Modal } from './Modal';

function Harness({
  onClose = () => undefined,
  isDismissable = true,
  nested = false,
}: {
  onClose?: () => void;
  isDismissable?: boolean;
  nested?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [inner, setInner] = useState(false);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Add Account
      </button>
      <Modal
        isOpen={open}
        onClose={close}
        isDismissable={isDismissable}
        title="Add Social Media Account"
        footer={
          <>
            <button type="button" onClick={close}>
              Cancel
            </button>
            <button type="button">Save</button>
          </>
        }
      >
        <label>
          Platform <input placeholder="e.g. Instagram, Facebook, etc." />
        </label>
        {nested && (
          <button type="button" onClick={() => setInner(true)}>
            Delete Resource
          </button>
        )}
        <Modal isOpen={inner} onClose={() => setInner(false)} title="Delete Resource?">
          <button type="button">Confirm</button>
        </Modal>
      </Modal>
    </>
  );
}

async function openModal(props: Parameters<typeof Harness>[0] = {}) {
  const user = userEvent.setup();
  renderWithTheme(<Harness {...props} />);
  await user.click(screen.getByRole('button', { name: 'Add Account' }));
  return user;
}

describe('Modal', () => {
  it('renders nothing while closed', () => {
    renderWithTheme(<Modal isOpen={false} onClose={() => undefined} title="Hidden" />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a labelled modal dialog that focuses its first field', async () => {
    await openModal();
    const dialog = screen.getByRole('dialog', { name: 'Add Social Media Account' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByPlaceholderText('e.g. Instagram, Facebook, etc.')).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const onClose = jest.fn();
    const user = await openModal({ onClose });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add Account' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    const onClose = jest.fn();
    const user = await openModal({ onClose });
    await user.click(screen.getByRole('dialog'));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('does not close when a press starts inside and ends on the backdrop', async () => {
    const onClose = jest.fn();
    await openModal({ onClose });
    fireEvent.mouseDown(screen.getByRole('dialog'));
    fireEvent.click(screen.getByTestId('modal-backdrop'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes with its Close button', async () => {
    const onClose = jest.fn();
    const user = await openModal({ onClose });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    const user = await openModal();
    const field = screen.getByPlaceholderText('e.g. Instagram, Facebook, etc.');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(field).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  });

  it('ignores Escape, backdrop and Close while not dismissable', async () => {
    const onClose = jest.fn();
    const user = await openModal({ onClose, isDismissable: false });
    await user.keyboard('{Escape}');
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes only the innermost of nested modals on Escape', async () => {
    const user = await openModal({ nested: true });
    await user.click(screen.getByRole('button', { name: 'Delete Resource' }));
    expect(screen.getByRole('dialog', { name: 'Delete Resource?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Delete Resource?' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Add Social Media Account' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Resource' })).toHaveFocus();
  });
});
