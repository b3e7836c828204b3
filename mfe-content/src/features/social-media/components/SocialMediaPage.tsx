import { useState } from 'react';
import { Button, EmptyState, Grid, PageHeader, QueryState, useFocusedRecord, usePlatform } from 'shared-ui';
import { ConfirmDialog } from 'shared-ui/overlays';
import { title } from '../../../lib/links';
import { useDeleteSocialAccountMutation, useGetSocialAccountsQuery, type SocialAccount } from '../api/social-accounts-api';
import { AddSocialAccountModal } from './AddSocialAccountModal';
import { SocialAccountCard } from './SocialAccountCard';

/** Social Media Accounts (spec 1): the user's own vault, one card in edit mode at a time. */
export default function SocialMediaPage() {
  const { toast } = usePlatform();
  const accounts = useGetSocialAccountsQuery();
  const [deleteAccount, { isLoading: isDeleting }] = useDeleteSocialAccountMutation();
  // `?focus=<account id>` (a search result, a shared link): that account in view and highlighted.
  const focus = useFocusedRecord(accounts.isSuccess);
  const [isAdding, setIsAdding] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<SocialAccount | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteAccount(deleting.id).unwrap();
      toast.success('Account deleted successfully!');
      setDeleting(null);
    } catch {
      // the shared listener has shown the error; the dialog stays open to retry or cancel
    }
  };

  return (
    <>
      <PageHeader
        title={title('social-media')}
        subtitle="Manage your business social media presence"
        actions={<Button onClick={() => setIsAdding(true)}>Add Account</Button>}
      />
      <QueryState
        query={accounts}
        loadingLabel="Loading accounts..."
        isEmpty={(rows) => rows.length === 0}
        empty={<EmptyState title="No social media accounts yet" description="Add your first account to keep its login in one place." />}
      >
        {(rows) => (
          <Grid $min="280px">
            {rows.map((account) => (
              <SocialAccountCard
                key={account.id}
                account={account}
                isEditing={editingId === account.id}
                onEdit={() => setEditingId(account.id)}
                onDoneEditing={() => setEditingId(null)}
                onDelete={() => setDeleting(account)}
                mark={focus.mark(account.id)}
              />
            ))}
          </Grid>
        )}
      </QueryState>
      <AddSocialAccountModal isOpen={isAdding} onClose={() => setIsAdding(false)} />
      <ConfirmDialog
        isOpen={deleting !== null}
        title="Delete Account?"
        message="Are you sure you want to delete this account?"
        confirmLabel="Delete"
        isBusy={isDeleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
