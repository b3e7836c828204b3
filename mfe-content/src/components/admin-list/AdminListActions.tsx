import { Button } from 'shared-ui';

export interface AdminListActionsProps {
  reorderLabel: string;
  addLabel: string;
  onReorder: () => void;
  onAdd: () => void;
  canReorder: boolean;
}

/** The header buttons of an admin-managed list ("Re-order Videos" + "Add Training Video", ...), admins only. */
export function AdminListActions({ reorderLabel, addLabel, onReorder, onAdd, canReorder }: AdminListActionsProps) {
  return (
    <>
      <Button variant="secondary" onClick={onReorder} disabled={!canReorder}>
        {reorderLabel}
      </Button>
      <Button onClick={onAdd}>{addLabel}</Button>
    </>
  );
}
