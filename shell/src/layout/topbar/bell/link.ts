import { ROUTE_MANIFEST } from 'shared-ui';

/**
 * The path of a notification's screen (a route id and its parameters, as stored in the row), or null
 * when this portal has no such screen (a row written by a newer release).
 */
export function notificationLink(screen: string, params: unknown): string | null {
  const entry = (ROUTE_MANIFEST as readonly { id: string; path: string }[]).find((r) => r.id === screen);
  if (!entry) return null;
  const values = params !== null && typeof params === 'object' ? (params as Record<string, unknown>) : {};
  let missing = false;
  const path = entry.path.replace(/:(\w+)/g, (_m, name: string) => {
    const value = values[name];
    if (typeof value !== 'string' || value === '') missing = true;
    return encodeURIComponent(String(value ?? ''));
  });
  return missing ? null : path;
}
