import type { Db, SupabaseAnswer } from 'shared-ui/data';
import { setupApi } from '../../../app/api';
import type { BusinessAccount, BusinessAccountChanges, NewBusinessAccount } from '../types';

const COLUMNS = 'id, name, description, status, business_account_url, notes, created_at, business_account_details(id, business_account_id, label, value, created_at)';

/** Details in the order they were added (the embed comes back unordered). */
function withOrderedDetails(rows: (BusinessAccount & { business_account_details: (BusinessAccount['business_account_details'][number] & { created_at?: string })[] })[]) {
  return rows.map((row) => ({
    ...row,
    business_account_details: [...row.business_account_details].sort((a, b) => (a.created_at ?? '').localeCompare(b.created_at ?? '')),
  }));
}

/** Account, then its details; if the details fail the account is removed again, so nothing half-saved remains. */
async function addAccount(db: Db, account: NewBusinessAccount): Promise<SupabaseAnswer> {
  const created = await db.from('business_accounts').insert({
    name: account.name,
    business_account_url: account.business_account_url.trim() || null,
    description: account.description.trim() || null,
    notes: account.notes.trim() || null,
    status: 'Active',
  }).select('id').single();
  if (created.error || account.details.length === 0) return created;
  const id = (created.data as { id: string }).id;
  const details = await db.from('business_account_details').insert(account.details.map((d) => ({ business_account_id: id, ...d })));
  if (details.error) {
    await db.from('business_accounts').delete().eq('id', id);
    return details;
  }
  return created;
}

/** The account's fields, then each detail's value by label; the first failure stops the save (edit mode stays open). */
async function updateAccount(db: Db, changes: BusinessAccountChanges): Promise<SupabaseAnswer> {
  const account = await db.from('business_accounts').update({
    name: changes.name,
    notes: changes.notes.trim() || null,
    business_account_url: changes.business_account_url.trim() || null,
    description: changes.description.trim() || null,
  }).eq('id', changes.id);
  if (account.error) return account;
  for (const detail of changes.details) {
    const answer = await db.from('business_account_details').update({ label: detail.label, value: detail.value })
      .eq('business_account_id', changes.id).eq('label', detail.label);
    if (answer.error) return answer;
  }
  return { data: null, error: null };
}

export const businessAccountsApi = setupApi.enhanceEndpoints({ addTagTypes: ['business_accounts'] }).injectEndpoints({
  endpoints: (build) => ({
    getBusinessAccounts: build.query<BusinessAccount[], string>({
      query: (userId) => async (db) => {
        const answer = await db.from('business_accounts').select(COLUMNS).eq('user_id', userId).order('created_at');
        return answer.error ? answer : { ...answer, data: withOrderedDetails(answer.data as never) };
      },
      providesTags: ['business_accounts'],
    }),
    addBusinessAccount: build.mutation<unknown, NewBusinessAccount>({
      query: (account) => (db) => addAccount(db, account),
      invalidatesTags: ['business_accounts'],
    }),
    updateBusinessAccount: build.mutation<unknown, BusinessAccountChanges>({
      query: (changes) => (db) => updateAccount(db, changes),
      invalidatesTags: ['business_accounts'],
    }),
    deleteBusinessAccount: build.mutation<unknown, string>({
      query: (id) => (db) => db.from('business_accounts').delete().eq('id', id),
      invalidatesTags: ['business_accounts'],
    }),
  }),
});

export const {
  useGetBusinessAccountsQuery, useAddBusinessAccountMutation, useUpdateBusinessAccountMutation, useDeleteBusinessAccountMutation,
} = businessAccountsApi;
