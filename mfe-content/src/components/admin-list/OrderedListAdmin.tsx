import type { ReactNode } from 'react';
import { toApiError, usePlatform } from 'shared-ui';
import { ConfirmDialog } from 'shared-ui/overlays';
import { ReorderDialog, type NumericKey } from 'shared-ui/reorder';
import { useDeleteOrderedItemMutation, useReorderItemsMutation, type OrderedTable } from '../../lib/ordered-content-api';
import type { AdminList } from './use-admin-list';

export interface OrderedListAdminProps<R extends { id: string }> {
  /** The page's useAdminList(): nothing is shown unless the viewer is an admin. */
  list: AdminList<R>;
  table: OrderedTable;
  items: readonly R[];
  /** The list's order column: display_order (videos, automations) or order_id (books). */
  orderKey: NumericKey<R>;
  getLabel: (item: R) => string;
  reorderTitle: string;
  deleteTitle: string;
  deleteMessage: (item: R) => ReactNode;
  /** The add/edit form modal (`item` null when adding). */
  renderForm: (form: { isOpen: boolean; item: R | null; onClose: () => void }) => ReactNode;
  /** After the row is gone (e.g. remove its files: a leftover file is harmless, a row pointing at a missing one is not). */
  onDeleted?: (item: R) => void;
  /** The spec's text of a failure ("Failed to delete video: {message}"); by default the message alone. */
  failureMessage?: (action: 'delete' | 'reorder', message: string) => string;
}

/**
 * The admin part every admin-managed list (videos, books, automations) shares: the add/edit form, the delete
 * confirmation and the reorder dialog. A failed delete or reorder is toasted here, once (the endpoints declare
 * that their caller shows the failure); the dialog stays open to retry or cancel.
 */
export function OrderedListAdmin<R extends { id: string }>({
  list,
  table,
  items,
  orderKey,
  getLabel,
  reorderTitle,
  deleteTitle,
  deleteMessage,
  renderForm,
  onDeleted,
  failureMessage,
}: OrderedListAdminProps<R>) {
  const { toast } = usePlatform();
  const [deleteItem, deleteState] = useDeleteOrderedItemMutation();
  const [reorder, reorderState] = useReorderItemsMutation();
  const { dialog, close } = list;

  const showFailure = (action: 'delete' | 'reorder', error: unknown) => {
    const { message } = toApiError(error);
    toast.error(failureMessage ? failureMessage(action, message) : message);
  };

  const confirmDelete = async (item: R) => {
    try {
      await deleteItem({ table, id: item.id }).unwrap();
    } catch (error) {
      showFailure('delete', error);
      return;
    }
    onDeleted?.(item);
    close();
  };

  const saveOrder = async (ordered: R[]) => {
    try {
      await reorder({ table, ids: ordered.map((i) => i.id) }).unwrap();
    } catch (error) {
      showFailure('reorder', error);
      return;
    }
    close();
  };

  if (!list.isAdmin) return null;
  return (
    <>
      {renderForm({
        isOpen: dialog.kind === 'add' || dialog.kind === 'edit',
        item: dialog.kind === 'edit' ? dialog.item : null,
        onClose: close,
      })}
      <ConfirmDialog
        isOpen={dialog.kind === 'delete'}
        title={deleteTitle}
        message={dialog.kind === 'delete' ? deleteMessage(dialog.item) : ''}
        confirmLabel="Delete"
        isBusy={deleteState.isLoading}
        onConfirm={() => dialog.kind === 'delete' && void confirmDelete(dialog.item)}
        onCancel={close}
      />
      <ReorderDialog
        isOpen={dialog.kind === 'reorder'}
        title={reorderTitle}
        items={items}
        orderKey={orderKey}
        getLabel={getLabel}
        onCancel={close}
        onSave={(ordered) => void saveOrder(ordered)}
        isSaving={reorderState.isLoading}
      />
    </>
  );
}
