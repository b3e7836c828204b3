const URL_PATTERN = /https?:\/\/[^\s"'<>]+/g;

const decodeEntities = (s: string) =>
  s.replace(/&(amp|lt|gt|quot|#39|#(\d+));/g, (_m, name: string, code?: string) =>
    code ? String.fromCharCode(Number(code)) : ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" } as Record<string, string>)[name],
  );

/** Every http(s) link of a message (hrefs of the HTML part and URLs in the text), in order, once each. */
export function extractLinks(text: string, html?: string): string[] {
  const found: string[] = [];
  if (html) for (const m of html.matchAll(/href\s*=\s*"([^"]*)"/gi)) found.push(decodeEntities(m[1]));
  for (const m of text.matchAll(URL_PATTERN)) found.push(m[0].replace(/[.,;:!?)\]]+$/, ''));
  return [...new Set(found.filter((u) => /^https?:\/\//.test(u)))];
}
