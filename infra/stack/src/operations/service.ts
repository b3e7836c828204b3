import crypto from 'node:crypto';
import type { StackContext } from '../context';
import { header, json, readJson, type ApiRequest, type ApiResponse, type Handler } from '../http/types';
import { isDbOperation, OperationInputError, runDbOperation } from './registry';

/** Where the running stack takes the command-line tools' database work: `POST /stack/v1/operations/<name>`. */
export const OPERATIONS_PREFIX = '/stack/v1';

// The tools run on the stack's own machine; a remote's migrations run arbitrary DDL, which no API key does on hosted.
const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

const same = (a: string, b: string) => a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Runs a tool's database operation (registry.ts) in the process that has the database open, so a second
 * process never opens the embedded database beside the stack. Only for the project's service key (the legacy
 * service_role JWT or `sb_secret_`, as `Authorization: Bearer` or `apikey`): the same power the key has over the
 * whole API, and only from the stack's own machine (loopback). The stack's own database connection runs it, so the running stack sees every write at once.
 */
export function createOperationsService(ctx: StackContext): Handler {
  return async (req: ApiRequest): Promise<ApiResponse> => {
    const name = /^\/operations\/([a-z-]+)$/.exec(req.path)?.[1];
    if (!name || !isDbOperation(name)) return json(404, { message: 'No such operation' });
    if (req.method !== 'POST') return json(405, { message: 'Use POST' }, { allow: 'POST' });
    if (!LOOPBACK.test(req.ip)) return json(403, { message: 'Operations are answered only on the stack’s own machine' });
    const token = /^Bearer\s+(\S+)$/i.exec(header(req, 'authorization') ?? '')?.[1] ?? header(req, 'apikey') ?? '';
    if (!token || ![ctx.keys.serviceKey, ctx.keys.secretKey].some((key) => same(key, token)))
      return json(401, { message: 'The service key is needed for this operation' });
    let args: Record<string, unknown>;
    try {
      const body = readJson<unknown>(req) ?? {};
      if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new SyntaxError('an object is needed');
      args = body as Record<string, unknown>;
    } catch (error) {
      return json(400, { message: `Bad JSON body: ${(error as Error).message}` });
    }
    try {
      return json(200, await runDbOperation(ctx.db, name, args));
    } catch (error) {
      return json(error instanceof OperationInputError ? 400 : 500, { message: (error as Error).message });
    }
  };
}
