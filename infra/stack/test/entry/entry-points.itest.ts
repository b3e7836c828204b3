import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import { startProcess, type StartedProcess } from '../support/start-process';

const DEMO_PASSWORD = 'Demo-pass-2025!';

/**
 * `npm start` and `npm run stack` end to end through their own entry points (node
 * infra/scripts/start.mjs with no tsx CLI and no jest loader; tsx on infra/stack/src/main.ts): both
 * serve the edge functions, exactly as a person running the portal gets them.
 */
describe.each(['start', 'stack'] as const)('npm %s', (kind) => {
  let started: StartedProcess;
  let anonKey: string;

  const signedIn = async (email: string): Promise<SupabaseClient> => {
    const client = createClient(started.apiUrl, anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: ws as unknown as typeof WebSocket },
    });
    const { error } = await client.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
    if (error) throw error;
    return client;
  };

  beforeAll(async () => {
    started = await startProcess(kind);
    if (kind === 'start') {
      const config = (await (await fetch(`${started.portalUrl}/portal-config.json`)).json()) as { apiUrl: string; anonKey: string };
      expect(config.apiUrl).toBe(started.apiUrl);
      anonKey = config.anonKey;
    } else {
      anonKey = /anon key: (\S+)/.exec(started.output())?.[1] ?? '';
    }
  }, 120_000);
  afterAll(async () => {
    expect(await started?.stop()).toBe(0);
  });

  it('runs get-clients for the demo admin', async () => {
    const admin = await signedIn('admin@demo.local');
    const { data, error } = await admin.functions.invoke('get-clients', { body: { sort: 'email_asc' } });
    expect(error).toBeNull();
    expect(data.clients.map((c: { email: string }) => c.email)).toEqual(['client2@demo.local', 'client@demo.local']);
  });

  it('runs request-program for a demo client', async () => {
    const client = await signedIn('client2@demo.local');
    const { data, error } = await client.functions.invoke('request-program', { body: { program: 'Standard Business Build-Out Program' } });
    expect(error).toBeNull();
    expect(data.request).toMatchObject({ program: 'Standard Business Build-Out Program', status: 'new' });
  });

  it('answers a bad call without a file path or stack trace', async () => {
    const res = await fetch(`${started.apiUrl}/functions/v1/get-clients`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${anonKey}` },
    });
    const text = await res.text();
    expect(res.status).toBe(401);
    expect(text).not.toMatch(/\/work|\.ts\b|\n\s+at /);
  });
});
