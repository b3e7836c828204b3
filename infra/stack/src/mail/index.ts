import type { StackConfig } from '../config';
import type { Mailer, StackContext } from '../context';
import { header, json, type ApiRequest, type ApiResponse, type Handler } from '../http/types';
import { isLoopback } from '../secrets';
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
 * Only this machine may read the inbox: the connection comes from a loopback address, and the Host it
 * asked for is a loopback name (a DNS-rebound name pointing at 127.0.0.1 is refused).
 */
function fromThisMachine(req: ApiRequest): boolean {
  const host = (header(req, 'host') ?? '').replace(/:\d+$/, '');
  return isLoopback(req.ip) && isLoopback(host);
}

/**
 * /inbox (HTML page) and /inbox/api/messages (JSON, newest first, ?to= filter, with links;
 * DELETE clears). Local mode only (`config.inbox`: off when mail goes through SMTP), loopback only,
 * and without CORS (server.ts): 404 otherwise.
 */
export async function createInboxService(ctx: StackContext): Promise<Handler> {
  return async (req) => {
    const mailer = ctx.mailer;
    if (!ctx.config.inbox || ctx.config.smtpUrl || !isMailCatcher(mailer) || !fromThisMachine(req)) return notFound();
    const path = req.path.replace(/\/+$/, '') || '/';
    const to = req.url.searchParams.get('to');
    if (path === '/' && (req.method === 'GET' || req.method === 'HEAD')) {
      return {
        status: 200,
        headers: {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-store',
          'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
          'x-content-type-options': 'nosniff',
          'referrer-policy': 'no-referrer',
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
