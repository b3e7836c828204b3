const MAX = 5;
const key = (userId: string) => `portal.search.recent.${userId}`;

/** The user's recent searches, newest first (this browser's localStorage, one list per user id). */
export function readRecent(userId: string): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(key(userId)) ?? '[]');
    return Array.isArray(stored) ? stored.filter((s): s is string => typeof s === 'string').slice(0, MAX) : [];
  } catch {
    return [];
  }
}

/** Puts `term` first in the user's recent searches (once); returns the new list. */
export function rememberRecent(userId: string, term: string): string[] {
  const list = [term, ...readRecent(userId).filter((t) => t.toLowerCase() !== term.toLowerCase())].slice(0, MAX);
  try {
    localStorage.setItem(key(userId), JSON.stringify(list));
  } catch {
    // Storage full or blocked: the list lives for this page only.
  }
  return list;
}
