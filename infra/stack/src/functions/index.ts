import path from 'node:path';
import type { StackContext } from '../context';
import { requestClaims } from '../http/request-claims';
import { json, type ApiRequest, type ApiResponse, type Handler } from '../http/types';
import { FunctionLoader } from './loader';
import { installRuntime, withFunctionEnv } from './runtime-env';
import { readFunctionSettings } from './settings';
import { fromWebResponse, toWebRequest } from './web-bridge';

/** Hosted Supabase stops a function after 150 s of wall-clock time (free plan). */
const WALL_CLOCK_MS = 150_000;

/**
 * `/functions/v1/<name>`: runs `<functionsDir>/<name>/handler.ts` (a web-standard
 * `(req: Request) => Response` handler) with SUPABASE_URL and the keys in its environment.
 */
/** Duck-typed: a handler may build its Response in another realm (jest's vm context, a polyfill). */
function isResponse(value: unknown): value is Response {
  return typeof value === 'object' && value !== null && typeof (value as Response).arrayBuffer === 'function' && typeof (value as Response).status === 'number';
}

export async function createFunctionsService(ctx: StackContext): Promise<Handler> {
  installRuntime();
  const loader = new FunctionLoader(ctx.config.functionsDir);
  const settings = readFunctionSettings(path.join(ctx.config.functionsDir, '..', 'config.toml'));

  return async (req: ApiRequest): Promise<ApiResponse> => {
    const [, name = '', ...rest] = req.path.split('/');
    const file = loader.handlerFile(name);
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
      SUPABASE_DB_URL: ctx.config.databaseUrl ?? '',
      // The HTTP mail API functions send through: the stack's own mailer unless configured otherwise.
      MAIL_API_URL: process.env.MAIL_API_URL ?? `${apiUrl}/mail/v1/send`,
      MAIL_API_KEY: process.env.MAIL_API_KEY ?? ctx.keys.serviceKey,
    };
    const subPath = rest.length > 0 ? `/${rest.join('/')}` : '';
    const webRequest = toWebRequest(req, `${apiUrl}/functions/v1/${name}${subPath}${req.url.search}`);
    let timer: NodeJS.Timeout | undefined;
    try {
      const handler = await loader.load(name, file);
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('Function exceeded the wall clock limit')), WALL_CLOCK_MS);
      });
      const response = await Promise.race([withFunctionEnv(env, async () => handler(webRequest)), timeout]);
      if (!isResponse(response)) return json(500, { error: 'Function did not return a Response' });
      return await fromWebResponse(response);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      process.stderr.write(`functions: ${name} failed: ${error instanceof Error ? (error.stack ?? message) : message}\n`);
      return json(500, { error: message });
    } finally {
      clearTimeout(timer);
    }
  };
}
