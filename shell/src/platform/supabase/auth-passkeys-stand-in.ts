// Stands in for auth-js's WebAuthn module (passkeys and WebAuthn second factors, 2.5 KiB gz) in the shell's
// build. The portal offers neither (its second factor is TOTP): each entry point answers with auth-js's own kind
// of error, which auth-js's methods hand back as `{ data: null, error }`, and the browser reports no WebAuthn.
// The names are those GoTrueClient imports (supabase-stand-ins.test.ts checks them against the real module).
import { AuthError } from '@supabase/auth-js/dist/module/lib/errors.js';

export const PASSKEYS_MISSING = 'Passkeys and WebAuthn factors are not part of the business portal (its second factor is TOTP).';

const missing = (): never => {
  throw new AuthError(PASSKEYS_MISSING, 400, 'webauthn_not_supported');
};

export const browserSupportsWebAuthn = (): boolean => false;
export const createCredential = async (): Promise<never> => missing();
export const getCredential = async (): Promise<never> => missing();
export const deserializeCredentialCreationOptions = missing;
export const deserializeCredentialRequestOptions = missing;
export const serializeCredentialCreationResponse = missing;
export const serializeCredentialRequestResponse = missing;
export const webAuthnAbortService = { createNewAbortSignal: missing, cancelCeremony: (): void => undefined };

/** `supabase.auth.mfa.webauthn`: every method answers `{ data: null, error }`. */
export class WebAuthnApi {
  private readonly answer = async () => ({ data: null, error: new AuthError(PASSKEYS_MISSING, 400, 'webauthn_not_supported') });
  enroll = this.answer;
  challenge = this.answer;
  verify = this.answer;
  authenticate = this.answer;
  register = this.answer;
}
