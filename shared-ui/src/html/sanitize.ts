import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';

/**
 * What stored HTML may keep: the HTML profile (no SVG/MathML), no element that runs, loads or submits
 * anything (script, frames, objects, forms and their controls, style sheets, base/meta/link), no inline
 * style (stored text never restyles or covers the portal), no event handler, and URLs only with safe
 * schemes (DOMPurify's list: http(s), mailto, tel...; never javascript:, vbscript: or data: links).
 */
export const SANITIZE_CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'script',
    'style',
    'link',
    'meta',
    'base',
    'title',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'applet',
    'portal',
    'form',
    'input',
    'button',
    'select',
    'option',
    'optgroup',
    'textarea',
    'datalist',
    'output',
    'keygen',
    'noscript',
    'template',
  ],
  FORBID_ATTR: ['style', 'action', 'formaction', 'srcdoc', 'ping', 'target'],
  ALLOW_DATA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
};

let purifier: DOMPurify | undefined;

/** One DOMPurify instance of our own (its hook must not change anybody else's sanitizing). */
function instance(): DOMPurify {
  if (purifier) return purifier;
  purifier = createDOMPurify(window);
  // Links open in a new tab without handing the portal window to the page they open.
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  });
  return purifier;
}

/** Stored HTML as it may be shown in the portal (see SANITIZE_CONFIG). */
export function sanitizeHtml(html: string): string {
  return instance().sanitize(html, { ...SANITIZE_CONFIG, RETURN_TRUSTED_TYPE: false }) as string;
}
