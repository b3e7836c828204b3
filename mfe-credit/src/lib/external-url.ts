/**
 * A stored link made safe to open: http(s) URLs as they are, a bare domain (`chase.com/apply`) with
 * `https://` in front, anything else (`javascript:`, `data:`, blanks) null so no link is rendered.
 */
export function externalUrl(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  if (!text) return null;
  if (/^https?:\/\/[^\s/]+/i.test(text)) return /\s/.test(text) ? null : text;
  if (/^[a-z][a-z0-9+.-]*:/i.test(text) && !/^[^:/]+:\d/.test(text)) return null;
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)+([:/?#]\S*)?$/i.test(text)) return `https://${text}`;
  return null;
}
