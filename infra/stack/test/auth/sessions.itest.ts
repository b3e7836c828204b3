import { startTestStack, type TestStack } from '../support/test-stack';
import { claimsOf, email } from './helpers';

describe('auth: sessions, refresh tokens, logout', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(() => stack.stop());

  async function signedIn() {
    const address = email('session');
    const client = stack.client();
    const { data, error } = await client.auth.signUp({ email: address, password: 'secret-123' });
    if (error) throw error;
    return { client, address, session: data.session! };
  }

  it('rotates refresh tokens: each one works once, and the session carries on', async () => {
    const { client, session } = await signedIn();
    const first = await client.auth.refreshSession();
    expect(first.error).toBeNull();
    const rotated = first.data.session!;
    expect(rotated.refresh_token).not.toBe(session.refresh_token);
    expect(claimsOf(rotated.access_token).session_id).toBe(claimsOf(session.access_token).session_id);
    expect(claimsOf(rotated.access_token).amr).toEqual(claimsOf(session.access_token).amr);
    const second = await client.auth.refreshSession();
    expect(second.error).toBeNull();
    expect(second.data.session!.refresh_token).not.toBe(rotated.refresh_token);
  });

  it('refuses a reused refresh token and revokes its whole family', async () => {
    const { session } = await signedIn();
    const next = await stack.client().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(next.error).toBeNull();
    const reused = await stack.client().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(reused.data.session).toBeNull();
    expect(reused.error).toMatchObject({ status: 400, code: 'refresh_token_already_used', message: 'Invalid Refresh Token: Already Used' });
    // The token handed out by the legitimate rotation is now revoked too (it may be in an attacker's hands).
    const child = await stack.client().auth.refreshSession({ refresh_token: next.data.session!.refresh_token });
    expect(child.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
  });

  it('answers refresh_token_not_found for a token it never issued', async () => {
    const { error } = await stack.client().auth.refreshSession({ refresh_token: 'never-issued-token' });
    expect(error).toMatchObject({
      status: 400,
      code: 'refresh_token_not_found',
      message: 'Invalid Refresh Token: Refresh Token Not Found',
    });
  });

  it('signOut() (global) ends every session of the user', async () => {
    const { client, address } = await signedIn();
    const other = stack.client();
    await other.auth.signInWithPassword({ email: address, password: 'secret-123' });
    const otherSession = (await other.auth.getSession()).data.session!;
    const mine = (await client.auth.getSession()).data.session!;
    expect((await client.auth.signOut()).error).toBeNull();
    expect((await client.auth.getSession()).data.session).toBeNull();
    for (const s of [mine, otherSession]) {
      expect((await stack.client().auth.refreshSession({ refresh_token: s.refresh_token })).error?.code).toBe('refresh_token_not_found');
      // The JWT is still signed and unexpired, but its session is gone.
      const { error } = await stack.client().auth.getUser(s.access_token);
      expect(error?.name).toBe('AuthSessionMissingError');
    }
  });

  it("signOut({scope:'local'}) ends only this session, 'others' every other one", async () => {
    const { client: a, address } = await signedIn();
    const b = stack.client();
    const c = stack.client();
    await b.auth.signInWithPassword({ email: address, password: 'secret-123' });
    await c.auth.signInWithPassword({ email: address, password: 'secret-123' });
    const [sa, sb, sc] = await Promise.all([a, b, c].map(async (x) => (await x.auth.getSession()).data.session!));

    expect((await b.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await stack.client().auth.getUser(sb.access_token)).error?.name).toBe('AuthSessionMissingError');
    expect((await stack.client().auth.getUser(sa.access_token)).error).toBeNull();
    expect((await stack.client().auth.getUser(sc.access_token)).error).toBeNull();

    expect((await a.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await a.auth.getSession()).data.session).not.toBeNull();
    expect((await stack.client().auth.getUser(sa.access_token)).error).toBeNull();
    expect((await stack.client().auth.getUser(sc.access_token)).error?.name).toBe('AuthSessionMissingError');
    expect((await stack.client().auth.refreshSession({ refresh_token: sc.refresh_token })).error?.code).toBe('refresh_token_not_found');
  });

  it('answers 204 to logout over HTTP and validates the scope', async () => {
    const { session } = await signedIn();
    const headers = { apikey: stack.anonKey, authorization: `Bearer ${session.access_token}`, 'x-supabase-api-version': '2024-01-01' };
    const bad = await fetch(`${stack.url}/auth/v1/logout?scope=everything`, { method: 'POST', headers });
    expect(bad.status).toBe(400);
    expect((await bad.json()).code).toBe('validation_failed');
    const ok = await fetch(`${stack.url}/auth/v1/logout?scope=local`, { method: 'POST', headers });
    expect(ok.status).toBe(204);
    expect(await ok.text()).toBe('');
  });

  it('ends other sessions when the password changes', async () => {
    const { client, address } = await signedIn();
    const other = stack.client();
    await other.auth.signInWithPassword({ email: address, password: 'secret-123' });
    const otherSession = (await other.auth.getSession()).data.session!;
    expect((await client.auth.updateUser({ password: 'changed-456' })).error).toBeNull();
    expect((await client.auth.getUser()).error).toBeNull();
    expect((await stack.client().auth.getUser(otherSession.access_token)).error?.name).toBe('AuthSessionMissingError');
  });

  it('validates the PKCE grant', async () => {
    const post = (body: unknown) =>
      fetch(`${stack.url}/auth/v1/token?grant_type=pkce`, {
        method: 'POST',
        headers: { apikey: stack.anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
        body: JSON.stringify(body),
      });
    const missing = await post({ auth_code: 'x' });
    expect(missing.status).toBe(400);
    expect((await missing.json()).code).toBe('validation_failed');
    const unknown = await post({ auth_code: '6a9d7e4c-0000-4000-8000-000000000000', code_verifier: 'v'.repeat(50) });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).code).toBe('flow_state_not_found');
    const grant = await fetch(`${stack.url}/auth/v1/token?grant_type=magic`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(grant.status).toBe(400);
  });
});
