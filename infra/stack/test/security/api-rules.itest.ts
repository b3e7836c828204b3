import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { serveDirs } from '../../../release/serve-dir';
import { writeResponse } from '../../src/http/write-response';
import { createHttpServer } from '../../src/server';
import type { StackContext } from '../../src/context';
import { startTestStack, type TestStack } from '../support/test-stack';

const EVIL = 'https://evil.example';

// Issue 20, items 1 and 10 (the stack's own parts): max_rows, CORS credentials, headers that cannot be written, malformed `%`.
describe('API rules: max_rows, CORS credentials', () => {
  let stack: TestStack;
  beforeAll(async () => {
    // No REST_MAX_ROWS override: the value comes from infra/supabase/config.toml ([api] max_rows = 1000).
    stack = await startTestStack({ migrationsDir: path.join(__dirname, 'no-migrations') });
    await stack.ctx.db.exec(`
      create table numbers (n int primary key);
      insert into numbers select g from generate_series(1, 1200) g;
      grant select on numbers to anon;
      create function all_numbers() returns setof numbers language sql stable as 'select * from numbers order by n';
      grant execute on function all_numbers() to anon;
    `);
  });
  afterAll(() => stack.stop());

  it('max_rows from config.toml caps every read and set-returning rpc, whatever limit or Range asks', async () => {
    expect(stack.config.rest.maxRows).toBe(1000);
    const db = stack.client();
    const all = await db.from('numbers').select('n', { count: 'exact' }).order('n');
    expect(all.data).toHaveLength(1000);
    expect(all.count).toBe(1200);
    expect((await db.from('numbers').select('n').range(0, 1199)).data).toHaveLength(1000);
    expect((await db.from('numbers').select('n').limit(5000)).data).toHaveLength(1000);
    expect((await db.from('numbers').select('n').range(1100, 1199)).data).toHaveLength(100);
    expect((await db.from('numbers').select('n').limit(10)).data).toHaveLength(10);
    expect((await db.rpc('all_numbers')).data).toHaveLength(1000);
  });

  it('allows credentials only for the configured origins (SITE_URL, ADDITIONAL_REDIRECT_URLS); others get `*`', async () => {
    const ask = (origin: string) => fetch(`${stack.url}/rest/v1/numbers?select=n&limit=1`, { headers: { apikey: stack.anonKey, origin } });
    const evil = await ask(EVIL);
    expect(evil.status).toBe(200);
    expect(evil.headers.get('access-control-allow-origin')).toBe('*');
    expect(evil.headers.get('access-control-allow-credentials')).toBeNull();
    const portal = await ask(new URL(stack.config.siteUrl).origin);
    expect(portal.headers.get('access-control-allow-origin')).toBe(new URL(stack.config.siteUrl).origin);
    expect(portal.headers.get('access-control-allow-credentials')).toBe('true');
    const preflight = await fetch(`${stack.url}/auth/v1/token`, {
      method: 'OPTIONS',
      headers: { origin: EVIL, 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
  });
});

describe('responses that cannot be written, and malformed escapes', () => {
  const listen = async (server: http.Server) => {
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };

  it('a header Node would refuse (non-Latin-1, CR/LF) becomes a 400, and the server keeps answering', async () => {
    const values = ['attachment; filename="Счёт.pdf"', 'a\r\nSet-Cookie: x=1', 'ok'];
    let i = 0;
    const server = http.createServer((req, res) => {
      writeResponse(res, 'GET', { status: 200, headers: { 'content-disposition': values[i++ % values.length] }, body: 'body' }, {});
    });
    const url = await listen(server);
    try {
      const answers = [];
      for (let n = 0; n < 3; n++) answers.push((await fetch(url)).status);
      expect(answers).toEqual([400, 400, 200]);
    } finally {
      server.close();
    }
  });

  it('a request line far over the header limit gets its 431 and a clean close while the client is still sending', async () => {
    // Refused by Node's parser before any route runs: no service, no context.
    const server = createHttpServer({} as StackContext, []);
    const { port } = new URL(await listen(server));
    try {
      const answer = await new Promise<{ head: string; error?: string }>((resolve) => {
        const socket = net.connect(Number(port), '127.0.0.1');
        const chunks: Buffer[] = [];
        let error: string | undefined;
        socket.on('data', (chunk: Buffer) => chunks.push(chunk));
        socket.on('error', (e: NodeJS.ErrnoException) => (error = e.code));
        socket.on('close', () => resolve({ head: Buffer.concat(chunks).toString('latin1').split('\r\n')[0], error }));
        // 8 MiB: far more than the kernel buffers, so the answer comes while most of it is still to be written.
        socket.write(`GET /${'a/'.repeat(4 * 1024 * 1024)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
      });
      expect(answer).toEqual({ head: 'HTTP/1.1 431 Request Header Fields Too Large', error: undefined });
    } finally {
      server.close();
    }
  });

  it('serve-dir (the release check and the dev loop) answers a malformed `%` with 400 and keeps serving', async () => {
    const served = await serveDirs({ '/remotes/': __dirname });
    try {
      for (const bad of ['/remotes/%E0%A4%A', '/remotes/%', '/%zz']) expect((await fetch(`${served.url}${bad}`)).status).toBe(400);
      expect((await fetch(`${served.url}/remotes/${path.basename(__filename)}`)).status).toBe(200);
    } finally {
      await served.close();
    }
  });
});
