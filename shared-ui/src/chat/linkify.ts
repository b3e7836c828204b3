/** A piece of a message's text: plain text, or a link made clickable. */
export type TextPart = { text: string; href?: string };

// http(s) URLs and www. addresses of at most 2,048 characters; a trailing full stop, comma, bracket or quote is
// not part of the link.
const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"]{1,2048}/gi;
const TRAILING = new Set(['.', ',', ';', ':', '!', '?', ')', ']', '}', "'", '"']);

function withoutTrailing(raw: string): string {
  let end = raw.length;
  while (end > 0 && TRAILING.has(raw[end - 1])) end -= 1;
  return raw.slice(0, end);
}

/**
 * Splits plain text into text and links. Only http(s) links are made (a `javascript:` or `data:` address stays
 * text); the text is never parsed as HTML, so nothing in a message can run or style anything. Linear in the text.
 */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    const raw = withoutTrailing(match[0]);
    if (raw.length === 0) continue;
    const href = raw.toLowerCase().startsWith('www.') ? `https://${raw}` : raw;
    let url: URL | null = null;
    try {
      url = new URL(href);
    } catch {
      url = null;
    }
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) continue;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: raw, href: url.href });
    last = start + raw.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
