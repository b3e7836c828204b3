import { useState } from 'react';
import { Badge, Button, Card, CardBody, Cluster, DescriptionList, type FocusedRecordMark, formatUsd, useToast } from 'shared-ui';
import { ConfirmDialog } from 'shared-ui/overlays';
import { SealedValue } from 'shared-ui/secrets';
import styled from 'styled-components';
import { useRevealSecretMutation } from '../../../lib/vault-api';
import { useDeleteBankAccountMutation, useUpdateBankAccountMutation } from '../api/bank-accounts-api';
import { FLAGS, safeHttpUrl, toValues, type BankAccount } from '../bank-account';
import { BankAccountFormModal } from './BankAccountFormModal';

// Smaller type than a page's details: a card holds several.
const Details = styled(DescriptionList)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

// Sealed in the credential vault: the row holds the mask ('••••6789'); Show asks the server.
function Secret({
  id,
  field,
  value,
  label,
}: {
  id: string;
  field: 'account_number' | 'routing_number';
  value: string | null;
  label: string;
}) {
  const [reveal] = useRevealSecretMutation();
  if (!value) return <>-</>;
  return (
    <SealedValue
      masked={value}
      label={label}
      reveal={() => reveal({ secret_table: 'bank_accounts', secret_id: id, secret_field: field }).unwrap()}
    />
  );
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
        <Details
          items={[
            { term: 'Account Owner', value: account.account_owner ?? '-' },
            {
              term: 'Account Number',
              value: <Secret id={account.id} field="account_number" value={account.account_number} label="account number" />,
            },
            {
              term: 'Routing Number',
              value: <Secret id={account.id} field="routing_number" value={account.routing_number} label="routing number" />,
            },
            { term: 'Date Opened', value: account.date_opened ?? '-' },
            { term: 'Monthly Fees', value: formatUsd(account.monthly_fees) },
            {
              term: 'Business Account URL',
              value: url ? (
                <a href={url} target="_blank" rel="noopener noreferrer">
                  {account.business_account_url}
                </a>
              ) : (
                (account.business_account_url ?? '-')
              ),
            },
            { term: 'Notes', value: account.notes ?? '-' },
          ]}
        />
        {flags.length > 0 && (
          <Cluster as="ul" $gap="xs" aria-label="Account features">
            {flags.map((f) => (
              <li key={f.key}>
                <Badge tone="info">{f.label}</Badge>
              </li>
            ))}
          </Cluster>
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
