import { sanitizeHtml } from './sanitize';
import { XSS_PAYLOADS } from './xss-corpus';

const ACTIVE_ELEMENTS = new Set([
  'script',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'style',
  'link',
  'meta',
  'base',
  'svg',
  'math',
  'portal',
  'noscript',
  'template',
  'animate',
  'set',
  'isindex',
  'bgsound',
]);
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'xlink:href',
  'action',
  'formaction',
  'data',
  'background',
  'poster',
  'srcset',
  'lowsrc',
  'dynsrc',
  'codebase',
  'cite',
  'longdesc',
  'usemap',
  'manifest',
]);

/** Every piece of the sanitized HTML that could run code or leave the page: [] when there is none. */
function executablePieces(html: string): string[] {
  const found: string[] = [];
  // Parsed in a document without a window: nothing in it runs while it is inspected.
  const holder = document.implementation.createHTMLDocument('').createElement('div');
  holder.innerHTML = html;
  for (const element of Array.from(holder.querySelectorAll('*'))) {
    const tag = element.localName;
    if (ACTIVE_ELEMENTS.has(tag)) found.push(`<${tag}>`);
    for (const { name, value } of Array.from(element.attributes)) {
      const attr = name.toLowerCase();
      if (attr.startsWith('on')) found.push(`${tag}[${attr}]`);
      if (attr === 'style' || attr === 'srcdoc' || attr === 'ping') found.push(`${tag}[${attr}]`);
      // What a browser would see as the scheme: whitespace and control characters are ignored.
      // eslint-disable-next-line no-control-regex
      const url = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
      if (URL_ATTRIBUTES.has(attr) && /^(javascript|vbscript|data|livescript|mocha):/.test(url)) found.push(`${tag}[${attr}=${url}]`);
    }
    if (tag === 'a' && element.getAttribute('target') && element.getAttribute('target') !== '_blank') found.push('a[target]');
    if (tag === 'a' && element.hasAttribute('href') && !/\bnoopener\b/.test(element.getAttribute('rel') ?? ''))
      found.push('a without rel=noopener');
  }
  return found;
}

/** The elements with their attributes (sorted) and the text: what a second sanitizing pass must keep as is. */
function shape(html: string): string[] {
  const holder = document.implementation.createHTMLDocument('').createElement('div');
  holder.innerHTML = html;
  const elements = Array.from(holder.querySelectorAll('*')).map((el) =>
    [
      el.localName,
      ...Array.from(el.attributes)
        .map((a) => `${a.name}=${a.value}`)
        .sort(),
    ].join(' '),
  );
  return [...elements, holder.textContent ?? ''];
}

describe('sanitizeHtml against XSS payloads (OWASP filter-evasion style)', () => {
  it('has a corpus of at least 50 payloads', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50);
  });

  it('the checker itself sees what is executable in the raw payloads', () => {
    const caught = XSS_PAYLOADS.filter((payload) => executablePieces(payload).length > 0);
    expect(caught.length).toBeGreaterThanOrEqual(50);
  });

  it.each(XSS_PAYLOADS.map((payload, i) => [i + 1, payload]))('payload %i leaves nothing executable: %s', async (_i, payload) => {
    const clean = sanitizeHtml(payload as string);
    expect(executablePieces(clean)).toEqual([]);
    // Sanitizing again changes nothing (no mutation left for a second parse to turn into markup).
    expect(shape(sanitizeHtml(clean))).toEqual(shape(clean));
    // And in the page (jest's jsdom runs inline handlers): nothing calls out.
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const holder = document.body.appendChild(document.createElement('div'));
    holder.innerHTML = clean;
    holder
      .querySelectorAll('*')
      .forEach((el) =>
        ['click', 'mouseover', 'pointerover', 'toggle', 'error', 'load', 'focus'].forEach((type) => el.dispatchEvent(new Event(type))),
      );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(alert).not.toHaveBeenCalled();
    holder.remove();
    alert.mockRestore();
  });

  it('the page check would notice a handler that runs', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const holder = document.body.appendChild(document.createElement('div'));
    holder.innerHTML = '<b onclick="alert(1)">x</b>';
    holder.querySelector('b')!.dispatchEvent(new Event('click'));
    expect(alert).toHaveBeenCalledTimes(1);
    holder.remove();
    alert.mockRestore();
  });
});

describe('sanitizeHtml keeps what people write', () => {
  it('keeps formatting, lists, images and links; links open in a new tab without the opener', () => {
    const html =
      '<h3>Setup</h3><p><strong>Bold</strong>, <em>italic</em> and <a href="https://example.com/docs">docs</a>.</p>' +
      '<ul><li>One</li><li>Two</li></ul><img src="https://cdn.example.com/logo.png" alt="Logo"><br><a href="mailto:help@example.com">mail</a>';
    const holder = document.createElement('div');
    holder.innerHTML = sanitizeHtml(html);
    expect(holder.querySelector('h3')?.textContent).toBe('Setup');
    expect(holder.querySelector('strong')?.textContent).toBe('Bold');
    expect(holder.querySelectorAll('li')).toHaveLength(2);
    expect(holder.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example.com/logo.png');
    const link = holder.querySelector('a[href="https://example.com/docs"]')!;
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(holder.querySelector('a[href^="mailto:"]')).not.toBeNull();
  });

  it('keeps plain text as text', () => {
    expect(sanitizeHtml('Price < 5 & > 3')).toBe('Price &lt; 5 &amp; &gt; 3');
    expect(sanitizeHtml('')).toBe('');
  });
});
