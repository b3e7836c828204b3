import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { clientOptions } from '../_shared/caller.ts';
import { requireEnv, secretKey } from '../_shared/env.ts';
import { corsHeaders, jsonResponse } from '../_shared/http.ts';
import { isServerKey } from '../send-notification-mails/server-key.ts';

/** The private bucket business documents live in (each user's files under "<user id>/..."). */
const DOCUMENTS_BUCKET = 'user-documents';
/** Support Chat's files (each client's under "<client id>/..."): held by a message or an advisor card's photo. */
const CHAT_BUCKET = 'chat-attachments';
/** At most this many names a call (the job sends up to 500), each at most this long. */
const MAX_NAMES = 1000;
const MAX_NAME_LENGTH = 1024;
/** Names per lookup and per Storage removal. */
const CHUNK = 100;
const OWNER_FOLDER = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/./i;

/** The tables whose rows point at a file of the bucket, and the column holding the object's path. */
const POINTERS = [
  ['business_documents', 'file_url'],
  ['account_receivable_documents', 'document_url'],
  ['purchase_order_documents', 'document_url'],
] as const;

/** The names some document row points at (read with the server key: every row). */
async function inUse(service: SupabaseClient, names: string[]): Promise<Set<string> | Error> {
  const used = new Set<string>();
  for (const [table, column] of POINTERS) {
    const { data, error } = await service.from(table).select(column).in(column, names);
    if (error) return new Error(`${table}: ${error.message}`);
    for (const row of (data ?? []) as unknown as Record<string, string>[]) used.add(row[column]);
  }
  return used;
}

/** The chat files a message or a card still holds (chat_files_in_use, the service role's). */
async function chatFilesInUse(service: SupabaseClient, names: string[]): Promise<Set<string> | Error> {
  const { data, error } = await service.rpc('chat_files_in_use', { names });
  if (error) return new Error(`chat_files_in_use: ${error.message}`);
  return new Set((data ?? []) as string[]);
}

/**
 * POST remove-document-files {names, bucket?} (bucket: user-documents by default, or chat-attachments: pg_cron's
 * `chat-files` job sends the chat files no message or card holds, a day after their upload) (the secret/service-role key only; pg_cron's `document-files` job calls it
 * through pg_net with the files of the user-documents bucket no document row points at: a deleted document's, or
 * an upload whose row was never written, after an hour). Checks again that no row points at each (a row written
 * since keeps its file), and removes the rest through the Storage API, as hosted Storage requires. Until then
 * nobody but its owner reads such a file (admins read clients' files only through `open-document`).
 * → 200 {removed}; 400 for a malformed list.
 */
export default async function handler(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  if (!isServerKey(req.headers.get('Authorization'))) return jsonResponse(401, { error: 'The secret key is required' });
  if (req.method !== 'POST') return jsonResponse(405, { error: 'Use POST' });
  const input = (await req.json().catch(() => null)) as { names?: unknown; bucket?: unknown } | null;
  const names = input?.names;
  const bucket = input?.bucket ?? DOCUMENTS_BUCKET;
  if (bucket !== DOCUMENTS_BUCKET && bucket !== CHAT_BUCKET)
    return jsonResponse(400, { error: `bucket must be ${DOCUMENTS_BUCKET} or ${CHAT_BUCKET}` });
  if (
    !Array.isArray(names) ||
    names.length > MAX_NAMES ||
    !names.every((n): n is string => typeof n === 'string' && n.length <= MAX_NAME_LENGTH && OWNER_FOLDER.test(n))
  )
    return jsonResponse(400, { error: `names must be up to ${MAX_NAMES} paths of the ${bucket} bucket ("<user id>/...")` });

  const service = createClient(requireEnv('SUPABASE_URL'), secretKey(), clientOptions);
  let removed = 0;
  for (let i = 0; i < names.length; i += CHUNK) {
    const chunk = [...new Set(names.slice(i, i + CHUNK))];
    const used = bucket === CHAT_BUCKET ? await chatFilesInUse(service, chunk) : await inUse(service, chunk);
    if (used instanceof Error) return jsonResponse(500, { error: used.message, removed });
    const orphans = chunk.filter((name) => !used.has(name));
    if (orphans.length === 0) continue;
    const gone = await service.storage.from(bucket).remove(orphans);
    if (gone.error) return jsonResponse(500, { error: gone.error.message, removed });
    removed += gone.data?.length ?? 0;
  }
  return jsonResponse(200, { removed });
}
