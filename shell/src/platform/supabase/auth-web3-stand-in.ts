// Stands in for auth-js's Ethereum helpers (`signInWithWeb3`, 0.9 KiB gz) in the shell's build: the portal has no
// wallet sign-in, so each one throws auth-js's own kind of error (signInWithWeb3 hands it back as `{ error }`).
import { AuthError } from '@supabase/auth-js/dist/module/lib/errors.js';

export const WEB3_MISSING = 'Web3 wallet sign-in is not part of the business portal.';

const missing = (): never => {
  throw new AuthError(WEB3_MISSING, 400, 'web3_not_supported');
};

export const getAddress = missing;
export const fromHex = missing;
export const toHex = missing;
export const createSiweMessage = missing;
