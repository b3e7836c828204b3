import { useState } from 'react';
import { Badge, Card, CardBody, type FocusedRecordMark, IconButton } from 'shared-ui';
import { ConfirmDialog } from 'shared-ui/overlays';
import type { BusinessAccount, BusinessAccountChanges } from '../types';
import { BusinessAccountEdit } from './BusinessAccountEdit';
import { BusinessAccountView } from './BusinessAccountView';
import { PencilIcon, TrashIcon } from './icons';

export interface BusinessAccountCardProps {
  account: BusinessAccount;
  onSave: (changes: BusinessAccountChanges) => Promise<unknown>;
  onDelete: (account: BusinessAccount) => Promise<void>;
  onCopied: (message: string) => void;
  /** A secret access detail's value, from the credential vault (the server checks and logs it). */
  onReveal: (detailId: string) => Promise<string>;
  /** The `?focus=<id>` highlight (useFocusedRecord). */
  mark?: FocusedRecordMark;
}

/** One business presence account: view and edit modes, status badge, delete (after a confirmation). */
export function BusinessAccountCard({ account, onSave, onDelete, onCopied, onReveal, mark }: BusinessAccountCardProps) {
  const [isEditing, setIsEditing] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);

  const remove = async () => {
    setIsDeleting(true);
    try {
      await onDelete(account);
    } finally {
      setIsDeleting(false);
      setIsConfirming(false);
    }
  };

  return (
    <Card
      {...mark}
      title={account.name}
      actions={
        <>
          <Badge tone={account.status === 'Active' ? 'success' : 'warning'}>{account.status}</Badge>
          {!isEditing && <IconButton label={`Edit ${account.name}`} icon={<PencilIcon />} onClick={() => setIsEditing(true)} />}
          <IconButton
            label={`Delete ${account.name}`}
            icon={<TrashIcon />}
            tone="danger"
            onClick={() => setIsConfirming(true)}
            disabled={isDeleting}
          />
        </>
      }
    >
      <CardBody>
        {isEditing ? (
          <BusinessAccountEdit account={account} onSave={onSave} onSaved={() => setIsEditing(false)} onCancel={() => setIsEditing(false)} />
        ) : (
          <BusinessAccountView account={account} onCopied={onCopied} onReveal={onReveal} />
        )}
      </CardBody>
      <ConfirmDialog
        isOpen={isConfirming}
        title="Delete Account"
        message={`Delete ${account.name} and its access details? This cannot be undone.`}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        isBusy={isDeleting}
        onConfirm={() => void remove()}
        onCancel={() => setIsConfirming(false)}
      />
    </Card>
  );
}
