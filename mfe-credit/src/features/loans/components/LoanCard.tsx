import { useState } from 'react';
import { Button, ButtonLink, Card, CardBody, CardFooter, type FocusedRecordMark, usePlatform } from 'shared-ui';
import { ConfirmDialog } from 'shared-ui/overlays';
import { DetailList } from '../../../components/layout';
import { externalUrl } from '../../../lib/external-url';
import { useDeleteLoanMutation } from '../api/loans-api';
import { LOAN_MESSAGES, type Loan } from '../loan';

/** One loan product: APR Range, Loan Amount, Term Length, Apply Now; edit and delete for admins. */
export function LoanCard({ loan, canManage, onEdit, mark }: { loan: Loan; canManage: boolean; onEdit: () => void; mark?: FocusedRecordMark }) {
  const platform = usePlatform();
  const [isConfirming, setIsConfirming] = useState(false);
  const [deleteLoan, { isLoading: isDeleting }] = useDeleteLoanMutation();
  const applyUrl = externalUrl(loan.apply_url);

  const handleDelete = async () => {
    try {
      await deleteLoan(loan.id).unwrap();
      platform.toast.success(LOAN_MESSAGES.deleted);
    } catch {
      // The shared listener toasts a failed mutation.
    } finally {
      setIsConfirming(false);
    }
  };

  const actions = canManage && (
    <>
      <Button size="sm" variant="secondary" onClick={onEdit} aria-label={`Edit ${loan.title}`}>Edit</Button>
      <Button size="sm" variant="danger" onClick={() => setIsConfirming(true)} aria-label={`Delete ${loan.title}`}>Delete</Button>
    </>
  );

  return (
    <Card title={loan.title} actions={actions} {...mark}>
      <CardBody>
        <DetailList rows={[
          { label: 'APR Range', value: loan.apr_range },
          { label: 'Loan Amount', value: loan.loan_amount },
          { label: 'Term Length', value: loan.term_length },
        ]} />
      </CardBody>
      {applyUrl && (
        <CardFooter>
          <ButtonLink href={applyUrl} isExternal size="sm" aria-label={`Apply Now for ${loan.title}`}>Apply Now</ButtonLink>
        </CardFooter>
      )}
      {canManage && (
        <ConfirmDialog
          isOpen={isConfirming}
          title="Delete Loan?"
          message={`Are you sure you want to delete "${loan.title}"? This action cannot be undone.`}
          onConfirm={handleDelete}
          onCancel={() => setIsConfirming(false)}
          isBusy={isDeleting}
        />
      )}
    </Card>
  );
}
