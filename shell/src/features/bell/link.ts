import type { ScreenTable } from 'shared-ui';

/**
 * The path of a notification's screen (a screen id and its parameters, as stored in the row) in the composed
 * screen table, or null when no live remote declares that screen or a parameter is missing.
 */
export function notificationLink(screens: Pick<ScreenTable, 'byId' | 'href'>, screen: string, params: unknown): string | null {
  const entry = screens.byId(screen);
  if (!entry) return null;
  const values = params !== null && typeof params === 'object' ? (params as Record<string, unknown>) : {};
  const names = [...entry.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const filled: Record<string, string> = {};
  for (const name of names) {
    const value = values[name];
    if (typeof value !== 'string' || value === '') return null;
    filled[name] = value;
  }
  return screens.href(screen, filled);
}
