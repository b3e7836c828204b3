import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signJwt, verifyJwt } from '../src/jwt';
import { generateSigningKey, JwtKeyring, rotateSigningKeys, type SigningAlg } from '../src/signing-keys';

const SECRET = 'a-legacy-secret-of-at-least-32-characters';
const tempFile = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'keys-')), 'signing-keys.json');
const keyring = (file: string, alg: SigningAlg = 'ES256') => new JwtKeyring({ file, alg, secret: () => SECRET }).load();
const headerOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString()) as Record<string, unknown>;
const later = () => Math.floor(Date.now() / 1000) + 60;

describe('signing keys (the CLI keys file, JWKS, rotation)', () => {
  it.each(['ES256', 'RS256'] as const)('%s: made on first start with a standby key; tokens carry the kid and verify', (alg) => {
    const file = tempFile();
    const keys = keyring(file, alg);
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as { key_ops: string[]; alg: string; kid: string }[];
    expect(stored.map((k) => [k.alg, k.key_ops])).toEqual([
      [alg, ['sign', 'verify']],
      [alg, ['verify']],
    ]);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const token = signJwt({ sub: 'u', role: 'authenticated', exp: later() }, keys);
    expect(headerOf(token)).toEqual({ alg, kid: stored[0].kid, typ: 'JWT' });
    expect(verifyJwt(token, keys).sub).toBe('u');
    // The JWKS: public halves only, both keys, verify-only.
    const jwks = keys.jwks().keys;
    expect(jwks.map((k) => k.kid)).toEqual(stored.map((k) => k.kid));
    for (const key of jwks) {
      expect(key).toMatchObject({ alg, use: 'sig', key_ops: ['verify'] });
      expect(key).not.toHaveProperty('d');
      expect(
        crypto.verify(
          'sha256',
          Buffer.from(token.split('.').slice(0, 2).join('.')),
          { key: crypto.createPublicKey({ key: key as crypto.JsonWebKey, format: 'jwk' }), dsaEncoding: 'ieee-p1363' },
          Buffer.from(token.split('.')[2], 'base64url'),
        ),
      ).toBe(key.kid === stored[0].kid);
    }
    // Another start on the same file signs with the same key.
    expect(headerOf(signJwt({ exp: later() }, keyring(file, alg))).kid).toBe(stored[0].kid);
  });

  it('keeps HS256 tokens of the legacy secret valid (API keys, test tokens) and refuses everything else', () => {
    const keys = keyring(tempFile());
    const legacy = signJwt({ role: 'anon', exp: later() }, SECRET);
    expect(verifyJwt(legacy, keys).role).toBe('anon');
    expect(() => verifyJwt(signJwt({ role: 'anon', exp: later() }, 'another-secret-of-32-characters-long!!'), keys)).toThrow(
      'JWSInvalidSignature',
    );
    // A key of another project, under a kid this one does not know.
    const foreign = keyring(tempFile());
    expect(() => verifyJwt(signJwt({ role: 'service_role', exp: later() }, foreign), keys)).toThrow(/unrecognized JWT kid/);
    // A token whose alg was changed to HS256 under a known kid (key confusion) fails.
    const token = signJwt({ role: 'authenticated', exp: later() }, keys);
    const [h, b] = token.split('.');
    const confused = JSON.parse(Buffer.from(h, 'base64url').toString());
    const h2 = Buffer.from(JSON.stringify({ ...confused, alg: 'HS256' })).toString('base64url');
    expect(() => verifyJwt(`${h2}.${b}.${crypto.createHmac('sha256', SECRET).update(`${h2}.${b}`).digest('base64url')}`, keys)).toThrow();
    // A changed payload fails.
    const b2 = Buffer.from(JSON.stringify({ role: 'service_role', exp: later() })).toString('base64url');
    expect(() => verifyJwt(`${h}.${b2}.${token.split('.')[2]}`, keys)).toThrow('JWSInvalidSignature');
    // The plain secret never verifies an asymmetric token.
    expect(() => verifyJwt(token, SECRET)).toThrow('not supported');
  });

  it('HS256 (legacy): the secret signs, no kid, no keys published', () => {
    const keys = keyring(tempFile(), 'HS256');
    const token = signJwt({ sub: 'u', exp: later() }, keys);
    expect(headerOf(token)).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(verifyJwt(token, SECRET).sub).toBe('u');
    expect(keys.jwks()).toEqual({ keys: [] });
  });

  it('rotation: the standby signs, tokens signed before still verify, a new standby is published; a removed key is revoked', () => {
    const file = tempFile();
    const keys = keyring(file);
    const [first, standby] = keys.jwks().keys.map((k) => k.kid);
    const before = signJwt({ sub: 'u', exp: later() }, keys);
    const rotated = rotateSigningKeys(file);
    expect(rotated.signing).toBe(standby);
    expect(rotated.previous).toEqual([first]);
    const reloaded = keyring(file);
    const after = signJwt({ sub: 'u', exp: later() }, reloaded);
    expect(headerOf(after).kid).toBe(standby);
    expect(verifyJwt(before, reloaded).sub).toBe('u');
    expect(reloaded.jwks().keys.map((k) => k.kid)).toEqual([standby, rotated.standby, first]);
    // Revoking the old key: its tokens stop verifying.
    const list = JSON.parse(fs.readFileSync(file, 'utf8')) as { kid: string }[];
    fs.writeFileSync(file, JSON.stringify(list.filter((k) => k.kid !== first)));
    expect(() => verifyJwt(before, keyring(file))).toThrow(/unrecognized JWT kid/);
  });

  it('reads the CLI`s `supabase gen signing-key` output (one key, or a list) and refuses a file without a signing key', () => {
    const file = tempFile();
    const key = generateSigningKey('RS256');
    fs.writeFileSync(file, JSON.stringify(key));
    expect(keyring(file).signingKey()).toEqual({ kid: key.kid, alg: 'RS256' });
    fs.writeFileSync(file, JSON.stringify([{ ...key, key_ops: ['verify'] }]));
    expect(() => keyring(file)).toThrow('no signing key');
    fs.writeFileSync(file, JSON.stringify([{ ...key, kid: undefined }]));
    expect(() => keyring(file)).toThrow('needs a "kid"');
  });
});
