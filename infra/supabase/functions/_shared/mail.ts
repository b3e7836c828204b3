import { env } from './env.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra header fields, e.g. RFC 8058's List-Unsubscribe and List-Unsubscribe-Post. */
  headers?: Record<string, string>;
}

/** Whether a mail provider is configured (`supabase secrets set MAIL_API_URL=... MAIL_API_KEY=...`). */
export function mailConfigured(): boolean {
  return Boolean(env('MAIL_API_URL') && env('MAIL_API_KEY'));
}

/**
 * Sends one e-mail through an HTTP mail API: POST MAIL_API_URL with `Authorization: Bearer
 * MAIL_API_KEY` and {from, to, subject, text, html, headers} (the shape Resend and similar providers take).
 * The local stack points MAIL_API_URL at its own mail (the local inbox's catcher or SMTP).
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
