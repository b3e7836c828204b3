import http from 'node:http';
import os from 'node:os';
import { startTestStack, type TestStack } from '../support/test-stack';

/** A raw request, so the Host header and the source address are ours to choose. */
function request(url: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: options.method ?? 'GET', headers: options.headers }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.once('error', reject);
    req.end();
  });
}

const EVIL = 'https://evil.example';

// Any web page the user visits must not read reset and magic links out of the local inbox (issue 8, item 4).
describe('the local inbox is for this machine only', () => {
  let stack: TestStack;
  beforeAll(async () => {
    // Listening on every interface, so a non-loopback address of this machine can be tried too.
    stack = await startTestStack({ host: '0.0.0.0', migrationsDir: '/nonexistent' });
    await stack.ctx.mailer.send({ to: 'victim@example.com', subject: 'Reset Your Password', text: 'http://localhost:8080/reset?token=secret' });
  });
  afterAll(() => stack.stop());

  it('sends no CORS headers on /inbox, for reads and preflights alike', async () => {
    const read = await request(`${stack.url}/inbox/api/messages`, { headers: { origin: EVIL } });
    expect(read.status).toBe(200);
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    expect(read.headers['access-control-allow-credentials']).toBeUndefined();
    const preflight = await request(`${stack.url}/inbox/api/messages`, {
      method: 'OPTIONS',
      headers: { origin: EVIL, 'access-control-request-method': 'DELETE' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
    const page = await request(`${stack.url}/inbox`, { headers: { origin: EVIL } });
    expect(page.headers['access-control-allow-origin']).toBeUndefined();
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // The API keeps its CORS.
    const rest = await request(`${stack.url}/auth/v1/settings`, { headers: { origin: EVIL, apikey: stack.anonKey } });
    expect(rest.headers['access-control-allow-origin']).toBe(EVIL);
  });

  it('refuses a Host that is not a loopback name (DNS rebinding)', async () => {
    const port = new URL(stack.url).port;
    for (const host of [`evil.example:${port}`, `evil.example`, `192.168.0.10:${port}`]) {
      expect((await request(`http://127.0.0.1:${port}/inbox/api/messages`, { headers: { host } })).status).toBe(404);
    }
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`]) {
      expect((await request(`http://127.0.0.1:${port}/inbox/api/messages`, { headers: { host } })).status).toBe(200);
    }
  });

  const external = Object.values(os.networkInterfaces())
    .flat()
    .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;
  (external ? it : it.skip)('refuses a connection from another address than loopback', async () => {
    const port = new URL(stack.url).port;
    const res = await request(`http://${external}:${port}/inbox/api/messages`, { headers: { host: `localhost:${port}` } });
    expect(res.status).toBe(404);
    expect((await request(`http://${external}:${port}/auth/v1/settings`, { headers: { apikey: stack.anonKey } })).status).toBe(200);
  });
});

describe('the local inbox switch', () => {
  it('LOCAL_INBOX=false (config inbox: false) turns it off', async () => {
    const stack = await startTestStack({ inbox: false, migrationsDir: '/nonexistent' });
    try {
      expect((await fetch(`${stack.inboxUrl}/api/messages`)).status).toBe(404);
      expect((await fetch(stack.inboxUrl)).status).toBe(404);
    } finally {
      await stack.stop();
    }
  });
});
