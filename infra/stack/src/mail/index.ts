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

const FORWARDED = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-real-ip'];

/**
 * Only this machine may read the inbox: the connection comes from a loopback address, the Host it
 * asked for is a loopback name (a DNS-rebound name pointing at 127.0.0.1 is refused), and no proxy
 * relayed it (a proxy on this machine that rewrites Host would otherwise look local).
 */
function fromThisMachine(req: ApiRequest): boolean {
  const host = (header(req, 'host') ?? '').replace(/:\d+$/, '');
  return isLoopback(req.ip) && isLoopback(host) && !FORWARDED.some((name) => header(req, name) !== undefined);
}

/** The inbox's own policy: its page shows text and links, nothing runs, nothing frames it. */
const INBOX_HEADERS = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
};

/**
 * The inbox, served on its own port (inbox-server.ts): `/` (HTML page) and `/api/messages` (JSON,
 * newest first, ?to= filter, with links; DELETE clears). Local mode only (`config.inbox`: off when
 * mail goes through SMTP), loopback only, without CORS: 404 otherwise.
 */
export async function createInboxService(ctx: StackContext): Promise<Handler> {
  const answer = async (req: ApiRequest): Promise<ApiResponse> => {
    const mailer = ctx.mailer;
    if (!ctx.config.inbox || ctx.config.smtpUrl || !isMailCatcher(mailer) || !fromThisMachine(req)) return notFound();
    const path = req.path.replace(/\/+$/, '') || '/';
    const to = req.url.searchParams.get('to');
    if (path === '/' && (req.method === 'GET' || req.method === 'HEAD')) {
      return {
        status: 200,
        headers: { 'content-type': 'text/html; charset=utf-8' },
        body: inboxPage(mailer.list(to), to),
      };
    }
    if (path === '/api/messages') {
      if (req.method === 'GET' || req.method === 'HEAD') return json(200, mailer.list(to));
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
  return async (req) => {
    const response = await answer(req);
    return { ...response, headers: { ...(response.headers ?? {}), ...INBOX_HEADERS } };
  };
}
