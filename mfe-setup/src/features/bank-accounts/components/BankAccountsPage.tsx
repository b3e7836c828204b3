import { useState } from 'react';
import { Button, EmptyState, PageHeader, QueryState, useFocusedRecord, useToast } from 'shared-ui';
import { title } from '../../../app/links';
import styled from 'styled-components';
import { useAddBankAccountMutation, useGetBankAccountsQuery } from '../api/bank-accounts-api';
import { BankAccountCard } from './BankAccountCard';
import { BankAccountFormModal } from './BankAccountFormModal';

const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.xl};
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(320px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

/** Business Bank Accounts (`/bank`, spec 2): the card grid and the "Add an Account" modal, stored per user. */
export function BankAccountsPage() {
  const toast = useToast();
  const query = useGetBankAccountsQuery();
  const focus = useFocusedRecord(query.isSuccess);
  const [addAccount] = useAddBankAccountMutation();
  const [isAdding, setIsAdding] = useState(false);
  const addButton = <Button onClick={() => setIsAdding(true)}>Add an Account</Button>;

  return (
    <Page>
      <PageHeader title={title('bank')} actions={addButton} />
      <QueryState
        query={query}
        loadingLabel="Loading accounts..."
        isEmpty={(rows) => rows.length === 0}
        empty={<EmptyState title="No bank accounts yet" description="Add your business bank accounts to keep their details in one place." />}
      >
        {(rows) => (
          <Grid>
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
    </Page>
  );
}

export default BankAccountsPage;
