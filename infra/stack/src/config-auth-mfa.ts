import { readTomlBooleans, readTomlIntegers } from './config-auth-rate-limits';

/** config.toml `[auth.mfa]` and `[auth.mfa.totp]`, with the Supabase CLI's names and defaults (TOTP off). */
export interface MfaConfig {
  maxEnrolledFactors: number;
  totpEnrollEnabled: boolean;
  totpVerifyEnabled: boolean;
  /** Seconds a challenge may be verified after it was made (GoTrue: 300). */
  challengeExpirySeconds: number;
  /** An unverified factor older than this (seconds) is forgotten (GoTrue: 300). */
  factorExpirySeconds: number;
  /** Verify attempts allowed per factor, and per client IP, in one minute (GoTrue: 15 per IP). */
  verifyAttemptsPerMinute: number;
}

export const DEFAULT_MFA_CONFIG: MfaConfig = {
  maxEnrolledFactors: 10,
  totpEnrollEnabled: false,
  totpVerifyEnabled: false,
  challengeExpirySeconds: 300,
  factorExpirySeconds: 300,
  verifyAttemptsPerMinute: 15,
};

/** Reads config.toml; MFA_TOTP_ENROLL_ENABLED / MFA_TOTP_VERIFY_ENABLED override it (as GOTRUE_MFA_TOTP_* do). */
export function loadMfaConfig(configToml: string, env: NodeJS.ProcessEnv): MfaConfig {
  const ints = readTomlIntegers(configToml, 'auth.mfa');
  const totp = readTomlBooleans(configToml, 'auth.mfa.totp');
  const flag = (name: string, fallback: boolean) => (env[name] === undefined || env[name] === '' ? fallback : env[name] === 'true');
  return {
    ...DEFAULT_MFA_CONFIG,
    maxEnrolledFactors: ints.max_enrolled_factors ?? DEFAULT_MFA_CONFIG.maxEnrolledFactors,
    totpEnrollEnabled: flag('MFA_TOTP_ENROLL_ENABLED', totp.enroll_enabled ?? false),
    totpVerifyEnabled: flag('MFA_TOTP_VERIFY_ENABLED', totp.verify_enabled ?? false),
  };
}
