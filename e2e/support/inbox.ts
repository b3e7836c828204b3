import { expect } from '@playwright/test';
import { stackState } from './stack';

export interface CaughtMessage {
  to: string;
  subject: string;
  text?: string;
  links: string[];
  headers: Record<string, string>;
}

/** The e-mails the stack's mail catcher holds for `to`, newest first (its JSON endpoint). */
export async function inbox(to: string): Promise<CaughtMessage[]> {
  const res = await fetch(`${stackState().inboxUrl}/api/messages?to=${encodeURIComponent(to)}`);
  return (await res.json()) as CaughtMessage[];
}

/** How many e-mails the mail catcher holds for `to`. */
export async function inboxCount(to: string): Promise<number> {
  return (await inbox(to)).length;
}

/** The newest e-mail for `to`, once there is one. */
export async function latestEmail(to: string): Promise<CaughtMessage> {
  let found: CaughtMessage | undefined;
  await expect
    .poll(async () => {
      const list = await inbox(to);
      found = list[0];
      return list.length;
    })
    .toBeGreaterThan(0);
  return found as CaughtMessage;
}
