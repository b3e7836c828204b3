import path from 'node:path';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { startTestStack, type TestStack } from '../support/test-stack';

const WORKER_ERROR = { code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' };

describe('functions through supabase-js', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ functionsDir: path.join(__dirname, 'fixtures'), migrationsDir: path.join(__dirname, 'no-migrations') });
    await stack.ctx.db.exec(`insert into storage.buckets (id, name) values ('fn-bucket', 'fn-bucket')`);
  });
  afterAll(() => stack.stop());

  it('invokes a handler with a JSON body and the caller headers, and reads its JSON answer', async () => {
    const client = stack.client();
    const { data, error } = await client.functions.invoke('echo', { body: { hello: 'world' }, headers: { 'x-custom': 'yes' } });
    expect(error).toBeNull();
    expect(data).toEqual({
      method: 'POST',
      url: `${stack.url}/functions/v1/echo`,
      authorization: `Bearer ${stack.anonKey}`,
      contentType: 'application/json',
      custom: 'yes',
      body: { hello: 'world' },
    });
  });

  it('passes sub-paths, query strings, text bodies, status, headers and cookies through', async () => {
    const { data, error } = await stack.client().functions.invoke('text', { body: 'Ada' });
    expect(error).toBeNull();
    expect(data).toBe('hello Ada');
    const res = await fetch(`${stack.url}/functions/v1/text/sub/path?name=Bob`, {
      headers: { apikey: stack.anonKey, Authorization: `Bearer ${stack.anonKey}` },
    });
    expect(res.status).toBe(201);
    expect(await res.text()).toBe('hello Bob');
    expect(res.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    const echo = await fetch(`${stack.url}/functions/v1/echo/a/b?x=1`, {
      method: 'GET',
      headers: { Authorization: `Bearer ${stack.anonKey}` },
    });
    expect((await echo.json()).url).toBe(`${stack.url}/functions/v1/echo/a/b?x=1`);
    expect(echo.headers.get('x-echo')).toBe('yes');
  });

  it('gives the handler SUPABASE_URL and the keys, so it can call the stack as the service role', async () => {
    const { data, error } = await stack.client().functions.invoke('env');
    expect(error).toBeNull();
    expect(data).toEqual({
      url: stack.url,
      anonKey: stack.anonKey,
      serviceKey: stack.serviceKey,
      path: 'string',
      buckets: ['fn-bucket'],
      error: null,
    });
  });

  it('answers an unknown function with 404 and a throwing handler with 500, both as FunctionsHttpError', async () => {
    const missing = await stack.client().functions.invoke('nope');
    expect(missing.error).toBeInstanceOf(FunctionsHttpError);
    expect((missing.error as FunctionsHttpError).context.status).toBe(404);
    expect(await (missing.error as FunctionsHttpError).context.json()).toEqual({ message: 'Function not found' });
    for (const name of ['_shared', '..', 'fixtures%2F..']) {
      const res = await fetch(`${stack.url}/functions/v1/${name}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${stack.anonKey}` },
      });
      expect(res.status).toBe(404);
    }

    const boom = await stack.client().functions.invoke('boom');
    expect(boom.error).toBeInstanceOf(FunctionsHttpError);
    const context = (boom.error as FunctionsHttpError).context;
    expect(context.status).toBe(500);
    expect(context.headers.get('sb-error-code')).toBe('WORKER_ERROR');
    expect(await context.json()).toEqual(WORKER_ERROR);
  });

  it('never puts a message, file path or stack trace in the body when a handler cannot load or kills its worker', async () => {
    for (const name of ['broken-import', 'crash', 'boom']) {
      const res = await fetch(`${stack.url}/functions/v1/${name}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${stack.anonKey}` },
      });
      expect(res.status).toBe(500);
      const text = await res.text();
      expect(JSON.parse(text)).toEqual(WORKER_ERROR);
      expect(text).not.toMatch(/\/|\.ts|kaboom|does-not-exist|at /);
    }
    // The worker the crash took down is replaced on the next invocation.
    const { data, error } = await stack.client().functions.invoke('echo', { body: { after: 'crash' } });
    expect(error).toBeNull();
    expect(data.body).toEqual({ after: 'crash' });
  });

  it('requires a valid JWT unless config.toml sets verify_jwt = false', async () => {
    const noKey = await fetch(`${stack.url}/functions/v1/echo`, { method: 'POST' });
    expect(noKey.status).toBe(401);
    expect(await noKey.json()).toEqual({ code: 401, message: 'Missing authorization header' });
    const badKey = await fetch(`${stack.url}/functions/v1/echo`, { method: 'POST', headers: { Authorization: 'Bearer nope' } });
    expect(badKey.status).toBe(401);
    expect(await badKey.json()).toEqual({ code: 401, message: 'Invalid JWT' });
    const open = await fetch(`${stack.url}/functions/v1/open`);
    expect(open.status).toBe(200);
    expect(await open.text()).toBe('open');
  });

  it('answers the browser preflight with CORS headers', async () => {
    const res = await fetch(`${stack.url}/functions/v1/echo`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:8080', 'access-control-request-headers': 'authorization, x-client-info, apikey, content-type' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:8080');
    expect(res.headers.get('access-control-allow-headers')).toBe('authorization, x-client-info, apikey, content-type');
  });
});
