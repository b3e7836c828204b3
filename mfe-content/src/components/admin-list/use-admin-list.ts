import { useState } from 'react';
import { useSession } from 'shared-ui';

/** Which dialog of an admin-managed list is open: the add/edit form, a delete confirmation, or reorder. */
export type AdminListDialog<T> =
  { kind: 'closed' } | { kind: 'add' } | { kind: 'edit'; item: T } | { kind: 'delete'; item: T } | { kind: 'reorder' };

export interface AdminList<T> {
  isAdmin: boolean;
  dialog: AdminListDialog<T>;
  openAdd: () => void;
  openEdit: (item: T) => void;
  askDelete: (item: T) => void;
  openReorder: () => void;
  close: () => void;
}

/**
 * The state every admin-managed list (videos, books, automations) shares: whether the viewer may manage it
 * (a convenience: RLS refuses everyone else's writes) and which dialog is open.
 */
export function useAdminList<T>(): AdminList<T> {
  const { role } = useSession();
  const [dialog, setDialog] = useState<AdminListDialog<T>>({ kind: 'closed' });
  return {
    isAdmin: role === 'admin',
    dialog,
    openAdd: () => setDialog({ kind: 'add' }),
    openEdit: (item: T) => setDialog({ kind: 'edit', item }),
    askDelete: (item: T) => setDialog({ kind: 'delete', item }),
    openReorder: () => setDialog({ kind: 'reorder' }),
    close: () => setDialog({ kind: 'closed' }),
  };
}
