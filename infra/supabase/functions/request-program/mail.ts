import { env } from '../_shared/env.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

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
