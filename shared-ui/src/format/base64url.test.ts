import { decodeBase64Url, decodeJwtPayload } from './base64url';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('decodeJwtPayload', () => {
  it('reads the payload of a JWT, unpadded base64url with non-ASCII text', () => {
    const payload = { sub: 'u1', app_metadata: { role: 'admin' }, name: 'Zoë Ünal ✓', amr: [{ method: 'recovery' }] };
    expect(decodeJwtPayload(`header.${encode(payload)}.signature`)).toEqual(payload);
  });

  it('gives null for what is not a JWT with an object payload', () => {
    expect(decodeJwtPayload('')).toBeNull();
    expect(decodeJwtPayload('no-dots')).toBeNull();
    expect(decodeJwtPayload('a.!!!.c')).toBeNull();
    expect(decodeJwtPayload(`a.${Buffer.from('not json').toString('base64url')}.c`)).toBeNull();
    expect(decodeJwtPayload(`a.${encode([1, 2])}.c`)).toBeNull();
    expect(decodeJwtPayload(`a.${encode('text')}.c`)).toBeNull();
  });
});

describe('decodeBase64Url', () => {
  it('decodes base64url and plain base64 to UTF-8 text', () => {
    expect(decodeBase64Url(Buffer.from('bucket/user-1/ïnvoice ?.pdf/v1').toString('base64url'))).toBe('bucket/user-1/ïnvoice ?.pdf/v1');
    expect(decodeBase64Url(Buffer.from('a>b?').toString('base64'))).toBe('a>b?');
  });

  it('throws on bytes that are not UTF-8', () => {
    expect(() => decodeBase64Url(Buffer.from([0xff, 0xfe]).toString('base64url'))).toThrow();
  });
});
