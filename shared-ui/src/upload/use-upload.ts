import { useCallback, useEffect, useRef, useState } from 'react';
// By the package name: the platform context of the one shared copy of shared-ui (see FileInput.tsx).
import { usePlatform } from 'shared-ui';
import { isCancelled, UploadError } from './upload-error';
import { uploadFile, type UploadTarget } from './upload-file';
import { validateFile } from './validate-file';

export type UploadStatus = 'idle' | 'checking' | 'uploading' | 'done' | 'error' | 'cancelled';

export interface UseUpload {
  /** Checks the file, then uploads it; resolves with the stored path, rejects with an `UploadError` (or an AbortError when cancelled). */
  upload(file: File, target: UploadTarget): Promise<{ path: string }>;
  /** 0..1 of the running (or last) upload. */
  progress: number;
  status: UploadStatus;
  error: UploadError | null;
  /** Stops the running upload and drops it on the server. */
  cancel(): void;
  /** Back to idle (clears a shown error). */
  reset(): void;
}

/**
 * One upload at a time with its state, through the platform's session. Leaving the screen mid-upload
 * pauses it (the server keeps it; choosing the same file again resumes); `cancel()` drops it.
 */
export function useUpload(): UseUpload {
  const platform = usePlatform();
  const [progress, setProgress] = useState(0);
  const [status, setStatus] = useState<UploadStatus>('idle');
  const [error, setError] = useState<UploadError | null>(null);
  const running = useRef<AbortController | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      running.current?.abort('pause');
    };
  }, []);

  const upload = useCallback(
    async (file: File, target: UploadTarget) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      const isCurrent = () => mounted.current && running.current === controller;
      setStatus('checking');
      setProgress(0);
      setError(null);
      const problem = validateFile(file, target);
      if (problem) {
        const refused = new UploadError(400, problem, 'InvalidFile');
        setError(refused);
        setStatus('error');
        running.current = null;
        throw refused;
      }
      setStatus('uploading');
      try {
        const result = await uploadFile(platform, file, {
          ...target,
          signal: controller.signal,
          onProgress: (fraction) => {
            if (isCurrent()) setProgress(fraction);
          },
        });
        if (isCurrent()) {
          setProgress(1);
          setStatus('done');
        }
        return result;
      } catch (e) {
        if (isCurrent()) {
          if (isCancelled(e)) setStatus('cancelled');
          else {
            setError(e instanceof UploadError ? e : new UploadError(0, String(e)));
            setStatus('error');
          }
        }
        throw e;
      } finally {
        if (running.current === controller) running.current = null;
      }
    },
    [platform],
  );

  const cancel = useCallback(() => {
    if (!running.current) return;
    running.current.abort();
    running.current = null;
    setStatus('cancelled');
  }, []);

  const reset = useCallback(() => {
    if (running.current) return;
    setStatus('idle');
    setProgress(0);
    setError(null);
  }, []);

  return { upload, progress, status, error, cancel, reset };
}
