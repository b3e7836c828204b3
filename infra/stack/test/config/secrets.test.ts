import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/config';
import { deriveApiKeys } from '../../src/api-keys';
import { verifyJwt } from '../../src/jwt';
import { assertJwtSecretFitsHost, DEMO_JWT_SECRET, isLoopback } from '../../src/secrets';

/** The anon key `supabase start` prints: the Supabase CLI's published demo key. */
const CLI_DEMO_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

describe('the JWT secret', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stack-secret-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

  it('without JWT_SECRET: a random secret of the data folder, created once (0600) and kept', () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir });
    expect(first.jwtSecretSource).toBe('data-dir');
    expect(first.jwtSecret).not.toBe(DEMO_JWT_SECRET);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(64);
    const file = path.join(dir, 'jwt-secret');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first.jwtSecret);
    expect(loadConfig({ DATA_DIR: tempDir() }).jwtSecret).not.toBe(first.jwtSecret);
    // The printed keys derive from it and only from it.
    const keys = deriveApiKeys(first.jwtSecret);
    expect(verifyJwt(keys.serviceKey, first.jwtSecret).role).toBe('service_role');
    expect(() => verifyJwt(keys.serviceKey, DEMO_JWT_SECRET)).toThrow();
  });

  it('JWT_SECRET wins; the demo secret only when asked for, with the CLI demo keys', () => {
    const dir = tempDir();
    expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(40) })).toMatchObject({ jwtSecret: 'x'.repeat(40), jwtSecretSource: 'env' });
    expect(fs.existsSync(path.join(dir, 'jwt-secret'))).toBe(false);
    const demo = loadConfig({ DATA_DIR: dir, USE_DEMO_JWT_SECRET: 'true' });
    expect(demo).toMatchObject({ jwtSecret: DEMO_JWT_SECRET, jwtSecretSource: 'demo' });
    expect(deriveApiKeys(demo.jwtSecret).anonKey).toBe(CLI_DEMO_ANON_KEY);
    expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: DEMO_JWT_SECRET }).jwtSecretSource).toBe('demo');
  });

  it('refuses a weak or demo secret beyond loopback, and allows it on loopback', () => {
    for (const host of ['127.0.0.1', 'localhost', '::1', '127.0.0.2']) {
      expect(isLoopback(host)).toBe(true);
      expect(() => assertJwtSecretFitsHost(DEMO_JWT_SECRET, host)).not.toThrow();
    }
    for (const host of ['0.0.0.0', '::', '192.168.1.5', 'portal.example.com']) {
      expect(isLoopback(host)).toBe(false);
      expect(() => assertJwtSecretFitsHost(DEMO_JWT_SECRET, host)).toThrow(/refusing to listen.*demo secret/);
      expect(() => assertJwtSecretFitsHost('short-secret', host)).toThrow(/shorter than 32/);
      expect(() => assertJwtSecretFitsHost('a-long-random-secret-of-more-than-32-characters', host)).not.toThrow();
    }
  });
});
