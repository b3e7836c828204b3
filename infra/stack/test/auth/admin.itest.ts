import { isAuthApiError } from '@supabase/supabase-js';
import { startTestStack, type TestStack } from '../support/test-stack';
import { email } from './helpers';

describe('auth: admin endpoints', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(() => stack.stop());

  it('lists users for the service role, newest first, with X-Total-Count and Link', async () => {
    const admin = stack.client(stack.serviceKey).auth.admin;
    const created = [];
    for (const tag of ['list-a', 'list-b', 'list-c']) {
      const { data, error } = await admin.createUser({ email: email(tag), password: 'secret-123', email_confirm: true });
      expect(error).toBeNull();
      created.push(data.user!);
    }
    const { data, error } = await admin.listUsers({ page: 1, perPage: 2 });
    expect(error).toBeNull();
    if (!('total' in data)) throw new Error('no pagination in the answer');
    expect(data.users.map((u) => u.id)).toEqual([created[2].id, created[1].id]);
    expect(data.total).toBeGreaterThanOrEqual(3);
    expect(data.nextPage).toBe(2);
    const res = await fetch(`${stack.url}/auth/v1/admin/users?page=1&per_page=2`, {
      headers: { apikey: stack.serviceKey, authorization: `Bearer ${stack.serviceKey}` },
    });
    const body = await res.json();
    expect(body.aud).toBe('authenticated');
    expect(Number(res.headers.get('x-total-count'))).toBe(data.total);
    expect(res.headers.get('link')).toMatch(
      /^<\/admin\/users\?page=2&per_page=2>; rel="next", <\/admin\/users\?page=\d+&per_page=2>; rel="last"$/,
    );
  });

  it('creates, reads, updates and deletes a user', async () => {
    const admin = stack.client(stack.serviceKey).auth.admin;
    const address = email('crud');
    const { data: created, error } = await admin.createUser({
      email: address,
      password: 'secret-123',
      email_confirm: true,
      user_metadata: { name: 'Ada' },
      app_metadata: { role: 'admin' },
    });
    expect(error).toBeNull();
    expect(created.user).toMatchObject({
      email: address,
      user_metadata: { name: 'Ada' },
      app_metadata: { provider: 'email', providers: ['email'], role: 'admin' },
    });
    expect(created.user!.email_confirmed_at).toBeDefined();
    expect((await stack.client().auth.signInWithPassword({ email: address, password: 'secret-123' })).error).toBeNull();

    const duplicate = await admin.createUser({ email: address, password: 'secret-123' });
    expect(duplicate.error).toMatchObject({ status: 422, code: 'email_exists' });

    const { data: read } = await admin.getUserById(created.user!.id);
    expect(read.user!.email).toBe(address);

    const { data: updated, error: updateError } = await admin.updateUserById(created.user!.id, {
      password: 'changed-456',
      user_metadata: { city: 'Paris' },
      app_metadata: { role: 'client' },
    });
    expect(updateError).toBeNull();
    expect(updated.user!.user_metadata).toEqual({ name: 'Ada', city: 'Paris' });
    expect(updated.user!.app_metadata.role).toBe('client');
    expect((await stack.client().auth.signInWithPassword({ email: address, password: 'changed-456' })).error).toBeNull();

    expect((await admin.deleteUser(created.user!.id)).error).toBeNull();
    const gone = await admin.getUserById(created.user!.id);
    expect(gone.error).toMatchObject({ status: 404, code: 'user_not_found' });
    const notUuid = await fetch(`${stack.url}/auth/v1/admin/users/nope`, {
      headers: { apikey: stack.serviceKey, authorization: `Bearer ${stack.serviceKey}`, 'x-supabase-api-version': '2024-01-01' },
    });
    expect(notUuid.status).toBe(404);
    expect((await notUuid.json()).code).toBe('validation_failed');
  });

  it('refuses a user token and the anon key with 403 not_admin', async () => {
    const user = stack.client();
    const { data } = await user.auth.signUp({ email: email('not-admin'), password: 'secret-123' });
    for (const key of [data.session!.access_token, stack.anonKey]) {
      const { error } = await stack.client(key).auth.admin.listUsers();
      expect(isAuthApiError(error)).toBe(true);
      expect(error).toMatchObject({ status: 403, code: 'not_admin', message: 'User not allowed' });
    }
  });

  it('answers "Unsupported provider" for Google when no client is configured', async () => {
    const { data } = await stack.client().auth.signInWithOAuth({ provider: 'google', options: { skipBrowserRedirect: true } });
    const res = await fetch(data.url!, { redirect: 'manual' });
    expect(res.status).toBe(400);
    expect((await res.json()).msg).toBe('Unsupported provider: Provider is not enabled');
  });
});
