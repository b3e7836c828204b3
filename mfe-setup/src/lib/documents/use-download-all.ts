import { useState } from 'react';
import { saveFile, usePlatform, useSession, useToast } from 'shared-ui';

/** The archive's file name. */
export const ARCHIVE_NAME = 'business-documents.zip';

/**
 * "Download all": every business document of the signed-in owner, read from their folder with their own session,
 * in one zip (document-archive.ts says why in the browser). `progress` is "3 of 7" while it runs. The work and
 * its libraries load on the first use (the home page's first load carries only this hook).
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
      const { archiveDocuments } = await import(/* webpackChunkName: "lazy-download-all" */ './archive-documents');
      const zip = await archiveDocuments(supabase, userId, setProgress);
      if (!zip) {
        toast('You have no documents to download yet.', { kind: 'info' });
        return;
      }
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
