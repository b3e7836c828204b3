import { signJwt } from '../../src/jwt';
import { DEMO_JWT_SECRET } from '../../src/secrets';
import { startStack } from '../../src/index';
import { startProcess } from '../support/start-process';
import { createTestDatabase } from '../support/test-database';
import { startTestStack } from '../support/test-stack';

const now = () => Math.floor(Date.now() / 1000);

describe('the JWT secret of a running stack', () => {
  it("is the data folder's own: a service-role token minted with the published demo secret is refused", async () => {
    const stack = await startTestStack({ migrationsDir: '/nonexistent' });
    try {
      expect(stack.config.jwtSecretSource).toBe('data-dir');
      const forged = signJwt({ iss: 'supabase-demo', role: 'service_role', exp: now() + 600 }, DEMO_JWT_SECRET);
      for (const path of ['/auth/v1/admin/users', '/storage/v1/bucket']) {
        const res = await fetch(`${stack.url}${path}`, { headers: { apikey: forged, Authorization: `Bearer ${forged}` } });
        expect(res.status).toBeGreaterThanOrEqual(400);
      }
      const admin = await fetch(`${stack.url}/auth/v1/admin/users`, {
        headers: { apikey: stack.serviceKey, Authorization: `Bearer ${stack.serviceKey}` },
      });
      expect(admin.status).toBe(200);
    } finally {
      await stack.stop();
    }
  });

  it('survives a restart: same keys, and a session token issued before still works', async () => {
    const database = await createTestDatabase({ template: 'bare' });
    const boot = () =>
      startStack({
        port: 0,
        dataDir: database.dataDir,
        databaseUrl: database.databaseUrl,
        logRequests: false,
        migrationsDir: '/nonexistent',
      });
    try {
      const first = await boot();
      const signup = await fetch(`${first.url}/auth/v1/signup`, {
        method: 'POST',
        headers: { apikey: first.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'keeps@example.test', password: 'Keeps-pass-1' }),
      });
      const { access_token: token } = (await signup.json()) as { access_token: string };
      await first.stop();
      const second = await boot();
      try {
        expect([second.anonKey, second.serviceKey]).toEqual([first.anonKey, first.serviceKey]);
        const me = await fetch(`${second.url}/auth/v1/user`, { headers: { apikey: second.anonKey, Authorization: `Bearer ${token}` } });
        expect(me.status).toBe(200);
      } finally {
        await second.stop();
      }
    } finally {
      await database.remove();
    }
  });

  it('npm run stack refuses the demo secret when the API listens beyond loopback', async () => {
    await expect(startProcess('stack', { API_HOST: '0.0.0.0', USE_DEMO_JWT_SECRET: 'true' })).rejects.toThrow(
      /refusing to listen on 0\.0\.0\.0 with this JWT secret: it is the Supabase CLI demo secret/,
    );
    await expect(startProcess('stack', { API_HOST: '0.0.0.0', JWT_SECRET: 'too-short' })).rejects.toThrow(/shorter than 32 characters/);
  });
});
