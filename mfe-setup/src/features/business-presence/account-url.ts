/**
 * A business account's URL as a link: `https://` is prefixed when no scheme is given (spec 2
 * section 2); null when empty (the card then shows a disabled pill). Anything but http(s) is refused,
 * so a stored `javascript:` value can never become a link.
 */
export function accountHref(url: string | null | undefined): string | null {
  const trimmed = (url ?? '').trim();
  if (!trimmed) return null;
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed) && !/^[^:/]+:\d+(\/|$)/.test(trimmed)) return null;
  return `https://${trimmed.replace(/^\/+/, '')}`;
}
