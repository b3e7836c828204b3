import { followGuard, rememberReturnTo, sameOriginPath, takeReturnTo } from './return-to';

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

  it('keeps the deep link a signed-out reader opened, then opens it once on home', () => {
    const navigate = jest.fn();
    window.history.replaceState(null, '', '/signin');
    followGuard({ navigate }, '/?notification=7');
    window.history.replaceState(null, '', '/');
    followGuard({ navigate }, null);
    expect(navigate).toHaveBeenCalledWith('/?notification=7', { replace: true });
    navigate.mockClear();
    followGuard({ navigate }, null);
    expect(navigate).not.toHaveBeenCalled();
  });
});
