// The browser starts the download after the click returns: the object URL must outlive the click, so it is
// revoked a while later rather than at once.
const REVOKE_AFTER_MS = 10_000;

/** Saves `content` as a file named `fileName`: a temporary object URL and a hidden link with `download`. */
export function saveFile(content: Blob, fileName: string): void {
  const url = URL.createObjectURL(content);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
