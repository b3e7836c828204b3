import type { ApiKeys } from './api-keys';
import type { StackConfig } from './config';
import type { Db } from './db/types';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra header fields (e.g. RFC 8058's List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string>;
}

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
}
