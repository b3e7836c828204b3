import { apiError, toApiError } from 'shared-ui';
import type { Db, SupabaseAnswer } from 'shared-ui/data';

/**
 * Calls an edge function and, when it fails, says what it said: the portal's functions answer a failure meant for
 * people as `{ error: "..." }` with a 4xx status (e.g. "Please enter a valid e-mail address."), which supabase-js
 * keeps in the error's `context` (the Response). A 5xx or an unreadable body falls back to the one message table.
 * `field` puts a 400's message on that form field.
 */
export async function invokeFunction(db: Db, name: string, body: Record<string, unknown>, field?: string): Promise<SupabaseAnswer> {
  const { data, error } = await db.functions.invoke(name, { body });
  if (!error) return { data, error: null };
  const fallback = toApiError(error);
  const context = (error as { context?: Partial<Pick<Response, 'clone' | 'json'>> }).context;
  let said: string | undefined;
  if (typeof context?.clone === 'function' && fallback.status >= 400 && fallback.status < 500) {
    said = await context
      .clone()
      .json()
      .then((json: { error?: unknown }) => (typeof json.error === 'string' ? json.error : undefined))
      .catch(() => undefined);
  }
  return {
    data: null,
    error: said
      ? apiError({ status: fallback.status, message: said, field: fallback.status === 400 ? field : undefined, detail: said })
      : fallback,
  };
}
