import type { StackContext } from '../context';
import { requestClaims } from '../http/request-claims';
import { json, readJson, type Handler } from '../http/types';

interface SendBody {
  to?: string | string[];
  subject?: string;
  text?: string;
  html?: string;
  headers?: Record<string, unknown>;
}

/** Header fields a caller may add: a field name, a one-line value; never one nodemailer sets itself. */
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9-]{0,62}$/;
const RESERVED = new Set([
  'from',
  'to',
  'cc',
  'bcc',
  'subject',
  'date',
  'message-id',
  'sender',
  'reply-to',
  'content-type',
  'content-transfer-encoding',
  'mime-version',
]);

function extraHeaders(raw: unknown): Record<string, string> | undefined | null {
  if (raw === undefined) return undefined;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (
      !FIELD_NAME.test(name) ||
      RESERVED.has(name.toLowerCase()) ||
      typeof value !== 'string' ||
      /[\r\n]/.test(value) ||
      value.length > 2000
    )
      return null;
    headers[name] = value;
  }
  return headers;
}

/**
 * POST /mail/v1/send {to, subject, text, html, headers?}: the HTTP mail API edge functions use
 * (MAIL_API_URL; on hosted Supabase a provider such as Resend takes the same body). Service role
 * only; the message goes through the stack's mailer (SMTP_URL, or the local catcher).
 */
export async function createMailSendService(ctx: StackContext): Promise<Handler> {
  return async (req) => {
    if (req.path !== '/send' || req.method !== 'POST') return json(404, { message: 'Not found' });
    const claims = requestClaims(req, ctx.config);
    if (!claims.ok || claims.role !== 'service_role') return json(401, { message: 'A service-role key is required' });
    let body: SendBody | undefined;
    try {
      body = readJson<SendBody>(req);
    } catch {
      return json(400, { message: 'Body must be JSON' });
    }
    const recipients = (Array.isArray(body?.to) ? body.to : [body?.to]).filter(
      (t): t is string => typeof t === 'string' && t.includes('@'),
    );
    if (
      !body ||
      recipients.length === 0 ||
      typeof body.subject !== 'string' ||
      (typeof body.text !== 'string' && typeof body.html !== 'string')
    ) {
      return json(400, { message: 'to, subject and text or html are required' });
    }
    const headers = extraHeaders(body.headers);
    if (headers === null)
      return json(400, { message: 'headers must be an object of header names and one-line string values (not From, To, Subject...)' });
    for (const to of recipients) {
      await ctx.mailer.send({ to, subject: body.subject, text: body.text ?? '', html: body.html, ...(headers ? { headers } : {}) });
    }
    return json(200, { sent: recipients.length });
  };
}
