import type { PlatformApi } from 'shared-ui';
import { USER_DOCUMENTS_BUCKET } from 'shared-ui/upload';
import { archiveNames, zipFiles } from './document-archive';
import type { BusinessDocument } from './document-panels';

/**
 * Reads every business document of `userId` from their folder (their own session) and zips them; null when they
 * have none. Loaded on the first "Download all" (a `lazy-` chunk with fflate): no screen's first load carries it.
 */
export async function archiveDocuments(
  supabase: PlatformApi['supabase'],
  userId: string,
  onProgress: (progress: string) => void,
): Promise<Uint8Array | null> {
  const { data, error } = await supabase
    .from('business_documents')
    .select('id, user_id, document_type, document_name, file_url, created_at')
    .eq('user_id', userId)
    .order('created_at');
  if (error) throw error;
  const docs = (data ?? []) as BusinessDocument[];
  if (docs.length === 0) return null;
  const names = archiveNames(docs);
  const files: { name: string; bytes: Uint8Array }[] = [];
  for (const [i, doc] of docs.entries()) {
    onProgress(`${i + 1} of ${docs.length}`);
    const file = await supabase.storage.from(USER_DOCUMENTS_BUCKET).download(doc.file_url);
    if (file.error || !file.data) throw file.error ?? new Error('empty file');
    files.push({ name: names[i], bytes: new Uint8Array(await file.data.arrayBuffer()) });
  }
  return zipFiles(files);
}
