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
  /** Auth signed these sessions out: Realtime ends their channels at once (set by Realtime's service; absent in unit setups). */
  sessionsEnded?: (sessionIds: string[]) => void;
  /**
   * Auth changed these users' sessions or rights (a new password, a ban, a deletion, a second factor verified, a new
   * role in app_metadata): Realtime ends their channels whose session is gone and reads Authorization again.
   */
  usersChanged?: (userIds: string[]) => void;
  /**
   * Realtime's side of the database (index.ts): `db` and `apiDb` as opened, without the poke the other services'
   * statements give Realtime after each on the embedded database (its own reads must not wake it), and `writes`,
   * the signal those pokes fire, which Realtime's service listens to. Absent in unit setups (no Realtime).
   */
  realtime?: { db: Db; apiDb: Db; writes: WriteSignal };
}

/** Fired after each statement the services send (embedded database); one listener, set once Realtime is made. */
export interface WriteSignal {
  fire(): void;
  listen(listener: () => void): void;
}

export function createWriteSignal(): WriteSignal {
  let listener: (() => void) | undefined;
  return {
    fire: () => listener?.(),
    listen: (next) => {
      listener = next;
    },
  };
}
