import type { StackConfig } from '../config';
import type { Mailer, StackContext } from '../context';
import { json, type ApiResponse, type Handler } from '../http/types';
import { isMailCatcher, MailCatcher } from './catcher';
import { inboxPage } from './inbox-page';
import { createSmtpMailer } from './smtp';

export { MailCatcher, type CaughtMessage } from './catcher';
export { extractLinks } from './links';
export { createMailSendService } from './send-service';

/** SMTP_URL set: a real SMTP server; otherwise the local mail catcher behind /inbox. */
export function createMailer(config: StackConfig): Mailer {
  return config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : new MailCatcher(config.mailFrom);
}

const notFound = (): ApiResponse => json(404, { message: 'Not found' });

/**
 * /inbox (HTML page) and /inbox/api/messages (JSON, newest first, ?to= filter, with links;
 * DELETE clears). Local mode only: 404 when mail goes through SMTP.
 */
export async function createInboxService(ctx: StackContext): Promise<Handler> {
  return async (req) => {
    const mailer = ctx.mailer;
    if (ctx.config.smtpUrl || !isMailCatcher(mailer)) return notFound();
    const path = req.path.replace(/\/+$/, '') || '/';
    const to = req.url.searchParams.get('to');
    if (path === '/' && (req.method === 'GET' || req.method === 'HEAD')) {
      return {
        status: 200,
        headers: {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-store',
          'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
        },
        body: inboxPage(mailer.list(to), to),
      };
    }
    if (path === '/api/messages') {
      if (req.method === 'GET' || req.method === 'HEAD') return json(200, mailer.list(to), { 'cache-control': 'no-store' });
      if (req.method === 'DELETE') {
        mailer.clear();
        return { status: 204 };
      }
    }
    const one = path.match(/^\/api\/messages\/([0-9a-f-]{36})$/);
    if (one && req.method === 'GET') {
      const message = mailer.get(one[1]);
      return message ? json(200, message) : notFound();
    }
    return notFound();
  };
}
