/** A business presence account with its access details (`business_accounts` + `business_account_details`). */
export interface AccessDetail {
  id: string;
  business_account_id: string;
  label: string;
  value: string;
}

export type BusinessAccountStatus = 'Active' | 'Pending';

export interface BusinessAccount {
  id: string;
  name: string;
  description: string | null;
  status: BusinessAccountStatus;
  business_account_url: string | null;
  notes: string | null;
  created_at: string;
  business_account_details: AccessDetail[];
}

/** What the Add Account modal collects. */
export interface NewBusinessAccount {
  name: string;
  business_account_url: string;
  description: string;
  notes: string;
  details: { label: string; value: string }[];
}

/** What the card's edit mode saves: the account's fields and the new value of each detail, by label. */
export interface BusinessAccountChanges {
  id: string;
  name: string;
  business_account_url: string;
  description: string;
  notes: string;
  details: { label: string; value: string }[];
}
