import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from '../context';

/** Delivers through a real SMTP server: SMTP_URL = smtp(s)://user:pass@host:port. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message: MailMessage) {
      await transport.sendMail({ from, ...message });
    },
  };
}
