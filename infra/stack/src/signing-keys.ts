import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * JWT signing keys as hosted Supabase and the Supabase CLI have them (`[auth] signing_keys_path`,
 * `supabase gen signing-key`): a JSON array of private JWKs. The first key whose `key_ops` include "sign" (or
 * that has no `key_ops`) signs every token, with its `kid` in the header; every other key only verifies
 * (a standby key published before it signs, previously used keys until they are removed). The JWKS
 * (`/auth/v1/.well-known/jwks.json`) lists the public halves of the asymmetric keys, never a shared secret.
 * The project's legacy shared secret (JWT_SECRET / the data folder's `jwt-secret`) still verifies HS256
 * tokens without a known `kid`, as GoTrue's fallback does: the legacy anon/service_role keys and tokens
 * minted with the secret keep working.
 */

export type SigningAlg = 'ES256' | 'RS256' | 'HS256';
export const SIGNING_ALGS: readonly SigningAlg[] = ['ES256', 'RS256', 'HS256'];
/** Where a data folder keeps its own keys when config.toml names none. */
export const SIGNING_KEYS_FILE = 'signing-keys.json';

export interface PrivateJwk {
  kty: string;
  kid?: string;
  alg?: string;
  use?: string;
  key_ops?: string[];
  ext?: boolean;
  crv?: string;
  x?: string;
  y?: string;
  d?: string;
  n?: string;
  e?: string;
  p?: string;
  q?: string;
  dp?: string;
  dq?: string;
  qi?: string;
  k?: string;
}

export type PublicJwk = Record<string, unknown> & { kty: string; kid: string; alg: string; use: 'sig'; key_ops: ['verify'] };

interface LoadedKey {
  kid: string;
  alg: 'ES256' | 'RS256' | 'HS256';
  signs: boolean;
  privateKey?: crypto.KeyObject;
  publicKey?: crypto.KeyObject;
  secret?: Buffer;
  jwk: PrivateJwk;
}

/** The CLI's `gen signing-key`: a new private JWK (P-256 for ES256, 2048-bit RSA for RS256), kid a UUID. */
export function generateSigningKey(alg: 'ES256' | 'RS256', keyOps: string[] = ['sign', 'verify']): PrivateJwk {
  const pair =
    alg === 'ES256'
      ? crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' })
      : crypto.generateKeyPairSync('rsa', { modulusLength: 2048, publicExponent: 0x10001 });
  const jwk = pair.privateKey.export({ format: 'jwk' }) as PrivateJwk;
  return { ...jwk, kid: crypto.randomUUID(), use: 'sig', key_ops: keyOps, alg, ext: true };
}

function loadKey(jwk: PrivateJwk, index: number, file: string): LoadedKey {
  const where = `${file}, key ${index + 1}`;
  if (!jwk || typeof jwk !== 'object') throw new Error(`${where}: not a JWK`);
  const signs = jwk.key_ops === undefined || jwk.key_ops.includes('sign');
  const kid = typeof jwk.kid === 'string' && jwk.kid !== '' ? jwk.kid : undefined;
  if (!kid) throw new Error(`${where}: every key needs a "kid"`);
  if (jwk.kty === 'oct') {
    if (typeof jwk.k !== 'string') throw new Error(`${where}: an "oct" key needs "k"`);
    return { kid, alg: 'HS256', signs, secret: Buffer.from(jwk.k, 'base64url'), jwk };
  }
  const alg = jwk.alg ?? (jwk.kty === 'EC' ? 'ES256' : jwk.kty === 'RSA' ? 'RS256' : undefined);
  if (alg !== 'ES256' && alg !== 'RS256') throw new Error(`${where}: unsupported algorithm ${String(alg)} (ES256 or RS256)`);
  if (alg === 'ES256' && (jwk.kty !== 'EC' || jwk.crv !== 'P-256')) throw new Error(`${where}: ES256 needs an EC P-256 key`);
  if (alg === 'RS256' && jwk.kty !== 'RSA') throw new Error(`${where}: RS256 needs an RSA key`);
  const { kid: _kid, alg: _alg, use: _use, key_ops: _ops, ext: _ext, ...material } = jwk;
  let privateKey: crypto.KeyObject | undefined;
  let publicKey: crypto.KeyObject;
  try {
    if (material.d !== undefined) {
      privateKey = crypto.createPrivateKey({ key: material as crypto.JsonWebKey, format: 'jwk' });
      publicKey = crypto.createPublicKey(privateKey);
    } else {
      publicKey = crypto.createPublicKey({ key: material as crypto.JsonWebKey, format: 'jwk' });
    }
  } catch (error) {
    throw new Error(`${where}: ${(error as Error).message}`);
  }
  if (signs && !privateKey) throw new Error(`${where}: a signing key needs its private part ("d")`);
  return { kid, alg, signs, privateKey, publicKey, jwk };
}

function publicJwk(key: LoadedKey): PublicJwk {
  const exported = key.publicKey!.export({ format: 'jwk' }) as Record<string, unknown>;
  return { ...exported, kty: String(exported.kty), kid: key.kid, alg: key.alg, use: 'sig', key_ops: ['verify'] } as PublicJwk;
}

export interface JwtKeyringOptions {
  /** The keys file (config.toml `[auth] signing_keys_path`, SIGNING_KEYS_PATH, else `<dataDir>/signing-keys.json`). */
  file: string;
  /** What signs: ES256 (default) and RS256 from the file (a key of that kind is generated when the file is absent); HS256 the legacy secret. */
  alg: SigningAlg;
  /** The legacy shared secret (read when needed: the config sets it after the keyring is made). */
  secret: () => string;
}

/** Sign and verify through the project's keys; the keys file is read again when it changes (rotation without a restart). */
export class JwtKeyring {
  private keys: LoadedKey[] = [];
  private loadedStamp = '';
  private checkedAt = 0;

  constructor(readonly options: JwtKeyringOptions) {}

  get file(): string {
    return this.options.file;
  }

  /**
   * Reads the keys file, creating it first when absent and the signing algorithm is asymmetric: a signing key
   * and a standby key of that algorithm (file mode 0600; two stacks starting at once agree, as for the secret).
   */
  load(): this {
    const { file, alg } = this.options;
    if (!fs.existsSync(file)) {
      if (alg === 'HS256') {
        this.keys = [];
        this.loadedStamp = 'none';
        this.checkedAt = Date.now();
        return this;
      }
      fs.mkdirSync(path.dirname(file), { recursive: true });
      const keys = [generateSigningKey(alg), generateSigningKey(alg, ['verify'])];
      try {
        fs.writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { flag: 'wx', mode: 0o600 });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    }
    const stat = fs.statSync(file);
    const stamp = `${stat.mtimeMs}:${stat.size}`;
    this.checkedAt = Date.now();
    if (stamp === this.loadedStamp) return this;
    let parsed: unknown;
    try {
      parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch (error) {
      throw new Error(`${file}: not JSON (${(error as Error).message})`);
    }
    // The CLI's `gen signing-key` without a path prints a single key: accept one key as well as an array.
    const list = Array.isArray(parsed) ? (parsed as PrivateJwk[]) : [parsed as PrivateJwk];
    const keys = list.map((jwk, index) => loadKey(jwk, index, file));
    if (alg !== 'HS256' && !keys.some((key) => key.signs)) throw new Error(`${file}: no signing key (key_ops with "sign")`);
    this.keys = keys;
    this.loadedStamp = stamp;
    return this;
  }

  /** The keys as last read, re-read when the file changed (checked at most once a second). */
  private current(): LoadedKey[] {
    if (this.loadedStamp === '' || Date.now() - this.checkedAt > 1000) {
      try {
        this.load();
      } catch (error) {
        // A half-written file during a rotation: keep signing with the keys already loaded.
        if (this.loadedStamp === '') throw error;
        process.stderr.write(`stack: signing keys not reloaded: ${(error as Error).message}\n`);
      }
    }
    return this.keys;
  }

  /** The key that signs now, or undefined when the legacy secret signs (HS256). */
  signingKey(): { kid: string; alg: string } | undefined {
    if (this.options.alg === 'HS256') return undefined;
    const key = this.current().find((k) => k.signs);
    return key && { kid: key.kid, alg: key.alg };
  }

  /** What signs the next token: its alg, its kid (none for the legacy secret) and the signing function. */
  signer(): { alg: string; kid?: string; sign: (input: string) => string } {
    const key = this.options.alg === 'HS256' ? undefined : this.current().find((k) => k.signs);
    if (!key) {
      const secret = this.options.secret();
      return { alg: 'HS256', sign: (input) => crypto.createHmac('sha256', secret).update(input).digest('base64url') };
    }
    return {
      alg: key.alg,
      kid: key.kid,
      sign: (input) => {
        if (key.alg === 'HS256') return crypto.createHmac('sha256', key.secret!).update(input).digest('base64url');
        return crypto
          .sign('sha256', Buffer.from(input), key.alg === 'ES256' ? { key: key.privateKey!, dsaEncoding: 'ieee-p1363' } : key.privateKey!)
          .toString('base64url');
      },
    };
  }

  /**
   * Checks a signature as GoTrue's parser does: the key named by `kid` when it is one of the file's; otherwise
   * (no kid, or an unknown one) an HS256 token is checked with the legacy secret; anything else is refused.
   */
  verifySignature(alg: string, kid: string | undefined, input: string, signature: Buffer): 'ok' | 'bad' | 'unknown' {
    const key = kid === undefined ? undefined : this.current().find((k) => k.kid === kid);
    if (key) {
      if (key.alg !== alg) return 'bad';
      if (key.alg === 'HS256') return hmacEquals(key.secret!, input, signature) ? 'ok' : 'bad';
      const ok = crypto.verify(
        'sha256',
        Buffer.from(input),
        key.alg === 'ES256' ? { key: key.publicKey!, dsaEncoding: 'ieee-p1363' } : key.publicKey!,
        signature,
      );
      return ok ? 'ok' : 'bad';
    }
    if (alg === 'HS256') return hmacEquals(this.options.secret(), input, signature) ? 'ok' : 'bad';
    return 'unknown';
  }

  /** GoTrue's `/.well-known/jwks.json`: the public halves of the asymmetric keys (signing, standby, previous). */
  jwks(): { keys: PublicJwk[] } {
    return {
      keys: this.current()
        .filter((k) => k.publicKey)
        .map(publicJwk),
    };
  }
}

function hmacEquals(secret: string | Buffer, input: string, signature: Buffer): boolean {
  const expected = crypto.createHmac('sha256', secret).update(input).digest();
  return signature.length === expected.length && crypto.timingSafeEqual(signature, expected);
}

/**
 * Rotation as hosted Supabase does it, on the keys file: the standby key (the first verify-only key after the
 * signing key) starts signing, the key that signed until now stays to verify the tokens it signed (nobody is
 * signed out), and a new standby key of the same algorithm is published. Returns the new file's kids.
 */
export function rotateSigningKeys(file: string): { signing: string; standby: string; previous: string[] } {
  const list = JSON.parse(fs.readFileSync(file, 'utf8')) as PrivateJwk[];
  if (!Array.isArray(list)) throw new Error(`${file}: not a list of keys`);
  const signerIndex = list.findIndex((k) => k.key_ops === undefined || k.key_ops.includes('sign'));
  if (signerIndex < 0) throw new Error(`${file}: no signing key`);
  const signer = list[signerIndex];
  const alg = (signer.alg === 'RS256' || signer.kty === 'RSA' ? 'RS256' : 'ES256') as 'ES256' | 'RS256';
  const standbyIndex = list.findIndex(
    (k, i) => i > signerIndex && k.kty !== 'oct' && k.d !== undefined && !(k.key_ops ?? []).includes('sign'),
  );
  const next = standbyIndex >= 0 ? { ...list[standbyIndex], key_ops: ['sign', 'verify'] } : generateSigningKey(alg);
  const standby = generateSigningKey(alg, ['verify']);
  const rest = list.filter((_, i) => i !== signerIndex && i !== standbyIndex);
  const rotated = [next, standby, { ...signer, key_ops: ['verify'] }, ...rest];
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, `${JSON.stringify(rotated, null, 2)}\n`, { mode: 0o600 });
  fs.renameSync(temp, file);
  return { signing: next.kid!, standby: standby.kid!, previous: [signer.kid!, ...rest.map((k) => k.kid!)] };
}
