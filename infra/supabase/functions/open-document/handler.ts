import { createClient } from '@supabase/supabase-js';
import { clientOptions, requireCaller } from '../_shared/caller.ts';
import { requireEnv, secretKey } from '../_shared/env.ts';
import { corsHeaders, jsonResponse } from '../_shared/http.ts';

/** The private bucket business documents live in (each user's files under "<user id>/..."). */
export const DOCUMENTS_BUCKET = 'user-documents';
/** How long the link works: long enough to start the download, too short to pass around. */
export const LINK_SECONDS = 60;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The tables whose rows point at a file of the bucket (`file_url` or `document_url`: the object's path). */
export const DOCUMENT_TABLES = ['business_documents', 'account_receivable_documents', 'purchase_order_documents'] as const;
export type DocumentTable = (typeof DOCUMENT_TABLES)[number];

interface AccessRow {
  owner_id: string;
  file_url: string;
  document_name: string;
}

/**
 * POST open-document {document_id, table?, download?} → {signedUrl, expiresIn}: a short-lived link to a file
 * of the private user-documents bucket, inline (`download: false`, the default) or saved under the document's
 * name (`download: true`). `table` is the row's table: business_documents (the default), or a receivable's or
 * purchase order's documents. The caller's token is verified by the auth server (401 otherwise), then:
 *  1. the row is read as the caller, so row-level security decides: its owner, or an admin
 *     (public.is_admin(), aal2 when the admin second-factor policy is on); anyone else gets 404;
 *  2. public.record_document_access (service_role only) re-checks owner-or-admin, gives the file's path,
 *     and, for an admin on someone else's document, records the open in the owner's account activity;
 *  3. the owner's link is signed as the owner (storage policies apply); an admin's with the server key
 *     (storage lets admins read no client's file: migration 20261126070000). No entry, no link.
 */
export default async function handler(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  const caller = await requireCaller(req);
  if (caller instanceof Response) return caller;
  if (req.method !== 'POST') return jsonResponse(405, { error: 'Use POST' });

  const input = (await req.json().catch(() => null)) as Record<string, unknown> | null;
  const documentId = input?.document_id;
  const table = input?.table ?? 'business_documents';
  const download = input?.download ?? false;
  if (typeof documentId !== 'string' || !UUID.test(documentId)) return jsonResponse(400, { error: 'document_id must be a document id' });
  if (!DOCUMENT_TABLES.includes(table as DocumentTable))
    return jsonResponse(400, { error: `table must be one of ${DOCUMENT_TABLES.join(', ')}` });
  if (typeof download !== 'boolean') return jsonResponse(400, { error: 'download must be true or false' });

  const visible = await caller.client
    .from(table as DocumentTable)
    .select('id')
    .eq('id', documentId)
    .maybeSingle();
  if (visible.error) {
    if (visible.error.code === 'PGRST301' || visible.error.code === 'PGRST303') return jsonResponse(401, { error: 'Sign in again' });
    return jsonResponse(500, { error: visible.error.message });
  }
  if (!visible.data) return jsonResponse(404, { error: 'Document not found' });

  const service = createClient(requireEnv('SUPABASE_URL'), secretKey(), clientOptions);
  const access = await service
    .rpc('record_document_access', {
      document_table: table,
      document_id: documentId,
      actor: caller.user.id,
      action: download ? 'downloaded' : 'opened',
      client_ip: clientIp(req),
      client_agent: req.headers.get('user-agent'),
    })
    .single<AccessRow>();
  if (access.error) {
    if (access.error.code === '42501') return jsonResponse(403, { error: 'Only its owner or an admin opens this document' });
    if (access.error.code === 'P0002') return jsonResponse(404, { error: 'Document not found' });
    if (access.error.code === '22023') return jsonResponse(400, { error: access.error.message });
    return jsonResponse(500, { error: access.error.message });
  }
  const { owner_id: ownerId, file_url: path, document_name: name } = access.data;
  const signer = ownerId === caller.user.id ? caller.client : service;
  const signed = await signer.storage
    .from(DOCUMENTS_BUCKET)
    .createSignedUrl(path, LINK_SECONDS, download ? { download: name || true } : undefined);
  if (signed.error || !signed.data) return jsonResponse(404, { error: 'The file of this document is missing' });
  return jsonResponse(200, { signedUrl: signed.data.signedUrl, expiresIn: LINK_SECONDS });
}

/**
 * The browser's address as the platform sets it: `CF-Connecting-IP` (hosted Supabase: Cloudflare sets it to the
 * address that connected, replacing one a client sent; the local stack sets it at its entry). Never
 * X-Forwarded-For or X-Real-IP, where a caller's own value can survive (docs/deploy.md).
 */
function clientIp(req: Request): string | null {
  return req.headers.get('cf-connecting-ip')?.trim() || null;
}
