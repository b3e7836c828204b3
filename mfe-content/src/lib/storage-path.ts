/**
 * Spec 1 section 3: stored file names are a timestamp plus the original name, whitespace replaced by
 * underscores (e.g. `training_videos/videos/1700000000000_My_video.mp4`). Path separators and other
 * characters a storage key should not hold are replaced too.
 */
export function storagePath(folder: string, fileName: string, now: number = Date.now()): string {
  const safe =
    fileName
      .trim()
      .replace(/\s+/g, '_')
      .replace(/[^A-Za-z0-9._-]/g, '_') || 'file';
  return `${folder.replace(/\/+$/, '')}/${now}_${safe}`;
}
