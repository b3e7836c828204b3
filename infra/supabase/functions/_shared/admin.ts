import type { Caller } from './caller.ts';
import { jsonResponse } from './http.ts';

/**
 * The caller is an admin whose session is verified with a second factor now (public.assert_admin_at_aal2, asked as
 * the caller: the role and the session's level are read in the database, not from the request). null when they
 * are; else the response to give (403, or 401 for a token the database no longer accepts).
 */
export async function refuseUnlessAdminAtAal2(caller: Caller): Promise<Response | null> {
  const { error } = await caller.client.rpc('assert_admin_at_aal2');
  if (!error) return null;
  if (error.code === '42501') return jsonResponse(403, { error: error.message });
  if (error.code === 'PGRST301' || error.code === 'PGRST303') return jsonResponse(401, { error: 'Sign in again' });
  return jsonResponse(500, { error: error.message });
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
