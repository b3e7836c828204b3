import { useState } from 'react';
import { Badge, Button, Card, CardBody, type FocusedRecordMark, useToast } from 'shared-ui';
import { ConfirmDialog } from 'shared-ui/overlays';
import { SealedValue } from 'shared-ui/secrets';
import styled from 'styled-components';
import { useRevealSecretMutation } from '../../../lib/vault-api';
import { useDeleteBankAccountMutation, useUpdateBankAccountMutation } from '../api/bank-accounts-api';
import { FLAGS, formatFees, safeHttpUrl, toValues, type BankAccount } from '../bank-account';
import { BankAccountFormModal } from './BankAccountFormModal';

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  & > dt { color: ${({ theme }) => theme.colors.textMuted}; }
  & > dd { margin: 0; overflow-wrap: anywhere; }
`;

const FlagList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  list-style: none;
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: 0;
`;

// Sealed in the credential vault: the row holds the mask ('••••6789'); Show asks the server.
function Secret({ id, field, value, label }: { id: string; field: 'account_number' | 'routing_number'; value: string | null; label: string }) {
  const [reveal] = useRevealSecretMutation();
  if (!value) return <>-</>;
  return <SealedValue masked={value} label={label} reveal={() => reveal({ secret_table: 'bank_accounts', secret_id: id, secret_field: field }).unwrap()} />;
}

/** One bank account: its details (account and routing numbers masked, with reveal), flags, Edit and Delete. */
export function BankAccountCard({ account, mark }: { account: BankAccount; mark?: FocusedRecordMark }) {
  const toast = useToast();
  const [isEditing, setIsEditing] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const [updateAccount] = useUpdateBankAccountMutation();
  const [deleteAccount, { isLoading: isDeleting }] = useDeleteBankAccountMutation();
  const name = account.bank_name ?? 'Bank account';
  const url = safeHttpUrl(account.business_account_url);
  const flags = FLAGS.filter((f) => account[f.key]);

  const remove = async () => {
    try {
      await deleteAccount(account.id).unwrap();
      setIsConfirming(false);
      toast.success('Account deleted successfully!');
    } catch {
      // The shared listener toasts the failure's message; the dialog stays open to try again.
    }
  };

  return (
    <Card
      {...mark}
      title={name}
      actions={
        <>
          <Button size="sm" variant="secondary" onClick={() => setIsEditing(true)} aria-label={`Edit ${name}`}>
            Edit
          </Button>
          <Button size="sm" variant="danger" onClick={() => setIsConfirming(true)} aria-label={`Delete ${name}`}>
            Delete
          </Button>
        </>
      }
    >
      <CardBody>
        <Details>
          <dt>Account Owner</dt>
          <dd>{account.account_owner ?? '-'}</dd>
          <dt>Account Number</dt>
          <dd><Secret id={account.id} field="account_number" value={account.account_number} label="account number" /></dd>
          <dt>Routing Number</dt>
          <dd><Secret id={account.id} field="routing_number" value={account.routing_number} label="routing number" /></dd>
          <dt>Date Opened</dt>
          <dd>{account.date_opened ?? '-'}</dd>
          <dt>Monthly Fees</dt>
          <dd>{formatFees(account.monthly_fees)}</dd>
          <dt>Business Account URL</dt>
          <dd>
            {url ? (
              <a href={url} target="_blank" rel="noopener noreferrer">
                {account.business_account_url}
              </a>
            ) : (
              account.business_account_url ?? '-'
            )}
          </dd>
          <dt>Notes</dt>
          <dd>{account.notes ?? '-'}</dd>
        </Details>
        {flags.length > 0 && (
          <FlagList aria-label="Account features">
            {flags.map((f) => (
              <li key={f.key}>
                <Badge tone="info">{f.label}</Badge>
              </li>
            ))}
          </FlagList>
        )}
      </CardBody>
      {isEditing && (
        <BankAccountFormModal
          title="Edit Account"
          submitLabel="Save Changes"
          busyLabel="Saving..."
          initialValues={toValues(account)}
          onSave={(row) => updateAccount({ id: account.id, row }).unwrap()}
          onSaved={() => {
            setIsEditing(false);
            toast.success('Account updated successfully!');
          }}
          onClose={() => setIsEditing(false)}
        />
      )}
      <ConfirmDialog
        isOpen={isConfirming}
        title="Delete Account"
        message={`Delete ${name}? This cannot be undone.`}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        isBusy={isDeleting}
        onConfirm={() => void remove()}
        onCancel={() => setIsConfirming(false)}
      />
    </Card>
  );
}
