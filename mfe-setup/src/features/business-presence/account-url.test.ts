import { accountHref } from './account-url';

describe('business account URL', () => {
  it('prefixes https:// when it is missing', () => {
    expect(accountHref('dnb.com')).toBe('https://dnb.com');
    expect(accountHref('  www.example.com/path ')).toBe('https://www.example.com/path');
    expect(accountHref('//cdn.example.com')).toBe('https://cdn.example.com');
    expect(accountHref('localhost:8080/x')).toBe('https://localhost:8080/x');
  });

  it('keeps http and https as typed', () => {
    expect(accountHref('https://dnb.com')).toBe('https://dnb.com');
    expect(accountHref('HTTP://example.com')).toBe('HTTP://example.com');
  });

  it('is null when empty (the disabled pill)', () => {
    expect(accountHref('')).toBeNull();
    expect(accountHref('   ')).toBeNull();
    expect(accountHref(null)).toBeNull();
    expect(accountHref(undefined)).toBeNull();
  });

  it('never links another scheme', () => {
    expect(accountHref('javascript:alert(1)')).toBeNull();
    expect(accountHref('data:text/html,hi')).toBeNull();
  });
});
