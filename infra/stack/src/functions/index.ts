import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { StackContext } from '../context';
import { requestClaims } from '../http/request-claims';
import { json, type ApiRequest, type ApiResponse } from '../http/types';
import { FunctionWorker } from './function-worker';
import type { HeaderList } from './protocol';
import { readFunctionSettings } from './settings';

/** Hosted Supabase stops a function after 150 s of wall-clock time (free plan). */
const WALL_CLOCK_MS = 150_000;
const NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'host', 'upgrade', 'expect']);

/** The local stack's unsubscribe-token key: its own, derived from the JWT secret (so it survives restarts). */
const unsubscribeSecret = (jwtSecret: string) =>
  crypto.createHmac('sha256', jwtSecret).update('notification-mails-unsubscribe').digest('base64url');

/** What hosted Supabase answers when a function throws or its worker dies: no message, path or stack. */
const WORKER_ERROR = { code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' };
const WORKER_LIMIT = { code: 'WORKER_LIMIT', message: 'Function exceeded the wall clock limit' };

export interface FunctionsService {
  handle(req: ApiRequest): Promise<ApiResponse>;
  close(): Promise<void>;
}

function headerList(req: ApiRequest): HeaderList {
  const list: HeaderList = [];
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name.toLowerCase())) continue;
    for (const v of Array.isArray(value) ? value : [value]) list.push([name, v]);
  }
  return list;
}

/**
 * `/functions/v1/<name>`: runs `<functionsDir>/<name>/handler.ts` (a web-standard
 * `(req: Request) => Response` default export) in the stack's function worker thread, with
 * SUPABASE_URL and the keys in its environment. Folders starting with `_` (shared code) are never functions.
 */
export function createFunctionsService(ctx: StackContext): FunctionsService {
  const { functionsDir } = ctx.config;
  const settings = readFunctionSettings(path.join(functionsDir, '..', 'config.toml'));
  const worker = new FunctionWorker(WALL_CLOCK_MS);
  const handlerFile = (name: string): string | undefined => {
    if (!NAME.test(name)) return undefined;
    const file = path.join(functionsDir, name, 'handler.ts');
    return fs.existsSync(file) ? file : undefined;
  };

  const handle = async (req: ApiRequest): Promise<ApiResponse> => {
    const [, name = '', ...rest] = req.path.split('/');
    const file = handlerFile(name);
    if (!file) return json(404, { message: 'Function not found' });

    if (settings.get(name)?.verifyJwt ?? true) {
      const claims = requestClaims(req, ctx.config);
      if (!claims.ok) {
        return json(401, { code: 401, message: claims.reason === 'missing' ? 'Missing authorization header' : 'Invalid JWT' });
      }
    }

    const { apiUrl } = ctx.config;
    const env = {
      SUPABASE_URL: apiUrl,
      SUPABASE_ANON_KEY: ctx.keys.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: ctx.keys.serviceKey,
      // The new keys, as hosted Supabase gives them to functions: JSON dictionaries by key name.
      SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: ctx.keys.publishableKey }),
      SUPABASE_SECRET_KEYS: JSON.stringify({ default: ctx.keys.secretKey }),
      SUPABASE_DB_URL: ctx.config.databaseUrl ?? '',
      // The HTTP mail API functions send through: the stack's own mailer unless configured otherwise.
      MAIL_API_URL: process.env.MAIL_API_URL ?? `${apiUrl}/mail/v1/send`,
      MAIL_API_KEY: process.env.MAIL_API_KEY ?? ctx.keys.serviceKey,
      // Where mails link to (the portal), and the key of notification mails' unsubscribe tokens: derived from
      // the JWT secret unless set (hosted: `supabase secrets set PORTAL_URL=... UNSUBSCRIBE_SECRET=...`).
      PORTAL_URL: process.env.PORTAL_URL ?? ctx.config.siteUrl,
      UNSUBSCRIBE_SECRET: process.env.UNSUBSCRIBE_SECRET ?? unsubscribeSecret(ctx.config.jwtSecret),
    };
    const subPath = rest.length > 0 ? `/${rest.join('/')}` : '';
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && req.body.length > 0;
    const result = await worker.invoke({
      name,
      file,
      env,
      request: {
        url: `${apiUrl}/functions/v1/${name}${subPath}${req.url.search}`,
        method: req.method,
        headers: headerList(req),
        body: hasBody ? new Uint8Array(req.body) : null,
      },
    });
    if (!result.ok) {
      process.stderr.write(`functions: ${name} failed: ${result.log}\n`);
      const body = result.timedOut ? WORKER_LIMIT : WORKER_ERROR;
      return json(result.timedOut ? 546 : 500, body, { 'sb-error-code': body.code });
    }
    const headers: Record<string, string | string[]> = {};
    for (const [header, value] of result.response.headers) {
      const previous = headers[header];
      headers[header] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
    }
    return { status: result.response.status, headers, body: Buffer.from(result.response.body) };
  };

  return { handle, close: () => worker.close() };
}
