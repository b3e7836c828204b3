import { startTestStack, type TestStack } from '../support/test-stack';
import { APP, email, hashParams, inbox, latestLink, navigate, pkceClient } from './helpers';

describe('auth: sign-up with e-mail confirmation (MAILER_AUTOCONFIRM=false)', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ autoconfirm: false, siteUrl: APP });
  });
  afterAll(() => stack.stop());

  it('answers the User without a session and e-mails a confirmation link that signs in', async () => {
    const address = email('confirm');
    const { data, error } = await stack.client().auth.signUp({
      email: address,
      password: 'secret-123',
      options: { emailRedirectTo: `${APP}/welcome`, data: { plan: 'pro' } },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({ email: address, user_metadata: { plan: 'pro' } });
    expect(data.user!.email_confirmed_at).toBeUndefined();
    expect(data.user!.confirmation_sent_at).toBeDefined();

    const blocked = await stack.client().auth.signInWithPassword({ email: address, password: 'secret-123' });
    expect(blocked.error).toMatchObject({ status: 400, code: 'email_not_confirmed', message: 'Email not confirmed' });

    const [message] = await inbox(stack, address);
    expect(message.subject).toBe('Confirm Your Signup');
    const link = await latestLink(stack, address);
    expect(new URL(link).searchParams.get('type')).toBe('signup');
    const { status, location } = await navigate(link);
    expect(status).toBe(303);
    expect(location.startsWith(`${APP}/welcome#`)).toBe(true);
    const hash = hashParams(location);
    expect(hash.get('type')).toBe('signup');
    const client = stack.client();
    await client.auth.setSession({ access_token: hash.get('access_token')!, refresh_token: hash.get('refresh_token')! });
    const { data: me } = await client.auth.getUser();
    expect(me.user!.email_confirmed_at).toBeDefined();
    expect(me.user!.identities![0].identity_data).toMatchObject({ email_verified: true });

    expect((await stack.client().auth.signInWithPassword({ email: address, password: 'secret-123' })).error).toBeNull();
  });

  it('does not reveal an already confirmed address: a look-alike user, no e-mail', async () => {
    const address = email('exists');
    const { data: first } = await stack.client().auth.signUp({ email: address, password: 'secret-123' });
    await navigate(await latestLink(stack, address));
    const before = (await inbox(stack, address)).length;
    const { data, error } = await stack.client().auth.signUp({ email: address, password: 'other-456' });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user!.id).not.toBe(first.user!.id);
    expect(data.user!.identities).toHaveLength(1);
    expect((await inbox(stack, address)).length).toBe(before);
    expect((await stack.client().auth.signInWithPassword({ email: address, password: 'other-456' })).error?.code).toBe(
      'invalid_credentials',
    );
  });

  it('PKCE sign-up: the confirmation link comes back with ?code=', async () => {
    const address = email('pkce-signup');
    const client = pkceClient(stack);
    const { error } = await client.auth.signUp({ email: address, password: 'secret-123', options: { emailRedirectTo: `${APP}/cb` } });
    expect(error).toBeNull();
    const { location } = await navigate(await latestLink(stack, address));
    const code = new URL(location).searchParams.get('code')!;
    expect(code).toBeTruthy();
    const { data, error: exchangeError } = await client.auth.exchangeCodeForSession(code);
    expect(exchangeError).toBeNull();
    expect(data.user!.email).toBe(address);
    expect(data.user!.email_confirmed_at).toBeDefined();
  });

  it('changes the address only after the links sent to the new and the current one are followed', async () => {
    const address = email('change');
    await stack.client().auth.signUp({ email: address, password: 'secret-123' });
    await navigate(await latestLink(stack, address));
    const client = stack.client();
    await client.auth.signInWithPassword({ email: address, password: 'secret-123' });
    const next = email('changed');
    const { data, error } = await client.auth.updateUser({ email: next }, { emailRedirectTo: `${APP}/account` });
    expect(error).toBeNull();
    expect(data.user!.email).toBe(address);
    expect(data.user!.new_email).toBe(next);
    await navigate(await latestLink(stack, address));
    const { status, location } = await navigate(await latestLink(stack, next));
    expect(status).toBe(303);
    expect(hashParams(location).get('type')).toBe('email_change');
    expect((await stack.client().auth.signInWithPassword({ email: next, password: 'secret-123' })).error).toBeNull();
  });

  it('signInWithOtp e-mails a magic link that signs in', async () => {
    const address = email('magic');
    await stack.client().auth.signUp({ email: address, password: 'secret-123' });
    await navigate(await latestLink(stack, address));
    const { error } = await stack
      .client()
      .auth.signInWithOtp({ email: address, options: { emailRedirectTo: APP, shouldCreateUser: false } });
    expect(error).toBeNull();
    const [message] = await inbox(stack, address);
    expect(message.subject).toBe('Your Magic Link');
    const { location } = await navigate(await latestLink(stack, address));
    expect(hashParams(location).get('type')).toBe('magiclink');
    expect(hashParams(location).get('access_token')).toBeTruthy();
    const refused = await stack.client().auth.signInWithOtp({ email: email('magic-new'), options: { shouldCreateUser: false } });
    expect(refused.error).toMatchObject({ status: 422, code: 'otp_disabled' });
  });
});
