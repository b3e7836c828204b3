import { startTestStack, type TestStack } from '../support/test-stack';

// Issue 8, item 7 and issue 48, item 3: PUT /auth/v1/user with a new password needs proof as GoTrue's secure password
// change asks it (config.toml `[auth.email] secure_password_change = true`): a reauthentication code after 24 hours.
describe('auth: secure password change', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ migrationsDir: '/nonexistent' });
  });
  afterAll(() => stack.stop());

  const signedIn = async (email: string, password: string) => {
    const client = stack.client();
    await stack.client(stack.serviceKey).auth.admin.createUser({ email, password, email_confirm: true });
    const { data, error } = await client.auth.signInWithPassword({ email, password });
    expect(error).toBeNull();
    return {
      client,
      sessionId: JSON.parse(Buffer.from(data.session!.access_token.split('.')[1], 'base64url').toString()).session_id as string,
    };
  };
  const age = (sessionId: string, interval: string) =>
    stack.sql(`update auth.sessions set created_at = now() - $2::interval where id = $1`, [sessionId, interval]);

  it('a session less than 24 hours old may set a new password without proof', async () => {
    const { client, sessionId } = await signedIn('fresh@example.test', 'Fresh-pass-1');
    await age(sessionId, '23 hours');
    expect((await client.auth.updateUser({ password: 'Fresh-pass-2' })).error).toBeNull();
  });

  it('an older session needs the e-mailed reauthentication code (nonce); the current password is no proof (as GoTrue)', async () => {
    const { client, sessionId } = await signedIn('older@example.test', 'Older-pass-1');
    await age(sessionId, '25 hours');
    const none = await client.auth.updateUser({ password: 'Older-pass-2' });
    expect(none.error).toMatchObject({ status: 400, code: 'reauthentication_needed' });
    const withCurrent = await client.auth.updateUser({ password: 'Older-pass-2', current_password: 'Older-pass-1' });
    expect(withCurrent.error).toMatchObject({ status: 400, code: 'reauthentication_needed' });
    // A current password that is sent is checked (the portal's dialog sends one): a wrong one is never taken.
    const fresh = stack.client();
    await fresh.auth.signInWithPassword({ email: 'older@example.test', password: 'Older-pass-1' });
    const wrong = await fresh.auth.updateUser({ password: 'Older-pass-2', current_password: 'not-it' });
    expect(wrong.error).toMatchObject({ status: 400, code: 'current_password_mismatch' });
    // Other changes need no proof.
    expect((await client.auth.updateUser({ data: { name: 'Still me' } })).error).toBeNull();
    expect((await client.auth.reauthenticate()).error).toBeNull();
    const [{ token }] = await stack.sql(`select reauthentication_token as token from auth.users where email = 'older@example.test'`);
    expect(token).toMatch(/^[0-9a-f]{64}$/); // only a hash of the code is kept
    const messages = await (await fetch(`${stack.inboxUrl}/api/messages?to=older@example.test`)).json();
    const code = /^(\d{6}) is your verification code$/.exec((messages as { subject: string }[])[0].subject)![1];
    const right = await client.auth.updateUser({ password: 'Older-pass-2', nonce: code });
    expect(right.error).toBeNull();
    const again = stack.client();
    expect((await again.auth.signInWithPassword({ email: 'older@example.test', password: 'Older-pass-2' })).error).toBeNull();
  });
});
