import crypto from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from '../context';
import { extractLinks } from './links';

export interface CaughtMessage {
  id: string;
  from: string;
  to: string;
  subject: string;
  date: string;
  text: string;
  html?: string;
  links: string[];
  /** Size of the MIME message nodemailer built. */
  size: number;
}

/** How many messages the catcher keeps (oldest dropped first). */
export const CATCHER_CAPACITY = 500;

/**
 * The local mail catcher: nodemailer composes each message exactly as it would for SMTP, and it is
 * kept in memory (bounded) for the inbox page and its JSON API instead of being delivered.
 */
export class MailCatcher implements Mailer {
  private readonly store: CaughtMessage[] = [];
  private readonly transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  constructor(
    private readonly from: string,
    private readonly capacity = CATCHER_CAPACITY,
  ) {}

  async send(message: MailMessage): Promise<void> {
    const info = await this.transport.sendMail({ from: this.from, ...message });
    const raw = (info as unknown as { message: Buffer }).message;
    this.store.push({
      id: crypto.randomUUID(),
      from: this.from,
      to: message.to,
      subject: message.subject,
      date: new Date().toISOString(),
      text: message.text,
      html: message.html,
      links: extractLinks(message.text, message.html),
      size: raw.length,
    });
    if (this.store.length > this.capacity) this.store.splice(0, this.store.length - this.capacity);
  }

  /** Newest first; `to` filters by recipient address (case-insensitive). */
  list(to?: string | null): CaughtMessage[] {
    const wanted = to?.trim().toLowerCase();
    return this.store.filter((m) => !wanted || m.to.toLowerCase().split(/\s*,\s*/).includes(wanted)).reverse();
  }

  get(id: string): CaughtMessage | undefined {
    return this.store.find((m) => m.id === id);
  }

  clear(): void {
    this.store.length = 0;
  }
}

export function isMailCatcher(mailer: Mailer): mailer is MailCatcher {
  return mailer instanceof MailCatcher;
}
