import { fakeAuth, fakeSession, tamperedSession } from './fake-platform';

// The fake answers getClaims as auth-js does: verified claims, or AuthInvalidJwtError for a token it did not sign.

describe('fakeAuth().getClaims', () => {
  it("answers the session's claims, header and signature", async () => {
    const session = fakeSession('ann@test.local', ['recovery'], 'admin');
    const { data, error } = await fakeAuth(session).getClaims!();
    expect(error).toBeNull();
    expect(data).toEqual({
      claims: expect.objectContaining({
        email: 'ann@test.local',
        app_metadata: { role: 'admin' },
        amr: [{ method: 'recovery', timestamp: 1 }],
      }),
      header: { alg: 'HS256' },
      signature: expect.any(Uint8Array),
    });
  });

  it('verifies the token it is given rather than the session', async () => {
    const other = fakeSession('bob@test.local');
    const { data } = await fakeAuth(fakeSession()).getClaims!(other.access_token);
    expect(data).toMatchObject({ claims: { email: 'bob@test.local' } });
  });

  it('refuses a tampered token, and one that is no JWT, with no claims', async () => {
    const tampered = tamperedSession(fakeSession());
    const auth = fakeAuth(tampered);
    await expect(auth.getClaims!()).resolves.toEqual({
      data: null,
      error: expect.objectContaining({ name: 'AuthInvalidJwtError', code: 'invalid_jwt', status: 400, message: 'Invalid JWT signature' }),
    });
    await expect(auth.getClaims!('not-a-jwt')).resolves.toEqual({
      data: null,
      error: expect.objectContaining({ name: 'AuthInvalidJwtError', message: 'Invalid JWT structure' }),
    });
  });

  it('signed out: no data and no error', async () => {
    await expect(fakeAuth(null).getClaims!()).resolves.toEqual({ data: null, error: null });
  });
});
