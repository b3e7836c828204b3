import { useState } from 'react';
import { saveFile, usePlatform, useSession, useToast } from 'shared-ui';
import { useOpenDocumentMutation } from '../api/documents-api';
import { USER_DOCUMENTS_BUCKET } from 'shared-ui/upload';
import type { BusinessDocument } from '../../../lib/documents/document-panels';

/** The file name a download is saved under: the stored name without its timestamp prefix. */
export const downloadName = (doc: Pick<BusinessDocument, 'document_name' | 'file_url'>): string =>
  doc.document_name || doc.file_url.split('/').pop()?.replace(/^\d+_/, '') || 'document';

/**
 * Downloads a document, never through a public link (the bucket is private). The owner's own files come
 * straight from storage (`storage.download`, their session); anyone else's (an admin's download of a
 * client's document) through the `open-document` function, which logs it in the client's account activity
 * and answers a short-lived link. The file (a Blob) stays out of the store, so this is a hook, not an endpoint.
 */
export function useDownloadDocument() {
  const { supabase } = usePlatform();
  const userId = useSession().user?.id;
  const [openDocument] = useOpenDocumentMutation();
  const toast = useToast();
  const [busyId, setBusyId] = useState<string | null>(null);
  const fileOf = async (doc: BusinessDocument): Promise<Blob> => {
    if (doc.user_id === userId) {
      const { data, error } = await supabase.storage.from(USER_DOCUMENTS_BUCKET).download(doc.file_url);
      if (error || !data) throw error ?? new Error('empty file');
      return data;
    }
    const { signedUrl } = await openDocument({ documentId: doc.id, download: true }).unwrap();
    const response = await fetch(signedUrl);
    if (!response.ok) throw new Error(`download answered ${response.status}`);
    return response.blob();
  };
  const download = async (doc: BusinessDocument) => {
    setBusyId(doc.id);
    try {
      saveFile(await fileOf(doc), downloadName(doc));
      toast.success('Download started!');
    } catch {
      toast.error('Download failed');
    } finally {
      setBusyId(null);
    }
  };
  return { download, busyId };
}
