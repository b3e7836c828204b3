import type { NotificationKind } from '../config-auth-switches';
import type { StackContext } from '../context';
import { AuthError } from './errors';

export type LinkType = 'signup' | 'recovery' | 'magiclink' | 'email_change' | 'invite';

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
  invite: {
    subject: 'You have been invited',
    heading: 'You have been invited',
    intro: 'You have been invited to create a user. Follow this link to accept the invite:',
    action: 'Accept the invite',
  },
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

/** GoTrue's reauthentication mail: the code `PUT /user` takes as `nonce` (subject "<code> is your verification code"). */
export async function sendReauthenticationEmail(ctx: StackContext, to: string, code: string): Promise<void> {
  try {
    await ctx.mailer.send({
      to,
      subject: `${code} is your verification code`,
      text: `Your verification code\n\nUse the code below to verify your identity. It expires shortly.\n${code}\n`,
      html: `<h2>Your verification code</h2>\n<p>Use the code below to verify your identity. It expires shortly.</p>\n<p>${code}</p>\n`,
    });
  } catch (error) {
    process.stderr.write(`auth: sending the reauthentication e-mail failed: ${(error as Error).message}\n`);
    throw new AuthError(500, 'unexpected_failure', 'Error sending reauthentication email');
  }
}

/** GoTrue's security notifications (internal/mailer/templatemailer): subject, heading, and the lines of each. */
const NOTIFICATIONS: Record<NotificationKind, (v: Record<string, string>) => { subject: string; lines: string[] }> = {
  password_changed: () => ({
    subject: 'Your password was changed',
    lines: [
      'The password for your account was recently changed.',
      "If you didn't make this change, reset your password and contact support immediately.",
    ],
  }),
  email_changed: (v) => ({
    subject: 'Your email address was changed',
    lines: [
      `The email address for your account was changed from ${v.oldEmail} to ${v.email}.`,
      "If you didn't make this change, contact support immediately.",
    ],
  }),
  phone_changed: (v) => ({
    subject: 'Your phone number was changed',
    lines: [
      `The phone number for your account was changed from ${v.oldPhone} to ${v.phone}.`,
      "If you didn't make this change, contact support immediately.",
    ],
  }),
  identity_linked: (v) => ({
    subject: 'A new sign-in method was linked to your account',
    lines: [
      `Your ${v.provider} account was linked as a new sign-in method for ${v.email}.`,
      "If you didn't make this change, contact support immediately.",
    ],
  }),
  identity_unlinked: (v) => ({
    subject: 'A sign-in method was removed from your account',
    lines: [
      `Your ${v.provider} account was removed as a sign-in method for ${v.email}.`,
      "If you didn't make this change, contact support immediately.",
    ],
  }),
  mfa_factor_enrolled: (v) => ({
    subject: 'A new verification method was added to your account',
    lines: [
      `Sign-in verification method ${v.factorType} was added to your account.`,
      "If you didn't make this change, contact support immediately.",
    ],
  }),
  mfa_factor_unenrolled: (v) => ({
    subject: 'A verification method was removed from your account',
    lines: [
      `Sign-in verification method ${v.factorType} was removed from your account.`,
      "If you didn't make this change, contact support immediately.",
    ],
  }),
};

/**
 * A security notification, sent only when config.toml's `[auth.email.notification.<kind>] enabled` is true (as
 * GoTrue's `Mailer.Notifications.*Enabled`). Sent after the change is made: a failure is logged, never undoes it.
 */
export async function sendNotification(
  ctx: StackContext,
  to: string | null | undefined,
  kind: NotificationKind,
  vars: Record<string, string> = {},
): Promise<void> {
  if (!to || !ctx.config.authSwitches.notifications[kind]) return;
  const { subject, lines } = NOTIFICATIONS[kind](vars);
  try {
    await ctx.mailer.send({
      to,
      subject,
      text: `${subject}\n\n${lines.join('\n')}\n`,
      html: `<h2>${escapeHtml(subject)}</h2>\n${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}\n`,
    });
  } catch (error) {
    process.stderr.write(`auth: sending the ${kind} notification failed: ${(error as Error).message}\n`);
  }
}

/** GoTrue's "email changed" notification, to the address the account had before (when enabled). */
export async function sendEmailChangedNotice(ctx: StackContext, oldAddress: string, newAddress: string): Promise<void> {
  await sendNotification(ctx, oldAddress, 'email_changed', { oldEmail: oldAddress, email: newAddress });
}
