import type { StackContext } from '../context';
import { AuthError } from './errors';

export type LinkType = 'signup' | 'recovery' | 'magiclink' | 'email_change';

const TEMPLATES: Record<LinkType, { subject: string; heading: string; intro: string; action: string }> = {
  signup: {
    subject: 'Confirm Your Signup',
    heading: 'Confirm your signup',
    intro: 'Follow this link to confirm your user:',
    action: 'Confirm your mail',
  },
  recovery: {
    subject: 'Reset Your Password',
    heading: 'Reset Password',
    intro: 'Follow this link to reset the password for your user:',
    action: 'Reset Password',
  },
  magiclink: { subject: 'Your Magic Link', heading: 'Magic Link', intro: 'Follow this link to login:', action: 'Log In' },
  email_change: {
    subject: 'Confirm Email Change',
    heading: 'Confirm Change of Email',
    intro: 'Follow this link to confirm the update of your email:',
    action: 'Change Email',
  },
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** `${apiUrl}/auth/v1/verify?token=..&type=..&redirect_to=..`: the link every auth e-mail carries. */
export function verifyLink(ctx: StackContext, token: string, type: LinkType, redirectTo: string): string {
  const query = new URLSearchParams({ token, type, redirect_to: redirectTo });
  return `${ctx.config.apiUrl}/auth/v1/verify?${query.toString()}`;
}

/** Sends GoTrue's default template for this kind of link. */
export async function sendLinkEmail(ctx: StackContext, to: string, type: LinkType, link: string): Promise<void> {
  const t = TEMPLATES[type];
  try {
    await ctx.mailer.send({
      to,
      subject: t.subject,
      text: `${t.heading}\n\n${t.intro}\n${link}\n`,
      html: `<h2>${escapeHtml(t.heading)}</h2>\n<p>${escapeHtml(t.intro)}</p>\n<p><a href="${escapeHtml(link)}">${escapeHtml(t.action)}</a></p>\n`,
    });
  } catch (error) {
    process.stderr.write(`auth: sending the ${type} e-mail failed: ${(error as Error).message}\n`);
    throw new AuthError(500, 'unexpected_failure', `Error sending ${type === 'signup' ? 'confirmation' : type} email`);
  }
}

/** GoTrue's "email changed" notification, to the address the account had before. */
export async function sendEmailChangedNotice(ctx: StackContext, oldAddress: string, newAddress: string): Promise<void> {
  const text = `The email address for your account has been changed from ${oldAddress} to ${newAddress}. If you did not make this change, please contact support.`;
  try {
    await ctx.mailer.send({
      to: oldAddress,
      subject: 'Your email address has been changed',
      text: `Email address changed\n\n${text}\n`,
      html: `<h2>Email address changed</h2>\n<p>${escapeHtml(text)}</p>\n`,
    });
  } catch (error) {
    // The change is made; a failed notice is logged, not undone.
    process.stderr.write(`auth: sending the email-changed notice failed: ${(error as Error).message}\n`);
  }
}
