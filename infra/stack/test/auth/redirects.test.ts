import crypto from 'node:crypto';
import { loadConfig } from '../../src/config';
import { pkceParams } from '../../src/auth/flow-state';
import { safeRedirect } from '../../src/auth/redirects';
import { pkceMatches } from '../../src/auth/tokens';

describe('redirect_to allow-list', () => {
  const config = loadConfig(
    {},
    {
      apiUrl: 'http://localhost:54321',
      siteUrl: 'https://portal.example.com',
      additionalRedirectUrls: ['https://staging.example.com', 'https://app.example.org/auth/*'],
    },
  );

  it.each([
    ['https://portal.example.com/update-password', 'https://portal.example.com/update-password'],
    // Issue 8, item 7: any loopback port (another local app) or the API is not an allowed target.
    ['http://localhost:8080/cb', 'https://portal.example.com'],
    ['http://127.0.0.1:5173/', 'https://portal.example.com'],
    ['http://localhost:54321/auth/v1/verify', 'https://portal.example.com'],
    ['https://staging.example.com/anything', 'https://staging.example.com/anything'],
    ['https://app.example.org/auth/callback', 'https://app.example.org/auth/callback'],
    ['https://app.example.org/other', 'https://portal.example.com'],
    ['https://portal.example.com.evil.net/', 'https://portal.example.com'],
    ['javascript:alert(1)', 'https://portal.example.com'],
    ['//evil.net/x', 'https://portal.example.com'],
    [undefined, 'https://portal.example.com'],
  ])('%s → %s', (requested, expected) => {
    expect(safeRedirect(config, requested)).toBe(expected);
  });
});

describe('redirect_to with a local SITE_URL', () => {
  const config = loadConfig({}, { apiUrl: 'http://localhost:54321', siteUrl: 'http://localhost:8080', additionalRedirectUrls: [] });
  it.each([
    ['http://localhost:8080/update-password', 'http://localhost:8080/update-password'],
    ['http://localhost:8081/steal', 'http://localhost:8080'],
    ['http://127.0.0.1:8080/x', 'http://localhost:8080'],
  ])('%s → %s', (requested, expected) => {
    expect(safeRedirect(config, requested)).toBe(expected);
  });
});

describe('PKCE parameters', () => {
  const verifier = 'a'.repeat(43) + '-verifier';
  it('accepts S256 and plain, refuses half or unknown methods', () => {
    expect(pkceParams(undefined, undefined)).toBeUndefined();
    expect(pkceParams('c'.repeat(43), 'S256')).toEqual({ challenge: 'c'.repeat(43), method: 's256' });
    expect(() => pkceParams('c'.repeat(43), undefined)).toThrow('PKCE flow requires');
    expect(() => pkceParams('c'.repeat(43), 'md5')).toThrow('not supported');
  });
  it('matches verifiers against challenges', () => {
    const s256 = crypto.createHash('sha256').update(verifier).digest('base64url');
    expect(pkceMatches(verifier, s256, 's256')).toBe(true);
    expect(pkceMatches(verifier + 'x', s256, 's256')).toBe(false);
    expect(pkceMatches(verifier, verifier, 'plain')).toBe(true);
  });
});
