import { usePlatform } from 'shared-ui';
import { ConfirmDialog } from 'shared-ui/overlays';

export interface ConfirmDeleteProps {
  isOpen: boolean;
  /** "Delete Card?" */
  title: string;
  /** What is deleted, quoted in the question: `Are you sure you want to delete "<name>"? This action cannot be undone.` */
  name: string;
  /** A question of its own instead (a record that takes its documents with it). */
  message?: string;
  /**
   * Deletes. A rejection has been shown already: by the failed-mutation toast, or by `onDelete` itself when its
   * endpoint declares `CALLER_SHOWS_ERROR`; nothing more is shown here.
   */
  onDelete: () => Promise<unknown>;
  /** Toasted once the delete succeeded (the spec's wording). */
  deletedMessage: string;
  isBusy: boolean;
  /** Closes the dialog: after the delete (done or failed) or on Cancel. */
  onClose: () => void;
}

/** The confirmation before a delete, its success toast, and closing afterwards: the same on every card. */
export function ConfirmDelete({ isOpen, title, name, message, onDelete, deletedMessage, isBusy, onClose }: ConfirmDeleteProps) {
  const platform = usePlatform();
  const handleConfirm = async () => {
    try {
      await onDelete();
      platform.toast.success(deletedMessage);
    } catch {
      // Shown already (see onDelete).
    } finally {
      onClose();
    }
  };
  return (
    <ConfirmDialog
      isOpen={isOpen}
      title={title}
      message={message ?? `Are you sure you want to delete "${name}"? This action cannot be undone.`}
      onConfirm={handleConfirm}
      onCancel={onClose}
      isBusy={isBusy}
    />
  );
}
