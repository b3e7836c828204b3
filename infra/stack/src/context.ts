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
  db: Db;
  keys: ApiKeys;
  mailer: Mailer;
}
