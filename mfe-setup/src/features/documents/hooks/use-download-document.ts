import { useState } from 'react';
import { usePlatform, useToast } from 'shared-ui';
import { downloadFile } from '../../../lib/download-file';
import { DOCUMENTS_BUCKET, type BusinessDocument } from '../document-panels';

/** The file name a download is saved under: the stored name without its timestamp prefix. */
export const downloadName = (doc: Pick<BusinessDocument, 'document_name' | 'file_url'>): string =>
  doc.document_name || doc.file_url.split('/').pop()?.replace(/^\d+_/, '') || 'document';

/**
 * Downloads a document through the signed-in session (`storage.download`, never a public link: the
 * bucket is private). The file (a Blob) stays out of the store, so this is a hook, not an endpoint.
 */
export function useDownloadDocument() {
  const { supabase } = usePlatform();
  const toast = useToast();
  const [busyId, setBusyId] = useState<string | null>(null);
  const download = async (doc: BusinessDocument) => {
    setBusyId(doc.id);
    try {
      const { data, error } = await supabase.storage.from(DOCUMENTS_BUCKET).download(doc.file_url);
      if (error || !data) throw error ?? new Error('empty file');
      downloadFile(downloadName(doc), data);
      toast.success('Download started!');
    } catch {
      toast.error('Download failed');
    } finally {
      setBusyId(null);
    }
  };
  return { download, busyId };
}
