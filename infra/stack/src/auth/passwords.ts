import bcrypt from 'bcryptjs';
import { bcryptCompare, bcryptHash } from './bcrypt-pool';
import { AuthError, weakPassword } from './errors';

export const MIN_PASSWORD_LENGTH = 6;

/** bcrypt at the configured cost (config.passwordHashCost), `$2a$` prefix: the format pgcrypto's crypt(pw, gen_salt('bf')) writes. */
export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = (await bcrypt.genSalt(cost)).replace(/^\$2b\$/, '$2a$');
  return bcryptHash(password, salt);
}

/** One hash per cost, compared against when there is no usable hash. */
const dummies = new Map<number, Promise<string>>();

/**
 * Compares with bcrypt (at the cost the hash records); without a usable hash it compares against a hash of the
 * configured cost, so timing reveals nothing.
 */
export async function verifyPassword(password: string, hash: string | null | undefined, cost: number): Promise<boolean> {
  if (!hash || !/^\$2[abxy]\$\d\d\$.{53}$/.test(hash)) {
    let dummy = dummies.get(cost);
    if (!dummy) dummies.set(cost, (dummy = hashPassword('not-a-real-password', cost)));
    await bcryptCompare(password, await dummy);
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
