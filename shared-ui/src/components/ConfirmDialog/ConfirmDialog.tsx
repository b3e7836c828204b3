import { useId, useRef, type ReactNode } from 'react';
import { Button, type ButtonVariant } from 'shared-ui';
import { Modal } from '../Modal/Modal';

export interface ConfirmDialogProps {
  isOpen: boolean;
  /** "Delete Video?", "Delete Resource?" */
  title: ReactNode;
  /** Are you sure you want to delete "{title}"? This action cannot be undone. */
  message: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** While true both buttons are disabled, the dialog cannot be dismissed and confirm reads `busyLabel`. */
  isBusy?: boolean;
  /** Defaults to the spec's "Deleting....". */
  busyLabel?: string;
  confirmVariant?: ButtonVariant;
}

/** A yes/no confirmation (role=alertdialog). Cancel gets focus first so Enter never deletes by accident. */
export function ConfirmDialog({
  isOpen,
  title,
  message,
  onConfirm,
  onCancel,
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  isBusy = false,
  busyLabel = 'Deleting....',
  confirmVariant = 'danger',
}: ConfirmDialogProps) {
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      isOpen={isOpen}
      onClose={onCancel}
      title={title}
      role="alertdialog"
      size="sm"
      describedById={messageId}
      isDismissable={!isBusy}
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={isBusy}>
            {cancelLabel}
          </Button>
          <Button variant={confirmVariant} onClick={onConfirm} isBusy={isBusy} busyLabel={busyLabel}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div id={messageId}>{message}</div>
    </Modal>
  );
}
