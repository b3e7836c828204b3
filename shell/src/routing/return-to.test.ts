import { createScreenTable, type PlatformApi, type SessionState } from 'shared-ui';
import { fakeSessionState } from 'shared-ui/testing';
import { PORTAL_SCREENS } from '../../../infra/screens/portal-screens';
import { enforceGuard } from './enforce-guard';
import { rememberReturnTo, sameOriginPath, takeReturnTo } from './return-to';

const ORIGIN = 'http://localhost';

describe('the deep link kept through sign-in', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('keeps only paths of this origin', () => {
    expect(sameOriginPath('/?notification=42', ORIGIN)).toBe('/?notification=42');
    expect(sameOriginPath('/documents#top', ORIGIN)).toBe('/documents#top');
    for (const hostile of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '/a\nb', '']) {
      expect(sameOriginPath(hostile, ORIGIN)).toBeNull();
    }
  });

  it('gives the kept path back once, and not after 30 minutes', () => {
    rememberReturnTo(window.sessionStorage, '/support', ORIGIN, 1000);
    expect(takeReturnTo(window.sessionStorage, ORIGIN, 2000)).toBe('/support');
    expect(takeReturnTo(window.sessionStorage, ORIGIN, 2000)).toBeNull();
    rememberReturnTo(window.sessionStorage, '/support', ORIGIN, 0);
    expect(takeReturnTo(window.sessionStorage, ORIGIN, 31 * 60 * 1000)).toBeNull();
  });

  it('sends a signed-out reader of a deep link to sign in, then opens the link once they are signed in', () => {
    let state: SessionState = fakeSessionState(null);
    const listeners: ((s: SessionState) => void)[] = [];
    const navigate = jest.fn((path: string) => window.history.replaceState(null, '', path));
    const platform = {
      screens: createScreenTable(PORTAL_SCREENS),
      getSession: () => state,
      subscribe: (l: (s: SessionState) => void) => (listeners.push(l), () => undefined),
      navigate,
    } as unknown as PlatformApi;
    window.history.replaceState(null, '', '/?notification=7');
    enforceGuard(platform);
    expect(navigate).toHaveBeenLastCalledWith('/signin', { replace: true });

    // Signed in: the sign-in screen sends the reader home, and the guard opens the kept link instead.
    state = fakeSessionState('client');
    listeners.forEach((l) => l(state));
    window.history.replaceState(null, '', '/');
    window.dispatchEvent(new Event('single-spa:routing-event'));
    expect(navigate).toHaveBeenLastCalledWith('/?notification=7', { replace: true });

    // Once: home later stays home.
    navigate.mockClear();
    window.history.replaceState(null, '', '/');
    window.dispatchEvent(new Event('single-spa:routing-event'));
    expect(navigate).not.toHaveBeenCalled();
  });
});
