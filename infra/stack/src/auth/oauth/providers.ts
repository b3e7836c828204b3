import type { StackConfig } from '../../config';

export interface OAuthProvider {
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  scopes: string;
}

/** A provider is enabled when its client id and secret are configured (Google: GOOGLE_CLIENT_ID/SECRET, GOOGLE_ISSUER). */
export function enabledProvider(config: StackConfig, name: string | null | undefined): OAuthProvider | undefined {
  if (name === 'google' && config.google.clientId && config.google.clientSecret) {
    return {
      name,
      issuer: config.google.issuer,
      clientId: config.google.clientId,
      clientSecret: config.google.clientSecret,
      scopes: 'openid email profile',
    };
  }
  return undefined;
}

export const callbackUrl = (config: StackConfig) => `${config.apiUrl}/auth/v1/callback`;
