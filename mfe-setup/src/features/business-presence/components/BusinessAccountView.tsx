import styled from 'styled-components';
import type { BusinessAccount } from '../types';
import { AccessDetails } from './AccessDetails';
import { AccountUrlLink } from './AccountUrlLink';

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: pre-wrap;
`;

const Label = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** The card's view mode: description, access details (copyable, secrets masked), notes, Business Url. */
export function BusinessAccountView({
  account,
  onCopied,
  onReveal,
}: {
  account: BusinessAccount;
  onCopied: (message: string) => void;
  onReveal: (detailId: string) => Promise<string>;
}) {
  return (
    <>
      {account.description && <p>{account.description}</p>}
      {account.business_account_details.length > 0 && (
        <section aria-label={`Access details of ${account.name}`}>
          <Label>Access Details</Label>
          <AccessDetails details={account.business_account_details} onCopied={onCopied} onReveal={onReveal} />
        </section>
      )}
      {account.notes && (
        <div>
          <Label>Notes</Label>
          <Muted>{account.notes}</Muted>
        </div>
      )}
      <AccountUrlLink url={account.business_account_url} accountName={account.name} />
    </>
  );
}
