import crypto from 'node:crypto';
import { startOidcProvider, type TestOidcProvider } from '../support/oidc-provider';
import { startTestStack, type TestStack } from '../support/test-stack';
import { APP, claimsOf, email, hashParams, navigate, pkceClient } from './helpers';

describe('auth: Google sign-in (OpenID Connect) against a local provider', () => {
  let provider: TestOidcProvider;
  let stack: TestStack;
  beforeAll(async () => {
    provider = await startOidcProvider({ sub: 'g-1', email: 'placeholder@example.com', email_verified: true });
    stack = await startTestStack({
      siteUrl: APP,
      google: { clientId: provider.clientId, clientSecret: provider.clientSecret, issuer: provider.issuer },
    });
  });
  afterAll(async () => {
    await stack.stop();
    await provider.stop();
  });
  beforeEach(() => {
    provider.deny = false;
  });

  function googleUser(tag: string) {
    provider.user = {
      sub: `g-${crypto.randomBytes(6).toString('hex')}`,
      email: email(tag),
      email_verified: true,
      name: 'Grace Hopper',
      picture: 'https://example.com/g.png',
    };
    return provider.user;
  }

  /** The browser's journey: /authorize (sets the binding cookie) → provider → /callback (with the cookie) → back to the app. */
  async function journey(startUrl: string) {
    const toProvider = await navigate(startUrl);
    expect(toProvider.status).toBe(302);
    expect(toProvider.location.startsWith(`${provider.issuer}/authorize?`)).toBe(true);
    const cookie = toProvider.cookies.map((c) => c.split(';')[0]).join('; ');
    const toCallback = await navigate(toProvider.location);
    expect(toCallback.location.startsWith(`${stack.url}/auth/v1/callback?`)).toBe(true);
    return { toProvider, cookie, callbackUrl: toCallback.location, final: await navigate(toCallback.location, cookie) };
  }

  const startUrl = async () =>
    (await stack.client().auth.signInWithOAuth({ provider: 'google', options: { redirectTo: APP, skipBrowserRedirect: true } })).data.url!;

  it('signs a new user in: 302 chain, session in the hash, user with a google identity', async () => {
    const g = googleUser('google-new');
    const client = stack.client();
    const { data } = await client.auth.signInWithOAuth({
      provider: 'google',
      options: {
        redirectTo: `${APP}/auth/callback`,
        skipBrowserRedirect: true,
        queryParams: { access_type: 'offline', prompt: 'consent' },
      },
    });
    const { toProvider, final } = await journey(data.url!);
    const sent = new URL(toProvider.location).searchParams;
    expect(sent.get('client_id')).toBe(provider.clientId);
    expect(sent.get('redirect_uri')).toBe(`${stack.url}/auth/v1/callback`);
    expect(sent.get('scope')).toBe('openid email profile');
    expect(sent.get('response_type')).toBe('code');
    expect(sent.get('access_type')).toBe('offline');
    expect(sent.get('prompt')).toBe('consent');
    expect(sent.get('state')!.split('.')).toHaveLength(3);

    expect(final.status).toBe(302);
    expect(final.location.startsWith(`${APP}/auth/callback#`)).toBe(true);
    const hash = hashParams(final.location);
    expect(hash.get('provider_token')).toBe(`provider-access-${g.sub}`);
    expect(hash.get('token_type')).toBe('bearer');
    expect((claimsOf(hash.get('access_token')!).amr as { method: string }[])[0].method).toBe('oauth');

    await client.auth.setSession({ access_token: hash.get('access_token')!, refresh_token: hash.get('refresh_token')! });
    const { data: me, error } = await client.auth.getUser();
    expect(error).toBeNull();
    expect(me.user).toMatchObject({
      email: g.email,
      app_metadata: { provider: 'google', providers: ['google'] },
      user_metadata: { sub: g.sub, email: g.email, full_name: 'Grace Hopper', avatar_url: g.picture, email_verified: true },
    });
    expect(me.user!.email_confirmed_at).toBeDefined();
    expect(me.user!.identities).toHaveLength(1);
    expect(me.user!.identities![0]).toMatchObject({ provider: 'google', id: g.sub, identity_data: { iss: provider.issuer, sub: g.sub } });

    // Signing in again finds the same user through the identity.
    const again = await journey(
      (await stack.client().auth.signInWithOAuth({ provider: 'google', options: { redirectTo: APP, skipBrowserRedirect: true } })).data
        .url!,
    );
    expect(claimsOf(hashParams(again.final.location).get('access_token')!).sub).toBe(me.user!.id);
  });

  it('links Google to an existing user with the same verified address', async () => {
    const g = googleUser('google-link');
    const { data: signup } = await stack.client().auth.signUp({ email: g.email, password: 'secret-123' });
    const { final } = await journey(
      (await stack.client().auth.signInWithOAuth({ provider: 'google', options: { redirectTo: APP, skipBrowserRedirect: true } })).data
        .url!,
    );
    const claims = claimsOf(hashParams(final.location).get('access_token')!);
    expect(claims.sub).toBe(signup.user!.id);
    expect(claims.app_metadata).toMatchObject({ provider: 'email', providers: ['email', 'google'] });
    expect((await stack.client().auth.signInWithPassword({ email: g.email, password: 'secret-123' })).error).toBeNull();
  });

  it('denied consent: back to redirect_to with error and error_description (query and hash)', async () => {
    googleUser('google-deny');
    provider.deny = true;
    const { data } = await stack
      .client()
      .auth.signInWithOAuth({ provider: 'google', options: { redirectTo: `${APP}/auth/callback`, skipBrowserRedirect: true } });
    const { final } = await journey(data.url!);
    expect(final.location.startsWith(`${APP}/auth/callback?`)).toBe(true);
    const url = new URL(final.location);
    for (const params of [url.searchParams, hashParams(final.location)]) {
      expect(params.get('error')).toBe('access_denied');
      expect(params.get('error_description')).toBe('The user denied access to their account');
      expect(params.get('access_token')).toBeNull();
    }
  });

  it('PKCE: the app gets ?code= and exchangeCodeForSession returns the session', async () => {
    const g = googleUser('google-pkce');
    const client = pkceClient(stack);
    const { data } = await client.auth.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: `${APP}/auth/callback`, skipBrowserRedirect: true },
    });
    expect(new URL(data.url!).searchParams.get('code_challenge_method')).toBe('s256');
    const { final } = await journey(data.url!);
    const code = new URL(final.location).searchParams.get('code');
    expect(code).toBeTruthy();
    const { data: exchanged, error } = await client.auth.exchangeCodeForSession(code!);
    expect(error).toBeNull();
    expect(exchanged.user!.email).toBe(g.email);
    const wrongVerifier = await pkceClient(stack).auth.exchangeCodeForSession(code!);
    expect(wrongVerifier.error).not.toBeNull();
  });

  // Issue 20, item 8: the state is bound to the browser and single-use, the nonce is checked, an
  // unverified provider e-mail never reaches an account.
  it('a callback works only in the browser that started the flow, and only once', async () => {
    googleUser('google-bound');
    const { cookie, callbackUrl, final } = await journey(await startUrl());
    expect(cookie).toMatch(/^sb-oauth-state=/);
    expect(hashParams(final.location).get('access_token')).toBeTruthy();
    expect(final.cookies[0]).toMatch(/^sb-oauth-state=; .*Max-Age=0/);
    const replayed = await navigate(callbackUrl, cookie);
    expect(hashParams(replayed.location).get('error_code')).toBe('bad_oauth_state');

    // A callback URL lured into another browser (login CSRF) is refused before the code is spent.
    googleUser('google-lured');
    const lured = await journey(await startUrl());
    const victim = await navigate(lured.callbackUrl);
    expect(hashParams(victim.location).get('error_code')).toBe('bad_oauth_state');
    expect(hashParams(victim.location).get('access_token')).toBeNull();
  });

  it('refuses an id_token whose nonce is not the one of this flow', async () => {
    googleUser('google-nonce');
    const sent = new URL((await navigate(await startUrl())).location).searchParams.get('nonce');
    expect(sent).toMatch(/^[A-Za-z0-9_-]{43}$/);
    provider.nonce = 'replayed-nonce';
    try {
      const { final } = await journey(await startUrl());
      expect(hashParams(final.location).get('error_code')).toBe('bad_oauth_callback');
      expect(hashParams(final.location).get('access_token')).toBeNull();
    } finally {
      provider.nonce = undefined;
    }
  });

  it('an unverified provider e-mail neither links to an existing account nor creates one', async () => {
    const owner = email('google-owner');
    const { data: created } = await stack
      .client(stack.serviceKey)
      .auth.admin.createUser({ email: owner, password: 'Owner-pass-1', email_confirm: true });
    provider.user = { sub: `g-${crypto.randomBytes(6).toString('hex')}`, email: owner, email_verified: false };
    const linked = await journey(await startUrl());
    expect(hashParams(linked.final.location).get('error_code')).toBe('provider_email_needs_verification');
    expect(await stack.sql(`select provider from auth.identities where user_id = $1`, [created.user!.id])).toEqual([{ provider: 'email' }]);

    const stranger = email('google-unverified');
    provider.user = { sub: `g-${crypto.randomBytes(6).toString('hex')}`, email: stranger, email_verified: false };
    const fresh = await journey(await startUrl());
    expect(hashParams(fresh.final.location).get('error_code')).toBe('provider_email_needs_verification');
    expect(await stack.sql(`select id from auth.users where email = $1`, [stranger])).toEqual([]);
  });

  it('rejects a forged state', async () => {
    const res = await navigate(`${stack.url}/auth/v1/callback?code=x&state=forged.state.value`);
    expect(res.status).toBe(302);
    expect(res.location.startsWith(APP)).toBe(true);
    expect(hashParams(res.location).get('error_code')).toBe('bad_oauth_state');
  });

  it('answers "Unsupported provider: Provider is not enabled" for a provider without configuration', async () => {
    const { data } = await stack
      .client()
      .auth.signInWithOAuth({ provider: 'github', options: { redirectTo: APP, skipBrowserRedirect: true } });
    const res = await fetch(data.url!, { redirect: 'manual' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 400, error_code: 'validation_failed', msg: 'Unsupported provider: Provider is not enabled' });
  });
});
