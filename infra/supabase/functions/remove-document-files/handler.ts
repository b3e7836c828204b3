import { createClient } from '@supabase/supabase-js';
import { clientOptions } from '../_shared/caller.ts';
import { requireEnv, secretKey } from '../_shared/env.ts';
import { corsHeaders, jsonResponse } from '../_shared/http.ts';
import { isServerKey } from '../send-notification-mails/server-key.ts';

/** The private bucket business documents live in. */
const DOCUMENTS_BUCKET = 'user-documents';
const BATCH = 100;
/** Stop taking new batches after this long: well inside pg_net's 60 s timeout of the call; the next run takes the rest. */
const TIME_BUDGET_MS = 20_000;

/**
 * POST remove-document-files (the secret/service-role key only; pg_cron's `document-files` job calls it through
 * pg_net when there is work): removes the files of the user-documents bucket that no document row points at
 * (`orphan_document_files`: a deleted document's at once, an upload whose row was never written after an hour)
 * through the Storage API, as hosted Storage requires. Nobody reads such a file in the meantime but its owner
 * (admins read clients' files only through `open-document`). → 200 {removed}.
 */
export default async function handler(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  if (!isServerKey(req.headers.get('Authorization'))) return jsonResponse(401, { error: 'The secret key is required' });
  if (req.method !== 'POST') return jsonResponse(405, { error: 'Use POST' });

  const service = createClient(requireEnv('SUPABASE_URL'), secretKey(), clientOptions);
  const started = Date.now();
  let removed = 0;
  while (Date.now() - started < TIME_BUDGET_MS) {
    const orphans = await service.rpc('orphan_document_files', { batch: BATCH });
    if (orphans.error) return jsonResponse(500, { error: orphans.error.message, removed });
    const names = (orphans.data ?? []) as string[];
    if (names.length === 0) break;
    const gone = await service.storage.from(DOCUMENTS_BUCKET).remove(names);
    if (gone.error) return jsonResponse(500, { error: gone.error.message, removed });
    removed += gone.data?.length ?? 0;
    // Nothing removed of a full batch: the same names would come back; stop rather than loop.
    if ((gone.data?.length ?? 0) === 0 || names.length < BATCH) break;
  }
  return jsonResponse(200, { removed });
}
