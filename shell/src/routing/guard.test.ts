import { createScreenTable, type SessionState } from 'shared-ui';
import { fakeSessionState as sessionState } from 'shared-ui/testing';
import { PORTAL_SCREENS } from '../../../infra/screens/portal-screens';
import { guardAllows as allows, guardRedirect as redirect } from './guard';
import { remoteForPath as owner } from './route-table';

// The table the shell composes when every remote's current declarations are live.
const table = createScreenTable(PORTAL_SCREENS);
const guardRedirect = (path: string, state: SessionState) => redirect(table, path, state);
const guardAllows = (path: string, state: SessionState) => allows(table, path, state);
const remoteForPath = (path: string, role: Parameters<typeof owner>[2]) => owner(table, path, role);

const loading = { ...sessionState(null), isLoading: true };

describe('auth guard (from the composed screen table)', () => {
  it('sends a visitor without a session from protected routes and unknown paths to /signin', () => {
    for (const path of [
      '/',
      '/documents',
      '/clients',
      '/clients/x',
      '/statistics',
      '/store-credit',
      '/training',
      '/no-such-page',
      '/account/',
    ]) {
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

describe('route ownership (from the composed screen table)', () => {
  it('maps routes to remotes; the not-found remote takes unknown paths', () => {
    expect(remoteForPath('/signin', null)).toBe('mfe_auth');
    expect(remoteForPath('/term-loan/', 'client')).toBe('mfe_credit');
    expect(remoteForPath('/automations', 'client')).toBe('mfe_content');
    expect(remoteForPath('/first-step-accounts', 'client')).toBe('mfe_setup');
    expect(remoteForPath('/whatever', 'client')).toBe('mfe_setup');
  });

  it('gives `/` to mfe_admin for an admin and to mfe_setup for everyone else', () => {
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

describe('composition (a table of other live declarations)', () => {
  it('follows what is live: a screen a release adds is routed and guarded, gone after a rollback', () => {
    const credit = PORTAL_SCREENS.find((d) => d.remote === 'mfe_credit')!;
    const added = {
      ...credit,
      screens: [...credit.screens, { id: 'loan-offers', path: '/loan-offers', title: 'Loan Offers', access: 'admin' as const }],
    };
    const next = createScreenTable([...PORTAL_SCREENS.filter((d) => d !== credit), added]);
    expect(owner(next, '/loan-offers', 'admin')).toBe('mfe_credit');
    expect(redirect(next, '/loan-offers', sessionState('client'))).toBe('/signin');
    expect(owner(table, '/loan-offers', 'client')).toBe('mfe_setup'); // unknown again: the not-found remote
  });
});
