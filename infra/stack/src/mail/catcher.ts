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
  /** The extra header fields the sender set (List-Unsubscribe...), as composed. */
  headers: Record<string, string>;
  links: string[];
  /** Size of the MIME message nodemailer built. */
  size: number;
}

/** How many messages the catcher keeps (oldest dropped first). */
export const CATCHER_CAPACITY = 500;
/** How many characters of text and HTML it keeps in all (oldest dropped first): anyone who can make the stack mail cannot fill its memory. */
export const CATCHER_MAX_CHARS = 8 * 1024 * 1024;
/** A message's text or HTML is cut after this many characters. */
export const CATCHER_MAX_PART_CHARS = 256 * 1024;

const cut = (part: string) =>
  part.length > CATCHER_MAX_PART_CHARS
    ? `${part.slice(0, CATCHER_MAX_PART_CHARS)}\n[cut by the local mail catcher: longer than ${CATCHER_MAX_PART_CHARS} characters]`
    : part;
const charsOf = (m: CaughtMessage) => m.text.length + (m.html?.length ?? 0);

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
    private readonly maxChars = CATCHER_MAX_CHARS,
  ) {}

  async send(original: MailMessage): Promise<void> {
    // Cut first: composing a huge message would cost as much as keeping it.
    const message = { ...original, text: cut(original.text), ...(original.html === undefined ? {} : { html: cut(original.html) }) };
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
      headers: { ...(message.headers ?? {}) },
      links: extractLinks(message.text, message.html).slice(0, 100),
      size: raw.length,
    });
    if (this.store.length > this.capacity) this.store.splice(0, this.store.length - this.capacity);
    let chars = this.store.reduce((sum, m) => sum + charsOf(m), 0);
    while (chars > this.maxChars && this.store.length > 1) chars -= charsOf(this.store.shift()!);
  }

  /** Newest first; `to` filters by recipient address (case-insensitive). */
  list(to?: string | null): CaughtMessage[] {
    const wanted = to?.trim().toLowerCase();
    return this.store
      .filter(
        (m) =>
          !wanted ||
          m.to
            .toLowerCase()
            .split(/\s*,\s*/)
            .includes(wanted),
      )
      .reverse();
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
