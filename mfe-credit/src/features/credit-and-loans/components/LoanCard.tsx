import { useState } from 'react';
import { Button, Card, CardBody, DescriptionList, type FocusedRecordMark } from 'shared-ui';
import { ApplyNowFooter } from '../../../components/ApplyNowFooter';
import { ConfirmDelete } from '../../../components/ConfirmDelete';
import { orDash } from '../../../lib/or-dash';
import { useDeleteLoanMutation } from '../api/loans-api';
import { LOAN_MESSAGES, type Loan } from '../loan';

/** One loan product: APR Range, Loan Amount, Term Length, Apply Now; edit and delete for admins. */
export function LoanCard({
  loan,
  canManage,
  onEdit,
  mark,
}: {
  loan: Loan;
  canManage: boolean;
  onEdit: () => void;
  mark?: FocusedRecordMark;
}) {
  const [isConfirming, setIsConfirming] = useState(false);
  const [deleteLoan, { isLoading: isDeleting }] = useDeleteLoanMutation();

  const actions = canManage && (
    <>
      <Button size="sm" variant="secondary" onClick={onEdit} aria-label={`Edit ${loan.title}`}>
        Edit
      </Button>
      <Button size="sm" variant="danger" onClick={() => setIsConfirming(true)} aria-label={`Delete ${loan.title}`}>
        Delete
      </Button>
    </>
  );

  return (
    <Card title={loan.title} actions={actions} {...mark}>
      <CardBody>
        <DescriptionList
          items={[
            { term: 'APR Range', value: orDash(loan.apr_range) },
            { term: 'Loan Amount', value: orDash(loan.loan_amount) },
            { term: 'Term Length', value: orDash(loan.term_length) },
          ]}
        />
      </CardBody>
      <ApplyNowFooter url={loan.apply_url} name={loan.title} />
      {canManage && (
        <ConfirmDelete
          isOpen={isConfirming}
          title="Delete Loan?"
          name={loan.title}
          onDelete={() => deleteLoan(loan.id).unwrap()}
          deletedMessage={LOAN_MESSAGES.deleted}
          isBusy={isDeleting}
          onClose={() => setIsConfirming(false)}
        />
      )}
    </Card>
  );
}
