// The shared HTTP mail API client (_shared/mail.ts), and what request-program says without a provider.
export { mailConfigured, sendMail, type MailMessage } from '../_shared/mail.ts';

/** What the deploy check (GET request-program) and a refused request say when no provider is configured. */
export const MAIL_NOT_CONFIGURED =
  'No mail provider is configured for request-program: set MAIL_API_URL and MAIL_API_KEY (and MAIL_FROM) with `supabase secrets set`.';
