import http from 'node:http';
import { loadConfig } from '../../src/config';
import { inboxClosedReason } from '../../src/mail/inbox-server';
import { startTestStack, type TestStack } from '../support/test-stack';

/** A raw request, so the Host header and the source address are ours to choose. */
function request(
  url: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
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

// Any web page the user visits (an uploaded object opened in the API's origin above all) must not
// read reset and magic links out of the local inbox (issue 8, item 4; issue 20, item 4).
describe('the local inbox: its own origin, for this machine only', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ inbox: true, migrationsDir: '/nonexistent' });
    await stack.ctx.mailer.send({
      to: 'victim@example.com',
      subject: 'Reset Your Password',
      text: 'http://localhost:8080/reset?token=secret',
    });
  });
  afterAll(() => stack.stop());

  it('is served on its own port (another origin than the API and its uploads), never under the API', async () => {
    expect(stack.inboxUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(new URL(stack.inboxUrl!).origin).not.toBe(new URL(stack.url.replace('localhost', '127.0.0.1')).origin);
    const list = await request(`${stack.inboxUrl}/api/messages`);
    expect(list.status).toBe(200);
    expect(JSON.parse(list.body)[0].subject).toBe('Reset Your Password');
    for (const path of ['/inbox', '/inbox/api/messages']) expect((await fetch(`${stack.url}${path}`)).status).toBe(404);
  });

  it('sends no CORS headers, and its own CSP, for reads and preflights alike', async () => {
    const read = await request(`${stack.inboxUrl}/api/messages`, { headers: { origin: EVIL } });
    expect(read.status).toBe(200);
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    expect(read.headers['access-control-allow-credentials']).toBeUndefined();
    expect(read.headers['content-security-policy']).toContain("default-src 'none'");
    const preflight = await request(`${stack.inboxUrl}/api/messages`, {
      method: 'OPTIONS',
      headers: { origin: EVIL, 'access-control-request-method': 'DELETE' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
    const page = await request(`${stack.inboxUrl}/`, { headers: { origin: EVIL } });
    expect(page.status).toBe(200);
    expect(page.headers['access-control-allow-origin']).toBeUndefined();
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.body).toContain('href="/api/messages"');
  });

  it('refuses a Host that is not a loopback name (DNS rebinding) and anything a proxy relayed', async () => {
    const port = new URL(stack.inboxUrl!).port;
    for (const host of [`evil.example:${port}`, `evil.example`, `192.168.0.10:${port}`]) {
      expect((await request(`${stack.inboxUrl}/api/messages`, { headers: { host } })).status).toBe(404);
    }
    // A proxy on this machine that rewrites Host to localhost still says it relayed the request.
    for (const [name, value] of [
      ['x-forwarded-for', '203.0.113.9'],
      ['forwarded', 'for=203.0.113.9'],
      ['x-forwarded-host', 'portal.example'],
      ['x-real-ip', '203.0.113.9'],
    ]) {
      expect((await request(`${stack.inboxUrl}/api/messages`, { headers: { host: `localhost:${port}`, [name]: value } })).status).toBe(404);
    }
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`]) {
      expect((await request(`${stack.inboxUrl}/api/messages`, { headers: { host } })).status).toBe(200);
    }
  });
});

describe('the local inbox switch', () => {
  it('is off unless LOCAL_INBOX=true', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/unused', JWT_SECRET: 'x'.repeat(40) }).inbox).toBe(false);
    expect(loadConfig({ DATA_DIR: '/tmp/unused', JWT_SECRET: 'x'.repeat(40), LOCAL_INBOX: 'true' }).inbox).toBe(true);
  });

  it('stays closed when asked for but mail leaves the machine or the API is not a loopback one (every interface, behind a proxy)', async () => {
    const local = { inbox: true, host: '127.0.0.1', apiUrl: 'http://localhost:54321' };
    expect(inboxClosedReason(local)).toBeNull();
    expect(inboxClosedReason({ ...local, inbox: false })).toMatch(/LOCAL_INBOX/);
    expect(inboxClosedReason({ ...local, smtpUrl: 'smtp://mail.example' })).toMatch(/SMTP_URL/);
    expect(inboxClosedReason({ ...local, host: '0.0.0.0' })).toMatch(/API_HOST/);
    expect(inboxClosedReason({ ...local, apiUrl: 'https://api.portal.example' })).toMatch(/not loopback/);
    // Through a running stack: nothing is opened, and the API has no /inbox.
    const stack = await startTestStack({ inbox: true, host: '0.0.0.0', migrationsDir: '/nonexistent' });
    try {
      expect(stack.inboxUrl).toBeNull();
      expect(stack.inboxClosed).toMatch(/API_HOST/);
      expect((await fetch(`http://127.0.0.1:${stack.config.port}/inbox/api/messages`)).status).toBe(404);
    } finally {
      await stack.stop();
    }
  });
});
