import crypto from 'node:crypto';
import { startOidcProvider, type TestOidcProvider } from '../support/oidc-provider';
import { startTestStack, type TestStack } from '../support/test-stack';
import { email } from './helpers';

// supabase-js signInWithIdToken (POST /token?grant_type=id_token), as GoTrue's token_oidc.go: the id_token a native
// Google sign-in hands the app, verified against the provider's keys, with the nonce's SHA-256 in its `nonce` claim.
describe('auth: sign in with an ID token (grant_type=id_token)', () => {
  let provider: TestOidcProvider;
  let stack: TestStack;
  beforeAll(async () => {
    provider = await startOidcProvider({ sub: 'g-1', email: 'placeholder@example.com', email_verified: true });
    stack = await startTestStack({
      migrationsDir: '/nonexistent',
      google: { clientId: provider.clientId, clientSecret: provider.clientSecret, issuer: provider.issuer },
    });
  });
  afterAll(async () => {
    await stack.stop();
    await provider.stop();
  });

  /** An id_token from the provider, as its SDK gives one to an app (authorization code flow run here). */
  async function idToken(nonceClaim?: string): Promise<string> {
    const redirect = 'http://127.0.0.1:1/native';
    const authorize = new URL(`${provider.issuer}/authorize`);
    authorize.search = new URLSearchParams({
      client_id: provider.clientId,
      redirect_uri: redirect,
      state: 's',
      ...(nonceClaim ? { nonce: nonceClaim } : {}),
    }).toString();
    const back = await fetch(authorize, { redirect: 'manual' });
    const code = new URL(back.headers.get('location')!).searchParams.get('code')!;
    const res = await fetch(`${provider.issuer}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirect,
        client_id: provider.clientId,
        client_secret: provider.clientSecret,
      }),
    });
    return ((await res.json()) as { id_token: string }).id_token;
  }

  it('signs in (and signs up) the provider`s verified user; the nonce must match; a forged token is "Bad ID token"', async () => {
    const address = email('native');
    provider.user = { sub: `g-${crypto.randomBytes(6).toString('hex')}`, email: address, email_verified: true, name: 'Native App' };
    const rawNonce = crypto.randomBytes(16).toString('hex');
    const hashed = crypto.createHash('sha256').update(rawNonce).digest('hex');
    const token = await idToken(hashed);
    const { data, error } = await stack.client().auth.signInWithIdToken({ provider: 'google', token, nonce: rawNonce });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email: address, app_metadata: { provider: 'google' } });
    expect(data.session!.access_token).toBeTruthy();

    const wrongNonce = await stack.client().auth.signInWithIdToken({ provider: 'google', token: await idToken(hashed), nonce: 'another' });
    expect(wrongNonce.error).toMatchObject({ status: 400, message: 'Nonces mismatch' });
    const [h, b] = token.split('.');
    const forged = await stack
      .client()
      .auth.signInWithIdToken({ provider: 'google', token: `${h}.${b}.${Buffer.from('nope').toString('base64url')}` });
    expect(forged.error).toMatchObject({ status: 400, message: 'Bad ID token' });
    const disabled = await stack.client().auth.signInWithIdToken({ provider: 'apple', token });
    expect(disabled.error).toMatchObject({ status: 400, code: 'provider_disabled' });
  });
});
