import { fakeSessionState as sessionState } from 'shared-ui/testing';
import { guardAllows, guardRedirect } from './guard';
import { remoteForPath } from './route-table';

const loading = { ...sessionState(null), isLoading: true };

describe('auth guard (from the route manifest)', () => {
  it('sends a visitor without a session from protected routes and unknown paths to /signin', () => {
    for (const path of ['/', '/documents', '/clients', '/clients/x', '/statistics', '/store-credit', '/training', '/no-such-page', '/account/']) {
      expect(guardRedirect(path, sessionState(null))).toBe('/signin');
      expect(guardAllows(path, sessionState(null))).toBe(false);
    }
  });

  it('keeps the portal closed while an authenticator code is due (aal1 with a verified factor)', () => {
    const waiting = { ...sessionState('client'), needsSecondFactor: true };
    for (const path of ['/', '/documents', '/account']) {
      expect(guardRedirect(path, waiting)).toBe('/signin');
      expect(guardAllows(path, waiting)).toBe(false);
    }
    expect(guardRedirect('/signin', waiting)).toBeNull();
  });

  it('leaves public routes open to everyone', () => {
    for (const path of ['/signin', '/signup', '/signin/auto', '/signup/v/user/grant', '/forget', '/update-password']) {
      expect(guardRedirect(path, sessionState(null))).toBeNull();
      expect(guardAllows(path, loading)).toBe(true);
    }
  });

  it('sends anyone but an admin from every admin route to /signin', () => {
    for (const path of ['/clients', '/clients/', '/clients/requests', '/clients/x', '/statistics']) {
      expect(guardRedirect(path, sessionState('client'))).toBe('/signin');
      expect(guardRedirect(path, sessionState('user'))).toBe('/signin');
      expect(guardRedirect(path, sessionState('admin'))).toBeNull();
    }
    expect(guardRedirect('/documents', sessionState('client'))).toBeNull();
    expect(guardRedirect('/', sessionState('client'))).toBeNull();
  });

  it('lets a signed-in visitor reach an unknown path (its not-found page)', () => {
    expect(guardRedirect('/no-such-page', sessionState('client'))).toBeNull();
    expect(guardAllows('/no-such-page', sessionState('client'))).toBe(true);
  });

  it('decides nothing and mounts no protected remote while the first session read runs', () => {
    expect(guardRedirect('/documents', loading)).toBeNull();
    expect(guardAllows('/documents', loading)).toBe(false);
  });
});

describe('route ownership (from the route manifest)', () => {
  it('maps routes to remotes; the not-found remote takes unknown paths', () => {
    expect(remoteForPath('/signin', null)).toBe('mfe_auth');
    expect(remoteForPath('/term-loan/', 'client')).toBe('mfe_credit');
    expect(remoteForPath('/automations', 'client')).toBe('mfe_content');
    expect(remoteForPath('/first-step-accounts', 'client')).toBe('mfe_setup');
    expect(remoteForPath('/whatever', 'client')).toBe('mfe_setup');
  });

  it("gives `/` to mfe_admin for an admin and to mfe_setup for everyone else", () => {
    expect(remoteForPath('/', 'admin')).toBe('mfe_admin');
    expect(remoteForPath('/', 'client')).toBe('mfe_setup');
    expect(remoteForPath('/', 'user')).toBe('mfe_setup');
  });

  it('gives admin routes to no remote but for an admin', () => {
    for (const path of ['/clients', '/clients/requests', '/clients/abc', '/statistics']) {
      expect(remoteForPath(path, 'client')).toBeNull();
      expect(remoteForPath(path, null)).toBeNull();
      expect(remoteForPath(path, 'admin')).toBe('mfe_admin');
    }
  });
});
