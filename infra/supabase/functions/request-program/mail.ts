import { env } from '../_shared/env.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Whether a mail provider is configured (`supabase secrets set MAIL_API_URL=... MAIL_API_KEY=...`). */
export function mailConfigured(): boolean {
  return Boolean(env('MAIL_API_URL') && env('MAIL_API_KEY'));
}

/** What the deploy check (GET request-program) and a refused request say when no provider is configured. */
export const MAIL_NOT_CONFIGURED =
  'No mail provider is configured for request-program: set MAIL_API_URL and MAIL_API_KEY (and MAIL_FROM) with `supabase secrets set`.';

/**
 * Sends one e-mail through an HTTP mail API: POST MAIL_API_URL with `Authorization: Bearer
 * MAIL_API_KEY` and {from, to, subject, text, html} (the shape Resend and similar providers take).
 * The local stack points MAIL_API_URL at its own mail (the /inbox catcher or SMTP).
 */
export async function sendMail(message: MailMessage): Promise<void> {
  const url = env('MAIL_API_URL');
  if (!url) throw new Error('MAIL_API_URL is not configured');
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${env('MAIL_API_KEY') ?? ''}` },
    body: JSON.stringify({ from: env('MAIL_FROM') ?? 'Business Portal <no-reply@portal.local>', ...message }),
  });
  if (!res.ok) throw new Error(`mail API answered ${res.status}: ${await res.text()}`);
}
