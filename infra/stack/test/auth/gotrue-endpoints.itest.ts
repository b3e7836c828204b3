import { totpCode, totpStep } from '../../src/auth/mfa/totp';
import { startTestStack, type TestStack } from '../support/test-stack';
import { APP, claimsOf, email, hashParams, inbox, latestLink, navigate } from './helpers';

// Issue 49, item 2: the endpoints and switches GoTrue has (internal/api/resend.go, invite.go, mail.go's
// adminGenerateLink, admin.go's factor API, reauthenticate.go, the router's disabled features), with its shapes.
describe('auth: resend, invite, generate_link, admin factors, reauthentication, switches (GoTrue`s)', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ autoconfirm: false, siteUrl: APP });
  });
  afterAll(() => stack.stop());

  const admin = () => stack.client(stack.serviceKey).auth.admin;
  const switches = () => stack.ctx.config.authSwitches;
  const confirmedUser = async (tag: string, password = 'Pass-word-1') => {
    const address = email(tag);
    const { data } = await admin().createUser({ email: address, password, email_confirm: true });
    const client = stack.client();
    const signedIn = await client.auth.signInWithPassword({ email: address, password });
    expect(signedIn.error).toBeNull();
    return { client, address, id: data.user!.id, session: signedIn.data.session! };
  };

  describe('POST /resend', () => {
    it('sends the confirmation again to an unconfirmed address; the new link confirms; too soon is 429', async () => {
      const address = email('resend');
      expect((await stack.client().auth.signUp({ email: address, password: 'Pass-word-1' })).error).toBeNull();
      await stack.sql(`update auth.users set confirmation_sent_at = now() - interval '2 minutes' where email = $1`, [address]);
      const { data, error } = await stack
        .client()
        .auth.resend({ type: 'signup', email: address, options: { emailRedirectTo: `${APP}/welcome` } });
      expect(error).toBeNull();
      expect(data).toEqual({ user: null, session: null });
      const messages = await inbox(stack, address);
      expect(messages.map((m) => m.subject)).toEqual(['Confirm Your Signup', 'Confirm Your Signup']);
      // GoTrue's max_frequency per user: a second request at once is refused with its words.
      switches().maxFrequencySeconds = 60;
      try {
        const again = await stack.client().auth.resend({ type: 'signup', email: address });
        expect(again.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
        expect(again.error!.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);
      } finally {
        switches().maxFrequencySeconds = 1;
      }
      const { location } = await navigate(await latestLink(stack, address));
      expect(location.startsWith(`${APP}/welcome#`)).toBe(true);
      expect(hashParams(location).get('access_token')).toBeTruthy();
    });

    it('answers 200 {} and sends nothing for an unknown or a confirmed address; checks its parameters as GoTrue', async () => {
      const unknown = email('nobody');
      expect((await stack.client().auth.resend({ type: 'signup', email: unknown })).error).toBeNull();
      const { address } = await confirmedUser('confirmed');
      expect((await stack.client().auth.resend({ type: 'signup', email: address })).error).toBeNull();
      expect(await inbox(stack, unknown)).toEqual([]);
      expect(await inbox(stack, address)).toEqual([]);
      const post = (body: unknown) =>
        fetch(`${stack.url}/auth/v1/resend`, {
          method: 'POST',
          headers: { apikey: stack.anonKey, 'content-type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
          body: JSON.stringify(body),
        }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, unknown> }));
      expect(await post({ email: address })).toEqual({
        status: 400,
        body: { code: 'validation_failed', message: 'Missing one of these types: signup, email_change, sms, phone_change' },
      });
      expect(await post({ type: 'signup' })).toMatchObject({ status: 400, body: { message: 'Type provided requires an email address' } });
      expect(await post({ type: 'sms', phone: '+15555550100' })).toMatchObject({ status: 400, body: { code: 'phone_provider_disabled' } });
    });

    it('email_change: sends the pending change`s links again (both addresses), nothing when none is pending', async () => {
      const { client, address } = await confirmedUser('changer');
      const next = email('changed');
      expect((await client.auth.updateUser({ email: next })).error).toBeNull();
      await stack.sql(`update auth.users set email_change_sent_at = now() - interval '2 minutes' where email = $1`, [address]);
      expect((await stack.client().auth.resend({ type: 'email_change', email: address })).error).toBeNull();
      expect((await inbox(stack, next)).length).toBe(2);
      expect((await inbox(stack, address)).length).toBe(2);
      const { address: other } = await confirmedUser('no-change');
      expect((await stack.client().auth.resend({ type: 'email_change', email: other })).error).toBeNull();
      expect(await inbox(stack, other)).toEqual([]);
    });
  });

  describe('POST /invite and POST /admin/generate_link', () => {
    it('invites a new address: a pending user, the invite mail whose link signs in to set a password', async () => {
      const address = email('invited');
      const { data, error } = await admin().inviteUserByEmail(address, { data: { company: 'Acme' }, redirectTo: `${APP}/set-password` });
      expect(error).toBeNull();
      expect(data.user).toMatchObject({ email: address, user_metadata: { company: 'Acme' } });
      expect(data.user!.invited_at).toBeDefined();
      expect(data.user!.email_confirmed_at).toBeUndefined();
      const [mail] = await inbox(stack, address);
      expect(mail.subject).toBe('You have been invited');
      const link = await latestLink(stack, address);
      expect(new URL(link).searchParams.get('type')).toBe('invite');
      const { location } = await navigate(link);
      expect(location.startsWith(`${APP}/set-password#`)).toBe(true);
      const hash = hashParams(location);
      expect(hash.get('type')).toBe('invite');
      const client = stack.client();
      await client.auth.setSession({ access_token: hash.get('access_token')!, refresh_token: hash.get('refresh_token')! });
      expect((await client.auth.updateUser({ password: 'Invited-pass-1' })).error).toBeNull();
      expect((await stack.client().auth.signInWithPassword({ email: address, password: 'Invited-pass-1' })).error).toBeNull();
      // Once confirmed the address cannot be invited again; only the service role may invite.
      expect((await admin().inviteUserByEmail(address)).error).toMatchObject({ status: 422, code: 'email_exists' });
      expect((await stack.client().auth.admin.inviteUserByEmail(email('x'))).error).toMatchObject({ status: 403, code: 'not_admin' });
    });

    it('generate_link answers the link, the code and the token hash without e-mailing; each verifies once', async () => {
      const { address } = await confirmedUser('linked');
      const { data, error } = await admin().generateLink({ type: 'magiclink', email: address, options: { redirectTo: `${APP}/in` } });
      expect(error).toBeNull();
      expect(data.user!.email).toBe(address);
      expect(data.properties).toMatchObject({ verification_type: 'magiclink', redirect_to: `${APP}/in` });
      expect(data.properties!.email_otp).toMatch(/^\d{6}$/);
      const link = new URL(data.properties!.action_link);
      expect(link.pathname).toBe('/auth/v1/verify');
      expect(link.searchParams.get('token')).toBe(data.properties!.hashed_token);
      expect(await inbox(stack, address)).toEqual([]);
      // The e-mailed code signs in (verifyOtp with email + token), and spends the link with it.
      const byCode = await stack.client().auth.verifyOtp({ email: address, token: data.properties!.email_otp, type: 'magiclink' });
      expect(byCode.error).toBeNull();
      expect(byCode.data.session).toBeTruthy();
      const spent = await stack.client().auth.verifyOtp({ token_hash: data.properties!.hashed_token, type: 'magiclink' });
      expect(spent.error).toMatchObject({ status: 403, code: 'otp_expired' });

      const recovery = await admin().generateLink({ type: 'recovery', email: address });
      const byHash = await stack.client().auth.verifyOtp({ token_hash: recovery.data.properties!.hashed_token, type: 'recovery' });
      expect(byHash.error).toBeNull();

      const fresh = email('generated');
      const signup = await admin().generateLink({ type: 'signup', email: fresh, password: 'Gen-pass-1' });
      expect(signup.error).toBeNull();
      expect(signup.data.user!.email_confirmed_at).toBeUndefined();
      expect((await stack.client().auth.verifyOtp({ token_hash: signup.data.properties!.hashed_token, type: 'signup' })).error).toBeNull();
      expect((await stack.client().auth.signInWithPassword({ email: fresh, password: 'Gen-pass-1' })).error).toBeNull();

      expect((await admin().generateLink({ type: 'recovery', email: email('nobody') })).error).toMatchObject({
        status: 404,
        code: 'user_not_found',
      });
      expect((await admin().generateLink({ type: 'signup', email: address, password: 'Gen-pass-1' })).error).toMatchObject({
        status: 422,
        code: 'email_exists',
      });
      expect((await admin().generateLink({ type: 'bogus', email: address } as never)).error).toMatchObject({
        status: 400,
        code: 'validation_failed',
      });
      expect((await stack.client().auth.admin.generateLink({ type: 'magiclink', email: address })).error).toMatchObject({ status: 403 });
    });
  });

  describe('the admin factor API and the MFA notifications', () => {
    it('lists a user`s factors, deletes one (its sessions back to aal1), tells the user when a factor is added or removed', async () => {
      const { client, address, id } = await confirmedUser('factors');
      const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
      const factorId = enrolled.data!.id;
      const verified = await client.auth.mfa.challengeAndVerify({ factorId, code: totpCode(enrolled.data!.totp.secret, totpStep()) });
      expect(verified.error).toBeNull();
      expect((await inbox(stack, address))[0].subject).toBe('A new verification method was added to your account');

      const listed = await admin().mfa.listFactors({ userId: id });
      expect(listed.error).toBeNull();
      expect(listed.data!.factors).toEqual([
        expect.objectContaining({ id: factorId, factor_type: 'totp', status: 'verified', friendly_name: 'Phone' }),
      ]);
      const deleted = await admin().mfa.deleteFactor({ userId: id, id: factorId });
      expect(deleted.error).toBeNull();
      // GoTrue answers the deleted factor; supabase-js 2.109 hands it on wrapped as `{data, error}`.
      expect((deleted.data as unknown as { data: unknown }).data).toMatchObject({ id: factorId, factor_type: 'totp', status: 'verified' });
      expect((await admin().mfa.listFactors({ userId: id })).data!.factors).toEqual([]);
      const [{ aal }] = await stack.sql(`select aal::text from auth.sessions where user_id = $1`, [id]);
      expect(aal).toBe('aal1');

      expect((await admin().mfa.deleteFactor({ userId: id, id: factorId })).error).toMatchObject({
        status: 404,
        code: 'mfa_factor_not_found',
      });
      expect((await admin().mfa.listFactors({ userId: '00000000-0000-4000-8000-000000000000' })).error).toMatchObject({
        status: 404,
        code: 'user_not_found',
      });
      expect((await stack.client().auth.admin.mfa.listFactors({ userId: id })).error).toMatchObject({ status: 403, code: 'not_admin' });

      // The user's own unenrol sends the "removed" notice.
      const again = await client.auth.mfa.enroll({ factorType: 'totp' });
      await client.auth.mfa.unenroll({ factorId: again.data!.id });
      const subjects = (await inbox(stack, address)).map((m) => m.subject);
      expect(subjects[0]).toBe('A verification method was removed from your account');
    });
  });

  describe('GET /reauthenticate and PUT /user {password, nonce} (secure_password_change)', () => {
    it('a session older than 24 h needs the e-mailed code; a wrong or spent code is refused; the user is told of the change', async () => {
      const { client, address, session } = await confirmedUser('reauth', 'Reauth-pass-1');
      expect(switches().securePasswordChange).toBe(true);
      // A day-old session, without waiting.
      await stack.sql(`update auth.sessions set created_at = now() - interval '25 hours' where id = $1`, [
        claimsOf(session.access_token).session_id,
      ]);
      const needed = await client.auth.updateUser({ password: 'Reauth-pass-2' });
      expect(needed.error).toMatchObject({
        status: 400,
        code: 'reauthentication_needed',
        message: 'Password update requires reauthentication',
      });

      expect((await client.auth.reauthenticate()).error).toBeNull();
      const [mail] = await inbox(stack, address);
      const code = /^(\d{6}) is your verification code$/.exec(mail.subject)![1];
      const wrong = await client.auth.updateUser({ password: 'Reauth-pass-2', nonce: code === '000000' ? '111111' : '000000' });
      expect(wrong.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid', message: 'Nonce has expired or is invalid' });
      const right = await client.auth.updateUser({ password: 'Reauth-pass-2', nonce: code });
      expect(right.error).toBeNull();
      expect((await inbox(stack, address))[0].subject).toBe('Your password was changed');
      const reused = await client.auth.updateUser({ password: 'Reauth-pass-3', nonce: code });
      expect(reused.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid' });
      expect((await stack.client().auth.signInWithPassword({ email: address, password: 'Reauth-pass-2' })).error).toBeNull();
      // A fresh session needs no code.
      const fresh = stack.client();
      await fresh.auth.signInWithPassword({ email: address, password: 'Reauth-pass-2' });
      expect((await fresh.auth.updateUser({ password: 'Reauth-pass-4' })).error).toBeNull();
      // One code per max_frequency.
      switches().maxFrequencySeconds = 60;
      try {
        await fresh.auth.reauthenticate();
        expect((await fresh.auth.reauthenticate()).error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
      } finally {
        switches().maxFrequencySeconds = 1;
      }
    });
  });

  describe('switches and disabled features answer GoTrue`s errors', () => {
    it('enable_signup = false: 422 signup_disabled (sign-up, anonymous, OTP for a new address); existing users still sign in', async () => {
      const { address } = await confirmedUser('before-switch');
      switches().enableSignup = false;
      try {
        expect((await stack.client().auth.signUp({ email: email('late'), password: 'Pass-word-1' })).error).toMatchObject({
          status: 422,
          code: 'signup_disabled',
          message: 'Signups not allowed for this instance',
        });
        expect((await stack.client().auth.signInWithOtp({ email: email('late') })).error).toMatchObject({
          status: 422,
          code: 'otp_disabled',
        });
        expect((await stack.client().auth.signInWithPassword({ email: address, password: 'Pass-word-1' })).error).toBeNull();
      } finally {
        switches().enableSignup = true;
      }
    });

    it('anonymous sign-ins: off is 422 anonymous_provider_disabled; on signs in an anonymous user', async () => {
      expect(switches().enableAnonymousSignIns).toBe(false);
      expect((await stack.client().auth.signInAnonymously()).error).toMatchObject({
        status: 422,
        code: 'anonymous_provider_disabled',
        message: 'Anonymous sign-ins are disabled',
      });
      switches().enableAnonymousSignIns = true;
      try {
        const { data, error } = await stack.client().auth.signInAnonymously({ options: { data: { guest: true } } });
        expect(error).toBeNull();
        expect(data.user).toMatchObject({ is_anonymous: true, email: '', user_metadata: { guest: true } });
        expect(claimsOf(data.session!.access_token)).toMatchObject({ is_anonymous: true, role: 'authenticated' });
      } finally {
        switches().enableAnonymousSignIns = false;
      }
    });

    it('SSO, identity linking and phone answer GoTrue`s "disabled" errors, not 404 Not found', async () => {
      expect((await stack.client().auth.signInWithSSO({ domain: 'example.com' })).error).toMatchObject({
        status: 404,
        code: 'saml_provider_disabled',
        message: 'SAML 2.0 is disabled',
      });
      const { client } = await confirmedUser('linker');
      const link = await client.auth.linkIdentity({ provider: 'google', options: { skipBrowserRedirect: true } });
      expect(link.error).toMatchObject({ status: 404, code: 'manual_linking_disabled' });
      expect((await stack.client().auth.signUp({ phone: '+15555550100', password: 'Pass-word-1' })).error).toMatchObject({
        status: 400,
        code: 'phone_provider_disabled',
      });
      expect((await stack.client().auth.signInWithOtp({ phone: '+15555550100' })).error).toMatchObject({
        status: 400,
        code: 'phone_provider_disabled',
      });
    });

    it('/auth/v1 needs an apikey as behind hosted Supabase`s gateway (not the links, the callback or the JWKS)', async () => {
      const none = await fetch(`${stack.url}/auth/v1/settings`);
      expect(none.status).toBe(401);
      expect(await none.json()).toEqual({
        message: 'No API key found in request',
        hint: 'No `apikey` request header or url param was found.',
      });
      const bad = await fetch(`${stack.url}/auth/v1/settings`, { headers: { apikey: 'not-a-key' } });
      expect(bad.status).toBe(401);
      expect(((await bad.json()) as { message: string }).message).toBe('Invalid API key');
      for (const key of [stack.anonKey, stack.publishableKey, stack.serviceKey, stack.secretKey]) {
        expect((await fetch(`${stack.url}/auth/v1/settings`, { headers: { apikey: key } })).status).toBe(200);
      }
      expect((await fetch(`${stack.url}/auth/v1/settings?apikey=${stack.anonKey}`)).status).toBe(200);
      expect((await fetch(`${stack.url}/auth/v1/.well-known/jwks.json`)).status).toBe(200);
      expect((await fetch(`${stack.url}/auth/v1/verify?type=signup&token=nope&redirect_to=${APP}`, { redirect: 'manual' })).status).toBe(
        303,
      );
    });

    it('admin list parameters: a negative or non-numeric page is 400 as GoTrue`s paginate', async () => {
      const { error } = await admin().listUsers({ page: -1 });
      expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
      expect(error!.message).toMatch(/^Bad Pagination Parameters/);
      expect((await admin().listUsers({ page: 1, perPage: 2 })).error).toBeNull();
    });
  });
});
