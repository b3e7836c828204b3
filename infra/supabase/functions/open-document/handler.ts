import { createClient } from '@supabase/supabase-js';
import { clientOptions, requireCaller } from '../_shared/caller.ts';
import { requireEnv, secretKey } from '../_shared/env.ts';
import { corsHeaders, jsonResponse } from '../_shared/http.ts';

/** The private bucket business documents live in (each user's files under "<user id>/..."). */
export const DOCUMENTS_BUCKET = 'user-documents';
/** How long the link works: long enough to start the download, too short to pass around. */
export const LINK_SECONDS = 60;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface DocumentRow {
  id: string;
  user_id: string;
  document_name: string;
  file_url: string;
}

/**
 * POST open-document {document_id, download?} → {signedUrl, expiresIn}: a short-lived link to a business
 * document, inline (`download: false`, the default) or saved under the document's name (`download: true`).
 * The caller's token is verified by the auth server (401 otherwise). The row is read as the caller, so
 * row-level security decides who sees it: its owner, or an admin (public.is_admin(), which requires aal2
 * when the admin second-factor policy is on); anyone else gets 404.
 *  - The owner: the link is signed as the owner (storage policies apply), nothing is logged.
 *  - An admin opening someone else's document: admins cannot read clients' files from storage directly
 *    (migration 20261126070000), so the open is first recorded in the client's account activity
 *    (public.record_document_access, service_role only, which re-checks the admin), then signed with the
 *    server key. No entry, no link.
 */
export default async function handler(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  const caller = await requireCaller(req);
  if (caller instanceof Response) return caller;
  if (req.method !== 'POST') return jsonResponse(405, { error: 'Use POST' });

  const input = (await req.json().catch(() => null)) as Record<string, unknown> | null;
  const documentId = input?.document_id;
  const download = input?.download ?? false;
  if (typeof documentId !== 'string' || !UUID.test(documentId)) return jsonResponse(400, { error: 'document_id must be a document id' });
  if (typeof download !== 'boolean') return jsonResponse(400, { error: 'download must be true or false' });

  const { data: row, error } = await caller.client.from('business_documents')
    .select('id, user_id, document_name, file_url').eq('id', documentId).maybeSingle<DocumentRow>();
  if (error) {
    if (error.code === 'PGRST301' || error.code === 'PGRST303') return jsonResponse(401, { error: 'Sign in again' });
    return jsonResponse(500, { error: error.message });
  }
  if (!row) return jsonResponse(404, { error: 'Document not found' });
  const options = download ? { download: row.document_name || true } : undefined;

  if (row.user_id === caller.user.id) {
    const signed = await caller.client.storage.from(DOCUMENTS_BUCKET).createSignedUrl(row.file_url, LINK_SECONDS, options);
    if (signed.error || !signed.data) return jsonResponse(404, { error: 'The file of this document is missing' });
    return jsonResponse(200, { signedUrl: signed.data.signedUrl, expiresIn: LINK_SECONDS });
  }

  const service = createClient(requireEnv('SUPABASE_URL'), secretKey(), clientOptions);
  const logged = await service.rpc('record_document_access', {
    document_id: row.id,
    actor: caller.user.id,
    action: download ? 'downloaded' : 'opened',
    client_ip: clientIp(req),
    client_agent: req.headers.get('user-agent'),
  });
  if (logged.error) {
    if (logged.error.code === '42501') return jsonResponse(403, { error: 'Only admins open other users\' documents' });
    if (logged.error.code === 'P0002') return jsonResponse(404, { error: 'Document not found' });
    if (logged.error.code === '22023') return jsonResponse(400, { error: logged.error.message });
    return jsonResponse(500, { error: logged.error.message });
  }
  const signed = await service.storage.from(DOCUMENTS_BUCKET).createSignedUrl(row.file_url, LINK_SECONDS, options);
  if (signed.error || !signed.data) return jsonResponse(404, { error: 'The file of this document is missing' });
  return jsonResponse(200, { signedUrl: signed.data.signedUrl, expiresIn: LINK_SECONDS });
}

/** The browser's address as the platform's proxy reports it (hosted Supabase and the local stack alike). */
function clientIp(req: Request): string | null {
  const forwarded = req.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return req.headers.get('cf-connecting-ip') ?? req.headers.get('x-real-ip') ?? (forwarded || null);
}
