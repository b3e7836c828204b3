import { linkify } from './linkify';

describe('linkify', () => {
  it('makes http(s) and www. addresses links, leaving trailing punctuation as text', () => {
    expect(linkify('See https://example.com/a, or www.example.org.')).toEqual([
      { text: 'See ' },
      { text: 'https://example.com/a', href: 'https://example.com/a' },
      { text: ', or ' },
      { text: 'www.example.org', href: 'https://www.example.org/' },
      { text: '.' },
    ]);
  });

  it('never links another scheme and keeps plain text whole', () => {
    expect(linkify('javascript:alert(1) <b>hi</b>')).toEqual([{ text: 'javascript:alert(1) <b>hi</b>' }]);
  });

  it('keeps a long hostile line whole (links of at most 2,048 characters each)', () => {
    const text = `${'https://a'.repeat(2000)} ${'.'.repeat(10000)}`;
    const parts = linkify(text);
    expect(parts.map((p) => p.text).join('')).toBe(text);
    expect(parts.every((p) => !p.href || p.text.length <= 2056)).toBe(true);
  });
});
