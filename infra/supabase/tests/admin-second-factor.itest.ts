import { totpCode, totpStep } from '../../stack/src/auth/mfa/totp';
import { startTestStack, type TestStack } from '../../stack/test/support/test-stack';
import { signedInClient } from './support/js-driver';
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
});
