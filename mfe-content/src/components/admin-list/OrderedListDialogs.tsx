import type { ReactNode } from 'react';
import { ConfirmDialog } from 'shared-ui/overlays';
import { ReorderDialog } from 'shared-ui/reorder';
import { useDeleteOrderedItemMutation, useReorderItemsMutation, type OrderedTable } from '../../lib/ordered-content-api';
import type { AdminListDialog } from './use-admin-list';

export interface OrderedListDialogsProps<T extends { id: string }> {
  table: OrderedTable;
  items: readonly T[];
  dialog: AdminListDialog<T>;
  onClose: () => void;
  getLabel: (item: T) => string;
  reorderTitle: string;
  orderKey: 'display_order' | 'order_id';
  deleteTitle: string;
  deleteMessage: (item: T) => ReactNode;
  /** After the row is gone (e.g. remove its files: a leftover file is harmless, a row pointing at a missing one is not). */
  onDeleted?: (item: T) => void;
  /** The spec's alerts for failures ("Failed to delete video: {message}"); by default the shared toast. */
  onError?: (action: 'delete' | 'reorder', message: string) => void;
}

/** The delete confirmation and the reorder dialog every admin-managed list shares. */
export function OrderedListDialogs<T extends { id: string }>({
  table, items, dialog, onClose, getLabel, reorderTitle, orderKey, deleteTitle, deleteMessage, onDeleted, onError,
}: OrderedListDialogsProps<T>) {
  const [deleteItem, deleteState] = useDeleteOrderedItemMutation();
  const [reorder, reorderState] = useReorderItemsMutation();

  const messageOf = (error: unknown) => (error as { message?: string })?.message ?? 'Something went wrong.';

  const confirmDelete = async (item: T) => {
    try {
      await deleteItem({ table, id: item.id }).unwrap();
      onDeleted?.(item);
      onClose();
    } catch (error) {
      onError?.('delete', messageOf(error));
    }
  };

  const saveOrder = async (ordered: T[]) => {
    try {
      await reorder({ table, ids: ordered.map((i) => i.id) }).unwrap();
      onClose();
    } catch (error) {
      onError?.('reorder', messageOf(error));
    }
  };

  return (
    <>
      <ConfirmDialog
        isOpen={dialog.kind === 'delete'}
        title={deleteTitle}
        message={dialog.kind === 'delete' ? deleteMessage(dialog.item) : ''}
        confirmLabel="Delete"
        isBusy={deleteState.isLoading}
        onConfirm={() => dialog.kind === 'delete' && void confirmDelete(dialog.item)}
        onCancel={onClose}
      />
      <ReorderDialog
        isOpen={dialog.kind === 'reorder'}
        title={reorderTitle}
        items={items as (T & Record<typeof orderKey, number>)[]}
        orderKey={orderKey as never}
        getLabel={getLabel}
        onCancel={onClose}
        onSave={(ordered) => void saveOrder(ordered)}
        isSaving={reorderState.isLoading}
      />
    </>
  );
}
