/**
 * The error an OAuth return carries (spec 1 section 4): error_description from the URL hash first,
 * then the error query parameter (the auth server puts both in the query and in the hash).
 */
export function readCallbackError(location: { hash: string; search: string }): string | null {
  const hash = new URLSearchParams(location.hash.replace(/^#/, ''));
  const query = new URLSearchParams(location.search);
  return hash.get('error_description') || query.get('error_description') || query.get('error') || hash.get('error') || null;
}

export const NO_SESSION = 'No user session found';
export const DEFAULT_FAILURE = 'Authentication failed';
