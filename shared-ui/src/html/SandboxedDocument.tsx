import { useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';

/**
 * What the frame may do: run scripts (only the portal's height reporter: the document's own scripts and
 * event handlers are refused by the frame's Content-Security-Policy, see `frameDocument`) and open links
 * in new (still sandboxed) windows. Never `allow-same-origin`: the document gets an opaque origin, so
 * nothing in it can reach the portal's DOM, storage, cookies or session. No forms, no top-level
 * navigation, no modals.
 */
export const DOCUMENT_SANDBOX = 'allow-scripts allow-popups';

export const HEIGHT_MESSAGE = 'portal:sandboxed-document-height';

const MIN_HEIGHT = 80;
const MAX_HEIGHT = 20000;

// Runs inside the frame: reports the document's height whenever it changes.
const measure = (
  nonce: string,
) => `<script nonce="${nonce}">(function(){var last=0;function send(){var h=Math.ceil(document.documentElement.scrollHeight);if(h!==last){last=h;parent.postMessage({type:'${HEIGHT_MESSAGE}',height:h},'*');}}
if(window.ResizeObserver){new ResizeObserver(send).observe(document.documentElement);}addEventListener('load',send);setTimeout(send,0);})();</script>`;

/** A fresh random nonce for one rendering of a document. */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The document as the frame gets it: first (after a doctype), before anything of the document can run,
 * a Content-Security-Policy that lets only the script carrying `nonce` run (so no `<script>` and no
 * `onerror=`-style handler of stored HTML ever runs, DECISIONS 4; styles and images still load) and a
 * `<base target="_blank">` (links open outside the frame); the height reporter at the end of the body.
 */
export function frameDocument(html: string, nonce: string): string {
  const lead = `<meta http-equiv="Content-Security-Policy" content="script-src 'nonce-${nonce}'; object-src 'none'"><base target="_blank">`;
  const doctype = /^\s*<!doctype[^>]*>/i.exec(html);
  const doc = doctype ? doctype[0] + lead + html.slice(doctype[0].length) : lead + html;
  const bodyEnd = doc.toLowerCase().lastIndexOf('</body>');
  return bodyEnd >= 0 ? doc.slice(0, bodyEnd) + measure(nonce) + doc.slice(bodyEnd) : doc + measure(nonce);
}

const Frame = styled.iframe`
  display: block;
  width: 100%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: #fff;
`;

export interface SandboxedDocumentProps {
  /** A whole HTML document (the website template). */
  html: string;
  /** The frame's accessible name. */
  title: string;
  className?: string;
}

/** A whole HTML document in a sandboxed frame (opaque origin), as tall as its content. */
export function SandboxedDocument({ html, title, className }: SandboxedDocumentProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(MIN_HEIGHT);
  const srcDoc = useMemo(() => frameDocument(html, newNonce()), [html]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // Only this frame's window, and only a number: the document cannot make the portal do anything else.
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const data = event.data as { type?: unknown; height?: unknown } | null;
      if (data?.type !== HEIGHT_MESSAGE || typeof data.height !== 'number' || !Number.isFinite(data.height)) return;
      setHeight(Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, Math.ceil(data.height))));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  return (
    <Frame
      ref={frame}
      title={title}
      sandbox={DOCUMENT_SANDBOX}
      srcDoc={srcDoc}
      referrerPolicy="no-referrer"
      style={{ height }}
      className={className}
    />
  );
}
