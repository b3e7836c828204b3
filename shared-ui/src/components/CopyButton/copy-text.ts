/** Puts text on the clipboard; falls back to execCommand where the Clipboard API is missing. Throws on failure. */
export async function copyText(text: string): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    if (typeof document.execCommand !== 'function' || !document.execCommand('copy')) throw new Error('Copy is not supported here');
  } finally {
    area.remove();
  }
}
