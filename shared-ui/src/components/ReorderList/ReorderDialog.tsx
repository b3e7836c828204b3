import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { NumericKey, Orderable } from '../../reorder/reorder';
import { useReorder } from '../../reorder/use-reorder';
import { Button } from 'shared-ui';
import { Modal } from 'shared-ui/overlays';
import { ReorderList } from './ReorderList';

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xl};
`;

export interface ReorderDialogProps<T extends Orderable> {
  isOpen: boolean;
  /** "Re-order Videos", "Re-order Books", "Re-order Automations". */
  title: ReactNode;
  /** The current list; the dialog works on a sorted copy made when it opens. */
  items: readonly T[];
  /** The order field: display_order (videos, automations) or order_id (books). */
  orderKey?: NumericKey<T>;
  getLabel: (item: T) => string;
  /** Cancel discards the working copy. */
  onCancel: () => void;
  /** Receives every item renumbered 1..n in the new order. */
  onSave: (items: T[]) => void;
  isSaving?: boolean;
  saveLabel?: string;
  savingLabel?: string;
}

/** The spec's reorder modal (max-w-2xl): numbered list, Move Up / Move Down, Cancel and Save Order. */
export function ReorderDialog<T extends Orderable>({ isOpen, title, onCancel, isSaving = false, ...rest }: ReorderDialogProps<T>) {
  return (
    <Modal isOpen={isOpen} onClose={onCancel} title={title} size="lg" isDismissable={!isSaving}>
      <ReorderBody onCancel={onCancel} isSaving={isSaving} {...rest} />
    </Modal>
  );
}

/** Mounted only while the dialog is open, so each opening starts from a fresh copy with nothing selected. */
function ReorderBody<T extends Orderable>({
  items: source,
  orderKey,
  getLabel,
  onCancel,
  onSave,
  isSaving,
  saveLabel = 'Save Order',
  savingLabel = 'Saving...',
}: Omit<ReorderDialogProps<T>, 'isOpen' | 'title'>) {
  const reorder = useReorder(source, orderKey);
  return (
    <>
      <ReorderList
        items={reorder.items}
        selectedId={reorder.selectedId}
        onSelect={reorder.select}
        onMove={reorder.move}
        canMoveUp={reorder.canMoveUp}
        canMoveDown={reorder.canMoveDown}
        getLabel={getLabel}
      />
      <Actions>
        <Button variant="secondary" onClick={onCancel} disabled={isSaving}>
          Cancel
        </Button>
        <Button onClick={() => onSave(reorder.items)} isBusy={isSaving} busyLabel={savingLabel}>
          {saveLabel}
        </Button>
      </Actions>
    </>
  );
}
