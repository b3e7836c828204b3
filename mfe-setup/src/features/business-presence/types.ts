import type { Database, Tables } from 'shared-ui';

/** An access detail as the screen reads it (`business_account_details`). */
export type AccessDetail = Pick<Tables<'business_account_details'>, 'id' | 'business_account_id' | 'label' | 'value'>;

/** A business presence account with its access details, in the order they were typed (ordered by the server). */
export type BusinessAccount = Pick<
  Tables<'business_accounts'>,
  'id' | 'name' | 'description' | 'status' | 'business_account_url' | 'notes' | 'created_at'
> & {
  business_account_details: AccessDetail[];
};

type Functions = Database['public']['Functions'];

/** What the Add Account modal collects (the form's values; `details` become the function's `access_details`). */
export interface NewBusinessAccount {
  name: string;
  business_account_url: string;
  description: string;
  notes: string;
  details: { label: string; value: string }[];
}

/** What the card's edit mode saves: the account's fields and the new value of each detail, by label. */
export type BusinessAccountChanges = NewBusinessAccount & { id: string };

/** The arguments of `add_business_account` / `update_business_account` (one request, one transaction). */
export type AddAccountArgs = Functions['add_business_account']['Args'];
export type UpdateAccountArgs = Functions['update_business_account']['Args'];

export function addAccountArgs(account: NewBusinessAccount): AddAccountArgs {
  return {
    account_name: account.name,
    account_url: account.business_account_url,
    account_description: account.description,
    account_notes: account.notes,
    access_details: account.details,
  };
}

export function updateAccountArgs(changes: BusinessAccountChanges): UpdateAccountArgs {
  return { account_id: changes.id, ...addAccountArgs(changes) };
}
