import { useState } from 'react';
import { saveFile, usePlatform, useSession, useToast } from 'shared-ui';
import { USER_DOCUMENTS_BUCKET } from 'shared-ui/upload';
import { archiveNames, zipFiles } from './document-archive';
import type { BusinessDocument } from './document-panels';

/** The archive's file name. */
export const ARCHIVE_NAME = 'business-documents.zip';

/**
 * "Download all": every business document of the signed-in owner, read from their folder with their own session,
 * in one zip (document-archive.ts says why in the browser). `progress` is "3 of 7" while it runs.
 */
export function useDownloadAll() {
  const { supabase } = usePlatform();
  const userId = useSession().user?.id;
  const toast = useToast();
  const [progress, setProgress] = useState<string | null>(null);

  const downloadAll = async () => {
    if (!userId || progress !== null) return;
    setProgress('…');
    try {
      const { data, error } = await supabase
        .from('business_documents')
        .select('id, user_id, document_type, document_name, file_url, created_at')
        .eq('user_id', userId)
        .order('created_at');
      if (error) throw error;
      const docs = (data ?? []) as BusinessDocument[];
      if (docs.length === 0) {
        toast('You have no documents to download yet.', { kind: 'info' });
        return;
      }
      const names = archiveNames(docs);
      const files: { name: string; bytes: Uint8Array }[] = [];
      for (const [i, doc] of docs.entries()) {
        setProgress(`${i + 1} of ${docs.length}`);
        const file = await supabase.storage.from(USER_DOCUMENTS_BUCKET).download(doc.file_url);
        if (file.error || !file.data) throw file.error ?? new Error('empty file');
        files.push({ name: names[i], bytes: new Uint8Array(await file.data.arrayBuffer()) });
      }
      const zip = await zipFiles(files);
      saveFile(new Blob([zip as Uint8Array<ArrayBuffer>], { type: 'application/zip' }), ARCHIVE_NAME);
      toast.success('Download started!');
    } catch {
      toast.error('Download failed');
    } finally {
      setProgress(null);
    }
  };
  return { downloadAll, progress };
}
