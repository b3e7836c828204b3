import type { MailMessage } from '../_shared/mail.ts';
import { unsubscribeToken } from '../_shared/unsubscribe-token.ts';

/** One row of `claim_notification_mails`. */
export interface PendingMail {
  id: string;
  user_id: string;
  email: string;
  name: string | null;
  title: string;
  body: string;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The e-mail of one notification: its title as the subject, its text, a link that opens it in the portal, and RFC 8058's
 * one-click unsubscribe (`List-Unsubscribe` with the signed link, `List-Unsubscribe-Post`); the footer links
 * to the portal's confirm page (a mail scanner following links must not unsubscribe anyone).
 */
export async function composeNotificationMail(mail: PendingMail, portalUrl: string, unsubscribeUrl: string): Promise<MailMessage> {
  const token = encodeURIComponent(await unsubscribeToken(mail.user_id));
  const oneClick = `${unsubscribeUrl}?token=${token}`;
  const confirmPage = `${portalUrl}/unsubscribe?token=${token}`;
  const greeting = mail.name?.trim() ? `Hello ${mail.name.trim()},` : 'Hello,';
  // The shell opens the notification's own screen from this address once its reader is signed in.
  const openUrl = `${portalUrl}/?notification=${encodeURIComponent(mail.id)}`;
  return {
    to: mail.email,
    subject: mail.title,
    text: `${greeting}\n\n${mail.title}\n${mail.body}\n\nOpen it in the portal: ${openUrl}\n\nYou receive this because "Email Notifications" is on in My Account. Stop these e-mails: ${confirmPage}\n`,
    html:
      `<p>${escape(greeting)}</p><p><strong>${escape(mail.title)}</strong><br>${escape(mail.body)}</p>` +
      `<p><a href="${escape(openUrl)}">Open it in the portal</a></p>` +
      `<p style="color:#6b7280;font-size:12px">You receive this because "Email Notifications" is on in My Account. ` +
      `<a href="${escape(confirmPage)}">Stop these e-mails</a></p>`,
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
