import type { Tables } from 'shared-ui';

/** One entry of the account's activity log (`account_activity`, written only by the server). */
export type ActivityEntry = Pick<Tables<'account_activity'>, 'id' | 'occurred_at' | 'event' | 'summary' | 'actor_id' | 'actor_email' | 'ip' | 'user_agent'>;

/** Entries per page. */
export const ACTIVITY_PAGE_SIZE = 10;

export interface ActivityPage {
  entries: ActivityEntry[];
  hasNext: boolean;
}
