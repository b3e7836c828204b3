import type { Session, SupabaseClient } from '@supabase/supabase-js';
import { authError, fakeAuth, type Answer, fakeSecondFactorSession, fakeSession, fakeSupabase } from 'shared-ui/testing';
import { createSessionStore } from './session-store';

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
/** A token of the second factor (aal2) for the session's user. */
const atAal2 = (session: Session): Session => ({
  ...session,
  access_token: `${b64({ alg: 'ES256', kid: 'k1' })}.${b64({ sub: 'u1', aal: 'aal2', app_metadata: { role: 'client' } })}.sig`,
});

function storeWith(session: Session | null) {
  const auth = fakeAuth(session);
  const fake = fakeSupabase({ auth });
  // The page's idle moment, when the token is verified: at once unless a test holds it.
  let idle: () => void = () => undefined;
  const idleNow = { held: false };
  const verifyAfter = () => (idleNow.held ? new Promise<void>((resolve) => (idle = resolve)) : Promise.resolve());
  const store = createSessionStore(fake.client as unknown as SupabaseClient, { verifyAfter });
  const changed = () => (auth.onAuthStateChange.mock.calls[0] as [(event: string, s: Session | null) => void])[0];
  // fakeAuth() makes both (optional in FakeAuth for fakes made by hand).
  return {
    getClaims: auth.getClaims as jest.Mock<Promise<Answer>>,
    signOut: auth.signOut as jest.Mock,
    store,
    changed,
    holdIdle: () => (idleNow.held = true),
    reachIdle: () => idle(),
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
/** The store's verification has run (the idle moment, getClaims, the sign-out of a refused token). */
const verified = async () => {
  for (let i = 0; i < 4; i++) await tick();
};

describe('createSessionStore', () => {
  it('publishes a stored session at once from its token, and verifies it once the page is idle', async () => {
    const session = fakeSession('a@test.local', ['password'], 'admin');
    const { getClaims, store, holdIdle, reachIdle } = storeWith(session);
    holdIdle();
    expect(store.get()).toMatchObject({ isLoading: true, session: null, role: null });
    await store.ready;
    expect(store.get()).toMatchObject({ isLoading: false, session, user: session.user, role: 'admin', needsSecondFactor: false });
    expect(getClaims).not.toHaveBeenCalled();
    reachIdle();
    await verified();
    expect(getClaims).toHaveBeenCalledWith(session.access_token);
    expect(store.get()).toMatchObject({ session, role: 'admin' });
  });

  it('reads the role of the verified claims, not of the token it was handed', async () => {
    const { getClaims, store } = storeWith(fakeSession('c@test.local', ['password'], 'client'));
    getClaims.mockResolvedValue({ data: { claims: { sub: 'u1', app_metadata: { role: 'user' } } }, error: null });
    await store.ready;
    await verified();
    expect(store.get().role).toBe('user');
  });

  it('is signed out without a session, and asks nothing to verify', async () => {
    const { getClaims, store } = storeWith(null);
    await store.ready;
    await verified();
    expect(store.get()).toMatchObject({ isLoading: false, session: null, user: null, role: null, needsSecondFactor: false });
    expect(getClaims).not.toHaveBeenCalled();
  });

  it('signs a refused token out (tampered with, forged, expired): no role, the stored session cleared', async () => {
    const { getClaims, signOut, store } = storeWith(fakeSession('a@test.local', ['password'], 'admin'));
    getClaims.mockResolvedValue({
      data: null,
      error: Object.assign(new Error('Invalid JWT signature'), { name: 'AuthInvalidJwtError' }),
    });
    await store.ready;
    await verified();
    expect(store.get()).toMatchObject({ isLoading: false, session: null, user: null, role: null });
    expect(signOut).toHaveBeenCalledWith({ scope: 'local' });
  });

  it('signs out a token the server no longer knows (the legacy secret: getClaims asks the server)', async () => {
    const { getClaims, store } = storeWith(fakeSession());
    getClaims.mockResolvedValue({ data: null, error: authError('session_not_found', 'Session not found', 403) });
    await store.ready;
    await verified();
    expect(store.get().session).toBeNull();
  });

  it('while the keys cannot be fetched, keeps the session as its token says (the server decides what it may do)', async () => {
    const { getClaims, signOut, store } = storeWith(fakeSecondFactorSession());
    getClaims.mockResolvedValue({
      data: null,
      error: Object.assign(new Error('Failed to fetch'), { name: 'AuthRetryableFetchError' }),
    });
    await store.ready;
    await verified();
    expect(store.get()).toMatchObject({ isLoading: false, role: 'client', needsSecondFactor: true });
    expect(store.get().session).not.toBeNull();
    expect(signOut).not.toHaveBeenCalled();
  });

  it('asks for the second factor at aal1, and not once the verified token says aal2', async () => {
    const session = fakeSecondFactorSession();
    const { store, changed } = storeWith(session);
    await store.ready;
    await verified();
    expect(store.get().needsSecondFactor).toBe(true);
    const listener = jest.fn();
    store.subscribe(listener);
    changed()('MFA_CHALLENGE_VERIFIED', atAal2(session));
    await verified();
    expect(store.get()).toMatchObject({ needsSecondFactor: false, role: 'client' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('verifies a token once: the same token again (an updated user) keeps its claims', async () => {
    const session = fakeSession('a@test.local', ['password'], 'admin');
    const { getClaims, store, changed } = storeWith(session);
    await store.ready;
    await verified();
    changed()('USER_UPDATED', { ...session, user: { ...session.user, email: 'b@test.local' } });
    await tick();
    expect(getClaims).toHaveBeenCalledTimes(1);
    expect(store.get()).toMatchObject({ role: 'admin', user: { email: 'b@test.local' } });
  });

  it('publishes the latest session when an older verification ends after it', async () => {
    const session = fakeSession('a@test.local', ['password'], 'admin');
    const { getClaims, store, changed } = storeWith(session);
    await store.ready;
    await verified();
    let finish: (value: Answer) => void = () => undefined;
    getClaims.mockReturnValueOnce(new Promise<Answer>((resolve) => (finish = resolve)));
    changed()('TOKEN_REFRESHED', { ...session, access_token: `${session.access_token}2` });
    await tick();
    changed()('SIGNED_OUT', null);
    await tick();
    finish({ data: { claims: { app_metadata: { role: 'admin' } } }, error: null });
    await tick();
    expect(store.get()).toMatchObject({ session: null, role: null });
  });
});
