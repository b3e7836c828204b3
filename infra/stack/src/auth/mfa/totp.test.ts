import { base32Decode, base32Encode, matchTotp, otpauthUri, totpCode } from './totp';

// RFC 6238 appendix B (SHA-1 seed "12345678901234567890"), last six of the eight digits.
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890', 'ascii'));
const vectors: [number, string][] = [
  [59, '287082'],
  [1111111109, '081804'],
  [1111111111, '050471'],
  [1234567890, '005924'],
  [2000000000, '279037'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(vectors)('at %i s the code is %s', (seconds, code) => {
    expect(totpCode(RFC_SECRET, Math.floor(seconds / 30))).toBe(code);
  });

  it('accepts the current step and one either side, nothing further or malformed', () => {
    const at = 1234567890 * 1000;
    const step = Math.floor(1234567890 / 30);
    expect(matchTotp(RFC_SECRET, '005924', at)).toBe(step);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step + 1), at)).toBe(step + 1);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step - 1), at)).toBe(step - 1);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step + 2), at)).toBeNull();
    for (const bad of ['', '12345', '1234567', 'abcdef', '00592４']) expect(matchTotp(RFC_SECRET, bad, at)).toBeNull();
  });

  it('base32 round-trips and the otpauth URI names issuer, account and secret', () => {
    expect(base32Decode(base32Encode(Buffer.from('any bytes at all')))).toEqual(Buffer.from('any bytes at all'));
    const uri = new URL(otpauthUri('JBSWY3DPEHPK3PXP', 'localhost:8080', 'owner@example.com'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/localhost:8080:owner@example.com');
    expect(uri.searchParams.get('secret')).toBe('JBSWY3DPEHPK3PXP');
    expect(uri.searchParams.get('issuer')).toBe('localhost:8080');
  });
});
