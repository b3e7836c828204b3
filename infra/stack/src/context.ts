import type { ApiKeys } from './api-keys';
import type { StackConfig } from './config';
import type { MailMessage } from '../../supabase/functions/_shared/mail.ts';
import type { Db } from './db/types';

// An e-mail's shape is the one the Edge Functions post to the mail API (_shared/mail.ts): they are deployed alone
// and cannot import the stack, so the stack takes it from them.
export type { MailMessage };

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** What every service module (rest, auth, storage, functions, mail) is built from. */
export interface StackContext {
  config: StackConfig;
  /** The stack's own rights (migrations' bootstrap, auth, storage's bucket reads, realtime's queue, cron): the database's own user. */
  db: Db;
  /** API requests (REST, storage object operations, realtime row checks): session user `authenticator` (src/db/open-db.ts). */
  apiDb: Db;
  keys: ApiKeys;
  mailer: Mailer;
  /** Auth signed these sessions out: Realtime ends their channels at once (set by index.ts; absent in unit setups). */
  sessionsEnded?: (sessionIds: string[]) => void;
  /**
   * Auth changed these users' sessions or rights (a new password, a ban, a deletion, a second factor verified, a new
   * role in app_metadata): Realtime ends their channels whose session is gone and reads Authorization again.
   */
  usersChanged?: (userIds: string[]) => void;
}
