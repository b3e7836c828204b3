import { useState } from 'react';
import { Button, EmptyState, Grid, PageHeader, QueryState, useFocusedRecord, usePlatform } from 'shared-ui';
import { useUserId } from '../../../lib/use-user-id';
import {
  useAddBusinessAccountMutation,
  useDeleteBusinessAccountMutation,
  useGetBusinessAccountsQuery,
  useUpdateBusinessAccountMutation,
} from '../api/business-accounts-api';
import { useRevealSecretMutation } from '../../../lib/vault-api';
import type { BusinessAccount } from '../types';
import { AddAccountModal } from './AddAccountModal';
import { BusinessAccountCard } from './BusinessAccountCard';
import { PlusIcon } from './icons';
import { title } from '../../../lib/links';

/** Business Presence Accounts (spec 2 section 2): intro, Add Account, the account cards. */
export default function BusinessPresencePage() {
  const platform = usePlatform();
  const query = useGetBusinessAccountsQuery(useUserId());
  const focus = useFocusedRecord(query.isSuccess);
  const [addAccount] = useAddBusinessAccountMutation();
  const [updateAccount] = useUpdateBusinessAccountMutation();
  const [deleteAccount] = useDeleteBusinessAccountMutation();
  const [reveal] = useRevealSecretMutation();
  const [isAdding, setIsAdding] = useState(false);

  const remove = async (account: BusinessAccount) => {
    await deleteAccount(account.id).unwrap();
    platform.toast.success('Account deleted successfully!');
  };

  const addButton = (
    <Button icon={<PlusIcon />} onClick={() => setIsAdding(true)}>
      Add Account
    </Button>
  );
  return (
    <>
      <PageHeader
        title={title('business-presence')}
        subtitle="Keep the logins and details of your business's online accounts (directories, listings, credit bureaus) in one place."
        actions={addButton}
      />
      <QueryState
        query={query}
        loadingLabel="Loading accounts..."
        isEmpty={(rows) => rows.length === 0}
        empty={
          <EmptyState
            title="No business accounts yet"
            description="Add the accounts your business uses to keep their access details at hand."
          />
        }
      >
        {(accounts) => (
          <Grid $min="20rem">
            {accounts.map((account) => (
              <BusinessAccountCard
                key={account.id}
                account={account}
                onSave={(changes) => updateAccount(changes).unwrap()}
                onDelete={(a) => remove(a).catch(() => undefined)}
                onCopied={(message) => platform.toast.success(message)}
                mark={focus.mark(account.id)}
                onReveal={(detailId) =>
                  reveal({ secret_table: 'business_account_details', secret_id: detailId, secret_field: 'value' }).unwrap()
                }
              />
            ))}
          </Grid>
        )}
      </QueryState>
      {isAdding && <AddAccountModal onClose={() => setIsAdding(false)} onAdd={(account) => addAccount(account).unwrap()} />}
    </>
  );
}
