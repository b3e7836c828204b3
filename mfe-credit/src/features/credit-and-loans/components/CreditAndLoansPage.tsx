import { useState } from 'react';
import { Button, EmptyState, Grid, PageHeader, QueryState, Stack, useFocusedRecord, useIsAdmin } from 'shared-ui';
import { title } from '../../../lib/links';
import { useGetLoansQuery } from '../api/loans-api';
import type { Loan } from '../loan';
import { LoanCard } from './LoanCard';
import { LoanModal } from './LoanModal';

/** `/term-loan`: the Credit & Loans directory. Everyone reads; admins add, edit and delete (RLS decides). */
export default function CreditAndLoansPage() {
  const query = useGetLoansQuery();
  const isAdmin = useIsAdmin();
  // `?focus=<loan id>` (a search result, a shared link): that loan in view and highlighted.
  const focus = useFocusedRecord(query.isSuccess);
  const [editing, setEditing] = useState<Loan | 'new' | null>(null);
  const addButton = isAdmin ? <Button onClick={() => setEditing('new')}>+ Add Loan</Button> : undefined;
  return (
    <Stack $gap="lg">
      <PageHeader title={title('credit-and-loans')} subtitle="Loan and credit products for growing businesses." actions={addButton} />
      <QueryState
        query={query}
        loadingLabel="Loading loans..."
        isEmpty={(loans) => loans.length === 0}
        empty={
          <EmptyState
            title="No loans available yet"
            description={isAdmin ? 'Add the first loan product.' : 'Check back soon for loan products.'}
          />
        }
      >
        {(loans) => (
          <Grid $min="300px">
            {loans.map((loan) => (
              <LoanCard key={loan.id} loan={loan} canManage={isAdmin} onEdit={() => setEditing(loan)} mark={focus.mark(loan.id)} />
            ))}
          </Grid>
        )}
      </QueryState>
      {editing && <LoanModal loan={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
