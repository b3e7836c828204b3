import { usePlatform } from 'shared-ui';
import { Form, FormTextField, useForm } from 'shared-ui/forms';
import { Modal } from 'shared-ui/overlays';
import { useAddLoanMutation, useUpdateLoanMutation } from '../api/loans-api';
import { EMPTY_LOAN, isApplyUrl, LOAN_MESSAGES, loanValues, type Loan, type LoanValues } from '../loan';

/** "Add New Loan" (loan null) or "Edit Loan": text inputs title, apr_range, loan_amount, term_length, apply_url. */
export function LoanModal({ loan, onClose }: { loan: Loan | null; onClose: () => void }) {
  const platform = usePlatform();
  const [addLoan] = useAddLoanMutation();
  const [updateLoan] = useUpdateLoanMutation();
  const form = useForm<LoanValues>({ defaultValues: loan ? loanValues(loan) : EMPTY_LOAN });
  const handleSubmit = async (values: LoanValues) => {
    if (loan) await updateLoan({ id: loan.id, values }).unwrap();
    else await addLoan(values).unwrap();
    platform.toast.success(loan ? LOAN_MESSAGES.updated : LOAN_MESSAGES.added);
    onClose();
  };
  return (
    <Modal isOpen onClose={onClose} title={loan ? 'Edit Loan' : 'Add New Loan'}>
      <Form form={form} onSubmit={handleSubmit} submitLabel={loan ? 'Save' : 'Add Loan'} busyLabel="Saving..." onCancel={onClose}>
        <FormTextField
          form={form}
          name="title"
          label="Title"
          rules={{ required: LOAN_MESSAGES.titleRequired, validate: (v: string) => v.trim() !== '' || LOAN_MESSAGES.titleRequired }}
        />
        <FormTextField form={form} name="apr_range" label="APR Range" placeholder="8% - 24%" />
        <FormTextField form={form} name="loan_amount" label="Loan Amount" placeholder="$10,000 - $250,000" />
        <FormTextField form={form} name="term_length" label="Term Length" placeholder="12 - 24 months" />
        <FormTextField
          form={form}
          name="apply_url"
          label="Apply URL"
          placeholder="https://"
          rules={{ validate: (v: string) => isApplyUrl(v) || LOAN_MESSAGES.badUrl }}
        />
      </Form>
    </Modal>
  );
}
