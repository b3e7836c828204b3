import { isAuthApiError, isAuthWeakPasswordError } from '@supabase/supabase-js';
import { verifyJwt } from '../../src/jwt';
import { startTestStack, type TestStack } from '../support/test-stack';
import { claimsOf, email } from './helpers';

describe('auth: sign up, sign in, the user', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack();
    // Like a portal migration: a trigger that gives every new user a role in app_metadata.
    await stack.sql(`create or replace function public.test_default_role() returns trigger language plpgsql as $$
      begin new.raw_app_meta_data := new.raw_app_meta_data || '{"role": "client"}'; return new; end $$`);
    await stack.sql(
      `create trigger test_default_role before insert on auth.users for each row execute function public.test_default_role()`,
    );
  });
  afterAll(() => stack.stop());

  it('signs up with autoconfirm: a token response, the User shape, claims as GoTrue issues them', async () => {
    const address = email('signup');
    const before = Math.floor(Date.now() / 1000);
    const { data, error } = await stack
      .client()
      .auth.signUp({ email: address, password: 'secret-123', options: { data: { first_name: 'Ada' } } });
    expect(error).toBeNull();
    const { session, user } = data;
    expect(session).not.toBeNull();
    expect(session!.token_type).toBe('bearer');
    expect(session!.expires_in).toBe(3600);
    expect(session!.expires_at).toBeGreaterThanOrEqual(before + 3600);
    expect(typeof session!.refresh_token).toBe('string');
    expect(user).toMatchObject({
      aud: 'authenticated',
      role: 'authenticated',
      email: address,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'], role: 'client' },
      user_metadata: { first_name: 'Ada' },
      is_anonymous: false,
    });
    expect(user!.email_confirmed_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
    expect(user!.confirmed_at).toBe(user!.email_confirmed_at);
    expect(user!.identities).toHaveLength(1);
    expect(user!.identities![0]).toMatchObject({ provider: 'email', user_id: user!.id, identity_data: { email: address, sub: user!.id } });

    const claims = verifyJwt(session!.access_token, stack.config.jwtKeys);
    expect(Object.keys(claims).sort()).toEqual(
      [
        'aal',
        'amr',
        'app_metadata',
        'aud',
        'email',
        'exp',
        'iat',
        'is_anonymous',
        'iss',
        'phone',
        'role',
        'session_id',
        'sub',
        'user_metadata',
      ].sort(),
    );
    expect(claims).toMatchObject({
      sub: user!.id,
      aud: 'authenticated',
      iss: `${stack.url}/auth/v1`,
      email: address,
      phone: '',
      role: 'authenticated',
      aal: 'aal1',
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'], role: 'client' },
      user_metadata: { first_name: 'Ada' },
    });
    expect(claims.exp! - claims.iat!).toBe(3600);
    expect((claims.amr as { method: string }[])[0].method).toBe('password');
    const [row] = await stack.sql(`select encrypted_password from auth.users where id = $1`, [user!.id]);
    // pgcrypto's format, at the test stacks' cost (the server's default is 10: test/config/password-hash-cost.test.ts).
    expect(row.encrypted_password).toMatch(/^\$2a\$04\$/);
    const [check] = await stack.sql(`select extensions.crypt('secret-123', $1) = $1 as ok`, [row.encrypted_password]);
    expect(check.ok).toBe(true);
  });

  it('refuses a second sign-up of the same address (422 user_already_exists)', async () => {
    const address = email('dupe');
    await stack.client().auth.signUp({ email: address, password: 'secret-123' });
    const { data, error } = await stack.client().auth.signUp({ email: address.toUpperCase(), password: 'secret-456' });
    expect(data.session).toBeNull();
    expect(isAuthApiError(error)).toBe(true);
    expect(error).toMatchObject({ status: 422, code: 'user_already_exists', message: 'User already registered' });
  });

  it('validates the address and the password', async () => {
    const bad = await stack.client().auth.signUp({ email: 'not-an-email', password: 'secret-123' });
    expect(bad.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Unable to validate email address: invalid format',
    });
    const weak = await stack.client().auth.signUp({ email: email('weak'), password: '12345' });
    expect(isAuthWeakPasswordError(weak.error)).toBe(true);
    expect(weak.error).toMatchObject({
      status: 422,
      code: 'weak_password',
      message: 'Password should be at least 6 characters.',
      reasons: ['length'],
    });
    const empty = await stack.client().auth.signUp({ email: email('empty'), password: '' });
    expect(empty.error).toMatchObject({ status: 422, code: 'validation_failed' });
  });

  it('signs in with the password grant; wrong or unknown credentials are invalid_credentials', async () => {
    const address = email('signin');
    await stack.client().auth.signUp({ email: address, password: 'secret-123' });
    const ok = await stack.client().auth.signInWithPassword({ email: address, password: 'secret-123' });
    expect(ok.error).toBeNull();
    expect(ok.data.user!.email).toBe(address);
    expect(ok.data.user!.last_sign_in_at).toBeDefined();
    for (const attempt of [
      { email: address, password: 'wrong-password' },
      { email: email('nobody'), password: 'secret-123' },
    ]) {
      const { data, error } = await stack.client().auth.signInWithPassword(attempt);
      expect(data.session).toBeNull();
      expect(error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
    }
  });

  it('GET /user answers the signed-in user; a bad token is bad_jwt, no token no_authorization', async () => {
    const address = email('getuser');
    const client = stack.client();
    await client.auth.signUp({ email: address, password: 'secret-123' });
    const { data, error } = await client.auth.getUser();
    expect(error).toBeNull();
    expect(data.user!.email).toBe(address);

    const forged = await stack.client().auth.getUser('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.bad');
    expect(forged.error).toMatchObject({ status: 403, code: 'bad_jwt' });

    const res = await fetch(`${stack.url}/auth/v1/user`, { headers: { apikey: stack.anonKey, 'X-Supabase-Api-Version': '2024-01-01' } });
    expect(res.status).toBe(401);
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await res.json()).toEqual({ code: 'no_authorization', message: 'This endpoint requires a valid Bearer token' });
  });

  it('answers callers without the API version header in the legacy error shape', async () => {
    const res = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: email('legacy'), password: 'whatever-1' }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' });
  });

  it('PUT /user merges data, changes the password (not to the same one) and the address', async () => {
    const address = email('update');
    const client = stack.client();
    await client.auth.signUp({ email: address, password: 'secret-123', options: { data: { a: 1, b: 2 } } });
    const merged = await client.auth.updateUser({ data: { b: 3, c: 4 } });
    expect(merged.error).toBeNull();
    expect(merged.data.user!.user_metadata).toEqual({ a: 1, b: 3, c: 4 });

    const same = await client.auth.updateUser({ password: 'secret-123' });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });
    const short = await client.auth.updateUser({ password: 'abc' });
    expect(short.error).toMatchObject({ status: 422, code: 'weak_password' });

    const changed = await client.auth.updateUser({ password: 'another-456' });
    expect(changed.error).toBeNull();
    expect((await stack.client().auth.signInWithPassword({ email: address, password: 'secret-123' })).error?.code).toBe(
      'invalid_credentials',
    );
    expect((await stack.client().auth.signInWithPassword({ email: address, password: 'another-456' })).error).toBeNull();

    const newAddress = email('moved');
    const moved = await client.auth.updateUser({ email: newAddress });
    expect(moved.error).toBeNull();
    expect(moved.data.user!.email).toBe(newAddress);
    expect((await stack.client().auth.signInWithPassword({ email: newAddress, password: 'another-456' })).error).toBeNull();

    const other = email('taken');
    await stack.client().auth.signUp({ email: other, password: 'secret-123' });
    const taken = await client.auth.updateUser({ email: other });
    expect(taken.error).toMatchObject({ status: 422, code: 'email_exists' });
  });

  it('puts app_metadata as stored at issue time into the access token', async () => {
    const address = email('appmeta');
    const client = stack.client();
    const { data } = await client.auth.signUp({ email: address, password: 'secret-123' });
    await stack.sql(`update auth.users set raw_app_meta_data = raw_app_meta_data || '{"role":"admin"}' where id = $1`, [data.user!.id]);
    expect((claimsOf(data.session!.access_token).app_metadata as { role: string }).role).toBe('client');
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(claimsOf(refreshed.data.session!.access_token).app_metadata).toEqual({ provider: 'email', providers: ['email'], role: 'admin' });
  });
});
