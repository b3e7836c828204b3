import { guardAllows, guardRedirect } from './guard';
import { remoteForPath } from './route-table';
import { sessionState } from '../testing/fake-platform';

const loading = { ...sessionState(null), isLoading: true };

describe('auth guard', () => {
  it('sends a visitor without a session from protected routes to /signin', () => {
    for (const path of ['/', '/documents', '/clients', '/store-credit', '/training', '/no-such-page', '/account/']) {
      expect(guardRedirect(path, sessionState(null))).toBe('/signin');
      expect(guardAllows(path, sessionState(null))).toBe(false);
    }
  });

  it('leaves public routes open to everyone', () => {
    for (const path of ['/signin', '/signup', '/signin/auto', '/signup/v/user/grant', '/forget', '/update-password']) {
      expect(guardRedirect(path, sessionState(null))).toBeNull();
      expect(guardAllows(path, loading)).toBe(true);
    }
  });

  it('sends anyone but an admin from /clients to /signin', () => {
    expect(guardRedirect('/clients', sessionState('client'))).toBe('/signin');
    expect(guardRedirect('/clients', sessionState('user'))).toBe('/signin');
    expect(guardRedirect('/clients', sessionState('admin'))).toBeNull();
    expect(guardRedirect('/documents', sessionState('client'))).toBeNull();
  });

  it('decides nothing and mounts no protected remote while the first session read runs', () => {
    expect(guardRedirect('/documents', loading)).toBeNull();
    expect(guardAllows('/documents', loading)).toBe(false);
  });
});

describe('route table', () => {
  it('maps routes to remotes; unknown paths and admin paths without admin go to mfe_setup', () => {
    expect(remoteForPath('/signin', false)).toBe('mfe_auth');
    expect(remoteForPath('/term-loan/', false)).toBe('mfe_credit');
    expect(remoteForPath('/automations', false)).toBe('mfe_content');
    expect(remoteForPath('/first-step-accounts', false)).toBe('mfe_setup');
    expect(remoteForPath('/whatever', false)).toBe('mfe_setup');
    expect(remoteForPath('/clients', false)).toBe('mfe_setup');
    expect(remoteForPath('/clients', true)).toBe('mfe_admin');
  });
});
