import { startTestStack, type TestStack } from '../support/test-stack';

// Issue 8, item 7: PUT /auth/v1/user with a new password needs proof (GoTrue's secure password change).
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
  const age = (sessionId: string) =>
    stack.sql(`update auth.sessions set created_at = now() - interval '1 hour' where id = $1`, [sessionId]);

  it('a fresh sign-in may set a new password without the current one', async () => {
    const { client } = await signedIn('fresh@example.test', 'Fresh-pass-1');
    expect((await client.auth.updateUser({ password: 'Fresh-pass-2' })).error).toBeNull();
  });

  it('an older session must send the right current_password', async () => {
    const { client, sessionId } = await signedIn('older@example.test', 'Older-pass-1');
    await age(sessionId);
    const none = await client.auth.updateUser({ password: 'Older-pass-2' });
    expect(none.error).toMatchObject({ status: 400, code: 'reauthentication_needed' });
    const wrong = await client.auth.updateUser({ password: 'Older-pass-2', current_password: 'not-it' });
    expect(wrong.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
    // Other changes need no proof.
    expect((await client.auth.updateUser({ data: { name: 'Still me' } })).error).toBeNull();
    const right = await client.auth.updateUser({ password: 'Older-pass-2', current_password: 'Older-pass-1' });
    expect(right.error).toBeNull();
    const again = stack.client();
    expect((await again.auth.signInWithPassword({ email: 'older@example.test', password: 'Older-pass-2' })).error).toBeNull();
  });
});
