import crypto from 'node:crypto';
import { signJwt, verifyJwt } from '../src/jwt';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const now = Math.floor(Date.now() / 1000);
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const sign = (header: string, body: string) => crypto.createHmac('sha256', SECRET).update(`${header}.${body}`).digest('base64url');
const raw = (header: unknown, claims: unknown) => {
  const [h, b] = [b64(header), b64(claims)];
  return `${h}.${b}.${sign(h, b)}`;
};

// Issue 8, item 7: one token has one spelling, and its time claims are numbers.
describe('verifyJwt is strict', () => {
  it('accepts a well-formed HS256 token', () => {
    expect(verifyJwt(signJwt({ sub: 'x', role: 'authenticated', exp: now + 60 }, SECRET), SECRET)).toMatchObject({ sub: 'x' });
  });

  it('refuses a non-canonical base64url signature (same bytes, other spelling) and padding', () => {
    const token = signJwt({ sub: 'x', exp: now + 60 }, SECRET);
    const [h, b, s] = token.split('.');
    const last = ALPHABET.indexOf(s[s.length - 1]);
    const twin = ALPHABET[(last & ~3) | ((last + 1) & 3)];
    const altered = `${h}.${b}.${s.slice(0, -1)}${twin}`;
    expect(Buffer.from(altered.split('.')[2], 'base64url')).toEqual(Buffer.from(s, 'base64url'));
    expect(() => verifyJwt(altered, SECRET)).toThrow('JWT cannot be decoded');
    expect(() => verifyJwt(`${token}=`, SECRET)).toThrow('JWT cannot be decoded');
    expect(() => verifyJwt(`${h}.${b}.${s.replace(/-/g, '+').replace(/_/g, '/')}x+`, SECRET)).toThrow();
  });

  it('refuses exp, nbf or iat that are not numbers (a string exp would never expire)', () => {
    for (const claims of [{ exp: '1' }, { exp: String(now + 60) }, { exp: null }, { nbf: 'soon' }, { iat: [1] }]) {
      expect(() => verifyJwt(raw({ alg: 'HS256', typ: 'JWT' }, { sub: 'x', ...claims }), SECRET)).toThrow(/is not a number/);
    }
    expect(() => verifyJwt(raw({ alg: 'HS256' }, { sub: 'x', exp: now - 1 }), SECRET)).toThrow('JWT expired');
  });

  it('refuses other algorithms, non-object headers and payloads', () => {
    expect(() => verifyJwt(raw({ alg: 'none' }, { sub: 'x' }), SECRET)).toThrow('not supported');
    expect(() => verifyJwt(raw(['HS256'], { sub: 'x' }), SECRET)).toThrow('not supported');
    expect(() => verifyJwt(raw({ alg: 'HS256' }, [1, 2]), SECRET)).toThrow('not an object');
  });
});
