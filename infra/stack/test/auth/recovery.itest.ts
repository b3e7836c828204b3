import { startTestStack, type TestStack } from '../support/test-stack';
import { APP, claimsOf, email, hashParams, inbox, latestLink, navigate, pkceClient } from './helpers';

describe('auth: password recovery through the mail catcher', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ siteUrl: APP, additionalRedirectUrls: ['https://portal.example.com/auth/*'] });
  });
  afterAll(() => stack.stop());

  async function user(tag: string) {
    const address = email(tag);
    const { error } = await stack.client().auth.signUp({ email: address, password: 'old-password' });
    if (error) throw error;
    return address;
  }

  it('e-mails a one-time link; following it signs in (type=recovery); the new password replaces the old', async () => {
    const address = await user('recover');
    const client = stack.client();
    const { data, error } = await client.auth.resetPasswordForEmail(address, { redirectTo: `${APP}/update-password` });
    expect(error).toBeNull();
    expect(data).toEqual({});

    const [message] = await inbox(stack, address);
    expect(message.subject).toBe('Reset Your Password');
    const link = await latestLink(stack, address);
    const linkUrl = new URL(link);
    expect(`${linkUrl.origin}${linkUrl.pathname}`).toBe(`${stack.url}/auth/v1/verify`);
    expect(linkUrl.searchParams.get('type')).toBe('recovery');
    expect(linkUrl.searchParams.get('redirect_to')).toBe(`${APP}/update-password`);
    const [stored] = await stack.sql(`select token_hash, token_type, relates_to from auth.one_time_tokens where relates_to = $1`, [
      address,
    ]);
    expect(stored).toMatchObject({ token_type: 'recovery_token', relates_to: address });
    expect(stored.token_hash).not.toContain(linkUrl.searchParams.get('token'));

    const { status, location } = await navigate(link);
    expect(status).toBe(303);
    expect(location.startsWith(`${APP}/update-password#`)).toBe(true);
    const hash = hashParams(location);
    expect([...hash.keys()]).toEqual(['access_token', 'expires_at', 'expires_in', 'refresh_token', 'token_type', 'type']);
    expect(hash.get('type')).toBe('recovery');
    expect(hash.get('token_type')).toBe('bearer');
    expect(hash.get('expires_in')).toBe('3600');
    expect((claimsOf(hash.get('access_token')!).amr as { method: string }[])[0].method).toBe('recovery');

    const { error: setError } = await client.auth.setSession({
      access_token: hash.get('access_token')!,
      refresh_token: hash.get('refresh_token')!,
    });
    expect(setError).toBeNull();
    expect((await client.auth.updateUser({ password: 'new-password' })).error).toBeNull();
    expect((await stack.client().auth.signInWithPassword({ email: address, password: 'new-password' })).error).toBeNull();
    expect((await stack.client().auth.signInWithPassword({ email: address, password: 'old-password' })).error?.code).toBe(
      'invalid_credentials',
    );

    // One time only: the same link now redirects with otp_expired.
    const again = await navigate(link);
    expect(again.status).toBe(303);
    expect(again.location).toBe(
      `${APP}/update-password#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired`,
    );
  });

  it('answers 200 {} for an unknown address and sends nothing', async () => {
    const address = email('unknown');
    const { data, error } = await stack.client().auth.resetPasswordForEmail(address);
    expect(error).toBeNull();
    expect(data).toEqual({});
    expect(await inbox(stack, address)).toEqual([]);
  });

  it('validates the address', async () => {
    const { error } = await stack.client().auth.resetPasswordForEmail('nope');
    expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  it('only honours allowed redirect targets; others fall back to the site URL', async () => {
    for (const [requested, expected] of [
      ['https://evil.example.net/steal', APP],
      ['https://portal.example.com/auth/callback', 'https://portal.example.com/auth/callback'],
      ['https://portal.example.com/other', APP],
      // Another local port is not the portal (issue 8, item 7).
      ['http://localhost:3000/x', APP],
    ]) {
      const address = await user('redirect');
      await stack.client().auth.resetPasswordForEmail(address, { redirectTo: requested });
      const { location } = await navigate(await latestLink(stack, address));
      expect(location.split('#')[0].replace(/\/$/, '')).toBe(expected.replace(/\/$/, ''));
    }
  });

  it('redirects with otp_expired for an unknown or expired token', async () => {
    const unknown = await navigate(`${stack.url}/auth/v1/verify?token=made-up&type=recovery&redirect_to=${encodeURIComponent(APP)}`);
    expect(unknown.status).toBe(303);
    expect(hashParams(unknown.location).get('error_code')).toBe('otp_expired');

    const address = await user('expired');
    await stack.client().auth.resetPasswordForEmail(address);
    await stack.sql(`update auth.one_time_tokens set created_at = now() - interval '2 hours' where relates_to = $1`, [address]);
    const expired = await navigate(await latestLink(stack, address));
    expect(hashParams(expired.location).get('error_description')).toBe('Email link is invalid or has expired');
  });

  it('PKCE: the link comes back with ?code= and exchangeCodeForSession signs in', async () => {
    const address = await user('pkce-recover');
    const client = pkceClient(stack);
    expect((await client.auth.resetPasswordForEmail(address, { redirectTo: `${APP}/update-password` })).error).toBeNull();
    const { status, location } = await navigate(await latestLink(stack, address));
    expect(status).toBe(303);
    const code = new URL(location).searchParams.get('code');
    expect(code).toBeTruthy();
    expect(new URL(location).hash).toBe('');
    const { data, error } = await client.auth.exchangeCodeForSession(code!);
    expect(error).toBeNull();
    expect(data.user!.email).toBe(address);
    expect((claimsOf(data.session!.access_token).amr as { method: string }[])[0].method).toBe('recovery');
    const reuse = await pkceClient(stack).auth.exchangeCodeForSession(code!);
    expect(reuse.error).not.toBeNull();
  });

  it('POST /verify (verifyOtp with the token hash) answers a session', async () => {
    const address = await user('verify-otp');
    await stack.client().auth.resetPasswordForEmail(address);
    const token = new URL(await latestLink(stack, address)).searchParams.get('token')!;
    const client = stack.client();
    const { data, error } = await client.auth.verifyOtp({ token_hash: token, type: 'recovery' });
    expect(error).toBeNull();
    expect(data.user!.email).toBe(address);
    const again = await stack.client().auth.verifyOtp({ token_hash: token, type: 'recovery' });
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });
});
