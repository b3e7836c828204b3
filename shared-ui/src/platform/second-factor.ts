import type { Session } from '@supabase/supabase-js';
import { decodeJwtPayload } from '../format/base64url';

/**
 * True when the session is signed in with one factor (`aal1` in the access token) while the user has a
 * verified authenticator: the portal stays closed until the code is entered (supabase-js's
 * getAuthenticatorAssuranceLevel: currentLevel aal1, nextLevel aal2). The server enforces aal2 where it
 * matters; this only decides what the screens show. The token is only decoded here, not verified: the shell's
 * session state (`SessionState.needsSecondFactor`) is made with `needsSecondFactorFromClaims` instead.
 */
export function needsSecondFactor(session: Session | null): boolean {
  return needsSecondFactorFromClaims(session, session && decodeJwtPayload(session.access_token));
}

/** `needsSecondFactor` of the token's claims as `auth.getClaims()` verified them (`null`: none, taken as aal1). */
export function needsSecondFactorFromClaims(session: Session | null, claims: { aal?: unknown } | null): boolean {
  if (!session) return false;
  if (claims?.aal === 'aal2') return false;
  return (session.user?.factors ?? []).some((factor) => factor.status === 'verified');
}

/** An authenticator code as typed: six digits (spaces people copy along are dropped). */
export function normalizeTotpCode(value: string): string {
  return value.replace(/\s+/g, '');
}

/** Field rule of every "Authentication Code" input: a message, or true when it looks like a code. */
export function validateTotpCode(value: string): string | true {
  const code = normalizeTotpCode(value);
  if (code === '') return 'Enter the 6-digit code from your authenticator app.';
  return /^\d{6}$/.test(code) ? true : 'The code is the 6 digits your authenticator app shows.';
}

/** The auth server's two-factor errors in plain words (verify, enrol, remove). */
export function secondFactorErrorMessage(error: { code?: string; status?: number } | null | undefined): string {
  switch (error?.code) {
    case 'mfa_verification_failed':
      return 'That code is not right. Enter the code your authenticator app shows now.';
    case 'mfa_challenge_expired':
    case 'mfa_ip_address_mismatch':
      return 'That took too long. Please enter a new code.';
    case 'over_request_rate_limit':
      return 'Too many attempts. Please wait a minute and try again.';
    case 'insufficient_aal':
      return 'Please sign in again with your authenticator code first.';
    case 'mfa_factor_name_conflict':
      return 'An authenticator with this name is already set up. Choose another name.';
    case 'too_many_enrolled_mfa_factors':
      return 'You have set up the most authenticators allowed. Remove one first.';
    case 'mfa_totp_enroll_not_enabled':
    case 'mfa_totp_verify_not_enabled':
      return 'Two-factor sign-in is not available right now.';
  }
  return error?.status === 429 ? 'Too many attempts. Please wait a minute and try again.' : 'Something went wrong. Please try again.';
}
