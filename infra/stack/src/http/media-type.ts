/**
 * Media types (`type/subtype; name=value`) parsed with RFC 9110's grammar, never split on `;`:
 *   media-type = type "/" subtype *( OWS ";" OWS parameter ); parameter = token "=" ( token / quoted-string )
 * Anything else (a comma, a control character, a non-ASCII character, a stray quote) is not a media
 * type, so `application/pdf;,text/html` is refused rather than read as `application/pdf`.
 */
export interface MediaType {
  /** `type/subtype`, lower-cased. */
  essence: string;
  /** Parameter names lower-cased, in order; a repeated name keeps its first value. */
  parameters: [string, string][];
}

/** Longest media type accepted (storage-api refuses longer bucket types too). */
export const MAX_MEDIA_TYPE_LENGTH = 1000;

const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const QDTEXT = /^[\t !#-[\]-~]$/; // HTAB, SP, VCHAR except `"` and `\`
const QUOTABLE = /^[\t -~]$/; // HTAB, SP, VCHAR

function parseQuoted(text: string, start: number): { value: string; end: number } | null {
  let value = '';
  for (let i = start + 1; i < text.length; i++) {
    const c = text[i];
    if (c === '"') return { value, end: i + 1 };
    if (c === '\\') {
      const next = text[i + 1];
      if (next === undefined || !QUOTABLE.test(next)) return null;
      value += next;
      i++;
    } else if (QDTEXT.test(c)) value += c;
    else return null;
  }
  return null;
}

export function parseMediaType(text: string): MediaType | null {
  if (typeof text !== 'string' || text.length === 0 || text.length > MAX_MEDIA_TYPE_LENGTH) return null;
  const slash = text.indexOf('/');
  let i = text.search(/[ \t;]/);
  if (i === -1) i = text.length;
  if (slash <= 0 || slash > i) return null;
  const type = text.slice(0, slash);
  const subtype = text.slice(slash + 1, i);
  if (!TOKEN.test(type) || !TOKEN.test(subtype)) return null;
  const parameters: [string, string][] = [];
  const skipSpace = () => {
    while (text[i] === ' ' || text[i] === '\t') i++;
  };
  skipSpace();
  while (i < text.length) {
    if (text[i] !== ';') return null;
    i++;
    skipSpace();
    if (i >= text.length || text[i] === ';') continue; // an empty parameter (`text/plain;`) carries nothing
    const eq = text.indexOf('=', i);
    if (eq === -1) return null;
    const name = text.slice(i, eq);
    if (!TOKEN.test(name)) return null;
    i = eq + 1;
    let value: string;
    if (text[i] === '"') {
      const quoted = parseQuoted(text, i);
      if (!quoted) return null;
      value = quoted.value;
      i = quoted.end;
    } else {
      const end = text.slice(i).search(/[ \t;]/);
      value = end === -1 ? text.slice(i) : text.slice(i, i + end);
      if (!TOKEN.test(value)) return null;
      i += value.length;
    }
    const key = name.toLowerCase();
    if (!parameters.some(([n]) => n === key)) parameters.push([key, key === 'charset' ? value.toLowerCase() : value]);
    skipSpace();
  }
  return { essence: `${type}/${subtype}`.toLowerCase(), parameters };
}

/** The one canonical spelling of a parsed media type: `text/plain; charset=utf-8`; always a valid header value. */
export function formatMediaType(media: MediaType): string {
  const quote = (v: string) => (TOKEN.test(v) ? v : `"${v.replace(/["\\]/g, '\\$&')}"`);
  return [media.essence, ...media.parameters.map(([name, value]) => `${name}=${quote(value)}`)].join('; ');
}

/** The normalised media type, or null when the text is not one. */
export function normaliseMediaType(text: string): string | null {
  const media = parseMediaType(text);
  return media ? formatMediaType(media) : null;
}
