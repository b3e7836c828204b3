import http from 'node:http';
import path from 'node:path';
import fs from 'node:fs';
import os from 'node:os';
import { loadAuthRateLimits } from '../../src/config-auth-rate-limits';
import { startTestStack, type TestStack } from '../support/test-stack';

/** POST to the auth API from a chosen loopback source address (Linux routes all of 127.0.0.0/8 to lo). */
function post(
  stack: TestStack,
  route: string,
  body: unknown,
  from: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; json: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const url = new URL(`${stack.url}/auth/v1${route}`);
    const req = http.request(
      {
        host: '127.0.0.1',
        port: url.port,
        path: url.pathname + url.search,
        method: 'POST',
        localAddress: from,
        headers: { apikey: stack.anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, json: text ? JSON.parse(text) : {} }));
      },
    );
    req.once('error', reject);
    req.end(JSON.stringify(body));
  });
}

const signIn = (stack: TestStack, email: string, password: string, from: string) =>
  post(stack, '/token?grant_type=password', { email, password }, from);

// Issue 8, item 6: limits count per client IP as GoTrue's do; wrong passwords never lock the real owner out.
describe('auth rate limits per client IP', () => {
  let stack: TestStack;
  const owner = { email: 'owner@example.test', password: 'Owner-pass-1' };
  beforeAll(async () => {
    stack = await startTestStack({
      migrationsDir: '/nonexistent',
      rateLimit: { windowSeconds: 120, signInSignUps: 6, tokenRefresh: 2, tokenVerifications: 30, emailSent: 30 },
    });
    const admin = stack.client(stack.serviceKey).auth.admin;
    expect((await admin.createUser({ ...owner, email_confirm: true })).error).toBeNull();
  });
  afterAll(() => stack.stop());

  it('an attacker guessing one address is limited (429 + Retry-After); the owner still signs in from elsewhere', async () => {
    const statuses: number[] = [];
    let limited: Awaited<ReturnType<typeof signIn>> | undefined;
    for (let i = 0; i < 7; i++) {
      const res = await signIn(stack, owner.email, `wrong-${i}`, '127.0.0.2');
      statuses.push(res.status);
      if (res.status === 429) limited = res;
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 429]);
    expect(limited!.json).toMatchObject({ code: 'over_request_rate_limit', message: 'Request rate limit reached' });
    const retryAfter = Number(limited!.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(120);
    // The real owner, from another address: slowed down a little, never locked out.
    const started = Date.now();
    const ok = await signIn(stack, owner.email, owner.password, '127.0.0.3');
    expect(ok.status).toBe(200);
    expect(ok.json.access_token).toEqual(expect.any(String));
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    // A success forgets the failures: no more waiting.
    const again = Date.now();
    expect((await signIn(stack, owner.email, owner.password, '127.0.0.3')).status).toBe(200);
    expect(Date.now() - again).toBeLessThan(2000);
  });

  it('one password tried across many addresses from one IP is limited too', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await signIn(stack, `spray-${i}@example.test`, 'Summer2025!', '127.0.0.4')).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 429]);
    // Sign-ups share the sign_in_sign_ups budget of that address.
    const signup = await post(stack, '/signup', { email: 'spray-new@example.test', password: 'Spray-pass-1' }, '127.0.0.4');
    expect(signup.status).toBe(429);
  });

  it('limits session refreshes per IP (token_refresh)', async () => {
    const { json } = await signIn(stack, owner.email, owner.password, '127.0.0.5');
    let refresh = String(json.refresh_token);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await post(stack, '/token?grant_type=refresh_token', { refresh_token: refresh }, '127.0.0.5');
      statuses.push(res.status);
      if (res.status === 200) refresh = String(res.json.refresh_token);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });
});

describe('auth rate limit settings', () => {
  it('come from config.toml [auth.rate_limit], and AUTH_RATE_LIMIT_<KEY> overrides one', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rate-limit-'));
    const file = path.join(dir, 'config.toml');
    fs.writeFileSync(
      file,
      '[auth]\nsign_in_sign_ups = 1\n\n[auth.rate_limit]\nsign_in_sign_ups = 12 # per 5 min\nemail_sent = 4\n\n[auth.email]\nemail_sent = 99\n',
    );
    try {
      expect(loadAuthRateLimits(file, {})).toEqual({
        signInSignUps: 12,
        tokenRefresh: 150,
        tokenVerifications: 30,
        emailSent: 4,
        windowSeconds: 300,
      });
      expect(loadAuthRateLimits(file, { AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS: '100000' }).signInSignUps).toBe(100000);
      // The portal's own file: the CLI's defaults.
      expect(loadAuthRateLimits(path.resolve(__dirname, '../../../supabase/config.toml'), {})).toMatchObject({
        signInSignUps: 30,
        tokenRefresh: 150,
        tokenVerifications: 30,
      });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
