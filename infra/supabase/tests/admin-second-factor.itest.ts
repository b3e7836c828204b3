import { totpCode, totpStep } from '../../stack/src/auth/mfa/totp';
import { startTestStack, type TestStack } from '../../stack/test/support/test-stack';
import { signedInClient, tokenClient } from './support/js-driver';
import { createUser, type TestUser } from './support/users';

// The admin policy of migration 20261125300000: with admin_requires_aal2 on, an admin is an admin only in a
// session verified with an authenticator code (RLS and admin functions both go through public.is_admin()).
describe('admins and the second factor (database policy)', () => {
  let stack: TestStack;
  let admin: TestUser;
  let client: TestUser;
  let secret = '';
  let factorId = '';

  beforeAll(async () => {
    stack = await startTestStack();
    admin = await createUser(stack, 'admin', 'admin');
    client = await createUser(stack, 'client');
  });
  afterAll(() => stack.stop());

  const clientTasks = async (db: Awaited<ReturnType<typeof signedInClient>>) => {
    const { data, error } = await db.from('tasks').select('id').eq('user_id', client.id);
    if (error) throw error;
    return data.length;
  };

  it('is off by default: an aal1 admin reads clients; only an aal2 admin may switch it on', async () => {
    const aal1 = await signedInClient(stack, admin);
    expect(await clientTasks(aal1)).toBeGreaterThan(0);
    expect((await aal1.rpc('admin_requires_second_factor')).data).toBe(false);
    const refused = await aal1.rpc('set_admin_requires_second_factor', { required: true });
    expect(refused.error?.code).toBe('42501');

    const enrol = await aal1.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Admin phone' });
    factorId = enrol.data!.id;
    secret = enrol.data!.totp.secret;
    expect((await aal1.auth.mfa.challengeAndVerify({ factorId, code: totpCode(secret, totpStep()) })).error).toBeNull();
    const on = await aal1.rpc('set_admin_requires_second_factor', { required: true });
    expect(on.error).toBeNull();
    expect((await aal1.rpc('admin_requires_second_factor')).data).toBe(true);
    const asClient = await signedInClient(stack, client);
    expect((await asClient.rpc('set_admin_requires_second_factor', { required: false })).error?.code).toBe('42501');
  });

  it('when on, an aal1 admin reads no client data and admin functions refuse; at aal2 both work', async () => {
    const aal1 = await signedInClient(stack, admin);
    expect(await clientTasks(aal1)).toBe(0);
    const users = await aal1.from('users').select('id');
    expect(users.data!.map((u) => u.id)).toEqual([admin.id]);
    const list = await aal1.rpc('admin_list_clients', { sort: 'date_desc', page: 1, per_page: 10, search: null });
    expect(list.error?.code).toBe('42501');

    expect((await aal1.auth.mfa.challengeAndVerify({ factorId, code: totpCode(secret, totpStep() + 1) })).error).toBeNull();
    expect(await clientTasks(aal1)).toBeGreaterThan(0);
    expect((await aal1.rpc('admin_list_clients', { sort: 'date_desc', page: 1, per_page: 10, search: null })).error).toBeNull();

    // The client's own data is theirs whatever the policy.
    expect(await clientTasks(await signedInClient(stack, client))).toBeGreaterThan(0);
    expect((await aal1.rpc('set_admin_requires_second_factor', { required: false })).error).toBeNull();
  });
  it('checks the session, not only the token: removing the factor or signing out ends admin access at once', async () => {
    // A second admin, told of a client who signs up after them (a notification naming the client).
    const admin2 = await createUser(stack, 'admin2', 'admin');
    const client2 = await createUser(stack, 'client2');
    const db = await signedInClient(stack, admin2);
    const enrol = await db.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Admin tablet' });
    const code = totpCode(enrol.data!.totp.secret, totpStep());
    expect((await db.auth.mfa.challengeAndVerify({ factorId: enrol.data!.id, code })).error).toBeNull();
    const aal2Token = (await db.auth.getSession()).data.session!.access_token;
    await stack.sql('update private.security_policy set admin_requires_aal2 = true where id = 1');
    const held = tokenClient(stack, aal2Token);
    const newClientNotes = async (c: typeof held) =>
      (await c.from('notifications').select('title').eq('kind', 'new_client').like('body', `${client2.email}%`)).data ?? [];
    expect(await clientTasks(held)).toBeGreaterThan(0);
    expect(await newClientNotes(held)).toHaveLength(1);

    // The factor is removed: the token still says aal2, the session is aal1 again.
    expect((await db.auth.mfa.unenroll({ factorId: enrol.data!.id })).error).toBeNull();
    expect(await clientTasks(held)).toBe(0);
    expect(await newClientNotes(held)).toEqual([]);
    expect((await held.rpc('admin_list_clients', { sort: 'date_desc', page: 1, per_page: 10, search: null })).error?.code).toBe('42501');
    expect((await held.rpc('set_admin_requires_second_factor', { required: false })).error?.code).toBe('42501');

    // Policy off: a password session is enough, until it is signed out (any scope).
    await stack.sql('update private.security_policy set admin_requires_aal2 = false where id = 1');
    for (const scope of ['local', 'others', 'global'] as const) {
      const session = await signedInClient(stack, admin2);
      const token = (await session.auth.getSession()).data.session!.access_token;
      const other = await signedInClient(stack, admin2);
      const ended = tokenClient(stack, token);
      expect(await clientTasks(ended)).toBeGreaterThan(0);
      expect(await newClientNotes(ended)).toHaveLength(1);
      expect((await (scope === 'others' ? other : session).auth.signOut({ scope })).error).toBeNull();
      expect(await clientTasks(ended)).toBe(0);
      expect(await newClientNotes(ended)).toEqual([]);
    }
  });
});
