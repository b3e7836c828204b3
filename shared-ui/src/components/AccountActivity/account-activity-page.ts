import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database, Tables } from 'shared-ui';

/** One entry of an account's activity log (`account_activity`: written only by the server, read by its owner and admins). */
export type AccountActivityEntry = Pick<
  Tables<'account_activity'>,
  'id' | 'occurred_at' | 'summary' | 'actor_id' | 'actor_email' | 'ip' | 'user_agent'
>;

/** Entries per page. */
export const ACTIVITY_PAGE_SIZE = 10;

export interface AccountActivityPage {
  entries: AccountActivityEntry[];
  hasNext: boolean;
}

/**
 * One page (1-based) of an account's activity, newest first, as an RTK Query endpoint's `query` returns it: one
 * row more than a page tells whether another follows. My Account reads the user's own, the admin's client page a
 * client's (row-level security decides).
 */
export async function fetchAccountActivityPage(db: SupabaseClient<Database>, userId: string, page: number) {
  const from = (page - 1) * ACTIVITY_PAGE_SIZE;
  const result = await db
    .from('account_activity')
    .select('id, occurred_at, summary, actor_id, actor_email, ip, user_agent')
    .eq('user_id', userId)
    .order('occurred_at', { ascending: false })
    .range(from, from + ACTIVITY_PAGE_SIZE);
  if (result.error) return result;
  const rows: AccountActivityEntry[] = result.data;
  return {
    ...result,
    data: { entries: rows.slice(0, ACTIVITY_PAGE_SIZE), hasNext: rows.length > ACTIVITY_PAGE_SIZE } as AccountActivityPage,
  };
}
