import { useState } from 'react';
import { Button, EmptyState, Grid, PageHeader, QueryState, useFocusedRecord, useToast } from 'shared-ui';
import { title } from '../../../lib/links';
import { useAddBankAccountMutation, useGetBankAccountsQuery } from '../api/bank-accounts-api';
import { BankAccountCard } from './BankAccountCard';
import { BankAccountFormModal } from './BankAccountFormModal';

/**
 * Business Bank Accounts (`/bank`, spec 2): the card grid and the "Add an Account" modal, stored per user.
 * Layout from shared-ui's primitives (the shell pads the page; PageHeader spaces what follows it).
 */
export function BankAccountsPage() {
  const toast = useToast();
  const query = useGetBankAccountsQuery();
  const focus = useFocusedRecord(query.isSuccess);
  const [addAccount] = useAddBankAccountMutation();
  const [isAdding, setIsAdding] = useState(false);
  const addButton = <Button onClick={() => setIsAdding(true)}>Add an Account</Button>;

  return (
    <>
      <PageHeader title={title('bank-accounts')} actions={addButton} />
      <QueryState
        query={query}
        loadingLabel="Loading accounts..."
        isEmpty={(rows) => rows.length === 0}
        empty={
          <EmptyState title="No bank accounts yet" description="Add your business bank accounts to keep their details in one place." />
        }
      >
        {(rows) => (
          <Grid $min="320px">
            {rows.map((account) => (
              <BankAccountCard key={account.id} account={account} mark={focus.mark(account.id)} />
            ))}
          </Grid>
        )}
      </QueryState>
      {isAdding && (
        <BankAccountFormModal
          title="Add an Account"
          submitLabel="Add Account"
          busyLabel="Adding..."
          onSave={(row) => addAccount(row).unwrap()}
          onSaved={() => {
            setIsAdding(false);
            toast.success('Account added successfully');
          }}
          onClose={() => setIsAdding(false)}
        />
      )}
    </>
  );
}

export default BankAccountsPage;
