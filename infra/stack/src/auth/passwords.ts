import bcrypt from 'bcryptjs';
import { bcryptCompare, bcryptHash } from './bcrypt-pool';
import { AuthError, weakPassword } from './errors';

export const MIN_PASSWORD_LENGTH = 6;
const BCRYPT_COST = 10;

/** bcrypt, cost 10, `$2a$` prefix: the same format pgcrypto's crypt(pw, gen_salt('bf')) writes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = (await bcrypt.genSalt(BCRYPT_COST)).replace(/^\$2b\$/, '$2a$');
  return bcryptHash(password, salt);
}

let dummy: Promise<string> | undefined;

/** Compares with bcrypt; without a usable hash it still spends the same time, so timing reveals nothing. */
export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  if (!hash || !/^\$2[abxy]\$\d\d\$.{53}$/.test(hash)) {
    await bcryptCompare(password, await (dummy ??= hashPassword('not-a-real-password')));
    return false;
  }
  return bcryptCompare(password, hash);
}

/** Throws weak_password (422) for a password the server refuses. */
export function checkPasswordStrength(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw weakPassword(`Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, ['length']);
  }
  if (Buffer.byteLength(password, 'utf8') > 72) {
    throw new AuthError(422, 'validation_failed', 'Password cannot be longer than 72 characters');
  }
}
