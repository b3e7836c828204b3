import type { SupabaseClient } from '@supabase/supabase-js';
import { totpCode, totpStep } from '../../src/auth/mfa/totp';
import { startTestStack, type TestStack } from '../support/test-stack';
import { claimsOf, email } from './helpers';

// Codes are computed here from the secret the enrolment returned (RFC 6238; the algorithm is pinned to the
// RFC's test vectors in src/auth/mfa/totp.test.ts). A code is accepted once, so each success uses a later step.
describe('auth: two-factor sign-in (TOTP), through supabase-js', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(() => stack.stop());

  async function signedIn(address = email('mfa')): Promise<{ client: SupabaseClient; address: string }> {
    const client = stack.client();
    const { error } = await client.auth.signUp({ email: address, password: 'secret-123' });
    if (error) throw error;
    return { client, address };
  }

  async function enrolled(): Promise<{ client: SupabaseClient; address: string; factorId: string; secret: string }> {
    const { client, address } = await signedIn();
    const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    if (error) throw error;
    const verified = await client.auth.mfa.challengeAndVerify({ factorId: data.id, code: totpCode(data.totp.secret, totpStep()) });
    if (verified.error) throw verified.error;
    return { client, address, factorId: data.id, secret: data.totp.secret };
  }

  it('limits verify attempts per factor and per IP (429)', async () => {
    // First in the suite: the per-IP windows are still empty.
    stack.ctx.config.mfa.verifyAttemptsPerMinute = 5;
    const { client } = await signedIn();
    const { data } = await client.auth.mfa.enroll({ factorType: 'totp' });
    const challenge = await client.auth.mfa.challenge({ factorId: data!.id });
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 6; i++) {
      const { error } = await client.auth.mfa.verify({ factorId: data!.id, challengeId: challenge.data!.id, code: '000001' });
      codes.push(error?.code);
    }
    expect(codes.at(-1)).toBe('over_request_rate_limit');
    expect(codes.slice(0, 5)).toEqual(Array(5).fill('mfa_verification_failed'));
    stack.ctx.config.mfa.verifyAttemptsPerMinute = 1000;
  });

  it('enrols a factor: secret, otpauth URI and an SVG QR code; unverified until a code confirms it', async () => {
    const { client, address } = await signedIn();
    const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'My phone' });
    expect(error).toBeNull();
    expect(data).toMatchObject({ type: 'totp', friendly_name: 'My phone' });
    expect(data!.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(data!.totp.uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(data!.totp.secret);
    expect(decodeURIComponent(uri.pathname)).toContain(address);
    expect(data!.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg/);

    const before = await client.auth.mfa.listFactors();
    expect(before.data!.all).toEqual([
      expect.objectContaining({ id: data!.id, status: 'unverified', factor_type: 'totp', friendly_name: 'My phone' }),
    ]);
    expect(before.data!.totp).toEqual([]);

    const wrong = await client.auth.mfa.challengeAndVerify({
      factorId: data!.id,
      code: '000000' === totpCode(data!.totp.secret, totpStep()) ? '111111' : '000000',
    });
    expect(wrong.error).toMatchObject({ status: 422, code: 'mfa_verification_failed', message: 'Invalid TOTP code entered' });

    const ok = await client.auth.mfa.challengeAndVerify({ factorId: data!.id, code: totpCode(data!.totp.secret, totpStep()) });
    expect(ok.error).toBeNull();
    const claims = claimsOf(ok.data!.access_token);
    expect(claims.aal).toBe('aal2');
    expect((claims.amr as { method: string }[]).map((a) => a.method)).toEqual(['totp', 'password']);
    const after = await client.auth.mfa.listFactors();
    expect(after.data!.totp).toEqual([expect.objectContaining({ id: data!.id, status: 'verified' })]);
    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
  });

  it('refuses a code already used, even with a fresh challenge', async () => {
    const { client, secret, factorId } = await enrolled();
    const used = totpCode(secret, totpStep());
    const again = await client.auth.mfa.challengeAndVerify({ factorId, code: used });
    expect(again.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    // The next step's code is still good (one step of clock skew).
    const next = await client.auth.mfa.challengeAndVerify({ factorId, code: totpCode(secret, totpStep() + 1) });
    expect(next.error).toBeNull();
  });

  it('keeps aal2 across refreshes; the aal1 refresh token no longer works', async () => {
    const { client } = await signedIn();
    const aal1 = (await client.auth.getSession()).data.session!;
    const { data } = await client.auth.mfa.enroll({ factorType: 'totp' });
    await client.auth.mfa.challengeAndVerify({ factorId: data!.id, code: totpCode(data!.totp.secret, totpStep()) });
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(claimsOf(refreshed.data.session!.access_token)).toMatchObject({ aal: 'aal2' });
    const old = await stack.client().auth.refreshSession({ refresh_token: aal1.refresh_token });
    expect(old.error?.code).toBe('refresh_token_already_used');
  });

  it('a new sign-in is aal1 with aal2 next; enrolling or removing needs the code first', async () => {
    const { address, factorId, secret } = await enrolled();
    const again = stack.client();
    const signIn = await again.auth.signInWithPassword({ email: address, password: 'secret-123' });
    expect(claimsOf(signIn.data.session!.access_token).aal).toBe('aal1');
    expect((await again.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });

    const another = await again.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Tablet' });
    expect(another.error).toMatchObject({ status: 403, code: 'insufficient_aal' });
    const remove = await again.auth.mfa.unenroll({ factorId });
    expect(remove.error).toMatchObject({ status: 422, code: 'insufficient_aal' });

    const verified = await again.auth.mfa.challengeAndVerify({ factorId, code: totpCode(secret, totpStep() + 1) });
    expect(verified.error).toBeNull();
    const second = await again.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Tablet' });
    expect(second.error).toBeNull();
    const duplicate = await again.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Tablet' });
    expect(duplicate.error).toMatchObject({ status: 422, code: 'mfa_factor_name_conflict' });

    expect((await again.auth.mfa.unenroll({ factorId })).error).toBeNull();
    const refreshed = await again.auth.refreshSession();
    expect(claimsOf(refreshed.data.session!.access_token).aal).toBe('aal1');
    expect((await again.auth.mfa.listFactors()).data!.totp).toEqual([]);
  });

  it("refuses another user's factor, unknown challenges and malformed ids", async () => {
    const { factorId } = await enrolled();
    const { client: stranger } = await signedIn();
    expect((await stranger.auth.mfa.challenge({ factorId })).error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    expect((await stranger.auth.mfa.unenroll({ factorId })).error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    expect((await stranger.auth.mfa.challenge({ factorId: 'not-a-uuid' })).error).toMatchObject({ status: 404 });
    const { data } = await stranger.auth.mfa.enroll({ factorType: 'totp' });
    const unknown = await stranger.auth.mfa.verify({ factorId: data!.id, challengeId: factorId, code: '123456' });
    expect(unknown.error).toMatchObject({ status: 422, code: 'mfa_factor_not_found' });
    const anonymous = await stack.client().auth.mfa.enroll({ factorType: 'totp' });
    expect(anonymous.error).not.toBeNull();
  });

  it('honours config.toml: enrolment and verification can be switched off', async () => {
    const { client } = await signedIn();
    stack.ctx.config.mfa.totpEnrollEnabled = false;
    try {
      const { error } = await client.auth.mfa.enroll({ factorType: 'totp' });
      expect(error).toMatchObject({ status: 422, code: 'mfa_totp_enroll_not_enabled' });
    } finally {
      stack.ctx.config.mfa.totpEnrollEnabled = true;
    }
  });
});
