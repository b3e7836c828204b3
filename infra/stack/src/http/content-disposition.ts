/**
 * `Content-Disposition` as RFC 6266 writes it: the name in `filename*=UTF-8''<percent-encoded>`
 * (RFC 8187) plus a plain ASCII `filename="..."` fallback for old clients. Any name (non-Latin
 * characters, quotes, CR/LF) gives a value that Node can always write as a header.
 */
export function contentDisposition(type: 'attachment' | 'inline', filename: string): string {
  // The fallback: printable ASCII only, without the quote and backslash a quoted-string would need escaped.
  const fallback =
    filename
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]|["\\%]/g, (c) => (/\p{M}/u.test(c) ? '' : '_'))
      .trim() || 'download';
  // RFC 8187 attr-char: ALPHA / DIGIT / "!#$&+-.^_`|~"; everything else percent-encoded (lone surrogates dropped).
  const encoded = encodeURIComponent(filename.replace(/[\uD800-\uDFFF]/gu, '')).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
