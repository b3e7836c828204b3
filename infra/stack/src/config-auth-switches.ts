import { readTomlBooleans, readTomlScalars } from './config-auth-rate-limits';

/** The security notification e-mails GoTrue sends (config.toml `[auth.email.notification.<kind>] enabled`). */
export const NOTIFICATION_KINDS = [
  'password_changed',
  'email_changed',
  'phone_changed',
  'identity_linked',
  'identity_unlinked',
  'mfa_factor_enrolled',
  'mfa_factor_unenrolled',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Auth's switches, with the Supabase CLI's config.toml names and defaults. */
export interface AuthSwitches {
  /** `[auth] enable_signup` (ENABLE_SIGNUP): false answers 422 signup_disabled to every new user. */
  enableSignup: boolean;
  /** `[auth.email] enable_signup`: false answers 400 email_provider_disabled to e-mail sign-ups. */
  enableEmailSignup: boolean;
  /** `[auth] enable_anonymous_sign_ins` (ENABLE_ANONYMOUS_SIGN_INS; CLI default false). */
  enableAnonymousSignIns: boolean;
  /** `[auth] enable_manual_linking` (CLI default false): `/user/identities` answers 404 manual_linking_disabled when off. */
  enableManualLinking: boolean;
  /** `[auth.email] secure_password_change` (SECURE_PASSWORD_CHANGE): a session older than 24 h needs a reauthentication nonce for a new password. */
  securePasswordChange: boolean;
  /** `[auth.email] max_frequency` in seconds: one confirmation / reset / reauthentication mail per user this often (GoTrue: 60 s). */
  maxFrequencySeconds: number;
  /**
   * The API gateway's key check on `/auth/v1` (AUTH_REQUIRE_APIKEY; default true, as hosted Supabase). false answers as
   * GoTrue alone, or behind the Supabase CLI's gateway, which lets auth requests without a key through.
   */
  requireApiKey: boolean;
  /**
   * `[auth.oauth_server] enabled` (OAUTH_SERVER_ENABLED; GoTrue and the CLI: false): Supabase Auth as an OAuth 2.1
   * provider for other apps; off, its endpoints answer GoTrue's 404 feature_disabled "OAuth server is disabled".
   */
  oauthServerEnabled: boolean;
  /** `[auth.email.notification.<kind>] enabled` (all off by default, as GoTrue). */
  notifications: Record<NotificationKind, boolean>;
}

/** "1s", "60s", "1m30s", "2h" (Go durations, as the CLI writes max_frequency) in seconds. */
export function durationSeconds(value: string | undefined, fallback: number): number {
  if (!value) return fallback;
  const text = value.replace(/^"(.*)"$/, '$1');
  if (/^\d+$/.test(text)) return Number(text);
  const parts = [...text.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)];
  if (parts.length === 0 || parts.map((p) => p[0]).join('') !== text) return fallback;
  return parts.reduce((sum, [, n, unit]) => sum + Number(n) * { ms: 0.001, s: 1, m: 60, h: 3600 }[unit as 'ms' | 's' | 'm' | 'h'], 0);
}

export function loadAuthSwitches(configToml: string, env: NodeJS.ProcessEnv): AuthSwitches {
  const auth = readTomlBooleans(configToml, 'auth');
  const email = readTomlBooleans(configToml, 'auth.email');
  const flag = (name: string, fallback: boolean) => {
    const value = env[name];
    return value === undefined || value === '' ? fallback : ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
  };
  const notifications = {} as Record<NotificationKind, boolean>;
  for (const kind of NOTIFICATION_KINDS) {
    notifications[kind] = flag(
      `AUTH_NOTIFICATION_${kind.toUpperCase()}_ENABLED`,
      readTomlBooleans(configToml, `auth.email.notification.${kind}`).enabled ?? false,
    );
  }
  return {
    enableSignup: flag('ENABLE_SIGNUP', auth.enable_signup ?? true),
    enableEmailSignup: flag('ENABLE_EMAIL_SIGNUP', email.enable_signup ?? true),
    enableAnonymousSignIns: flag('ENABLE_ANONYMOUS_SIGN_INS', auth.enable_anonymous_sign_ins ?? false),
    enableManualLinking: flag('ENABLE_MANUAL_LINKING', auth.enable_manual_linking ?? false),
    securePasswordChange: flag('SECURE_PASSWORD_CHANGE', email.secure_password_change ?? false),
    maxFrequencySeconds: durationSeconds(env.MAILER_MAX_FREQUENCY ?? readTomlScalars(configToml, 'auth.email').max_frequency, 60),
    requireApiKey: flag('AUTH_REQUIRE_APIKEY', true),
    oauthServerEnabled: flag('OAUTH_SERVER_ENABLED', readTomlBooleans(configToml, 'auth.oauth_server').enabled ?? false),
    notifications,
  };
}
