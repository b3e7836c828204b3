import { href } from './links';

/** Absolute URL on the portal's own origin (redirect targets handed to the auth server). */
export function appUrl(path: string): string {
  return `${window.location.origin}${path}`;
}

export const CALLBACK_PATH = href('completing-authentication');
export const UPDATE_PASSWORD_PATH = href('update-password');
