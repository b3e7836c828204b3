import { useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';

/**
 * What the frame may do: run its own scripts (needed to report its height; the document's own scripts
 * run too) and open links in new (still sandboxed) windows. Never `allow-same-origin`: the document
 * gets an opaque origin, so nothing in it can reach the portal's DOM, storage, cookies or session.
 * No forms, no top-level navigation, no modals.
 */
export const DOCUMENT_SANDBOX = 'allow-scripts allow-popups';

export const HEIGHT_MESSAGE = 'portal:sandboxed-document-height';

const MIN_HEIGHT = 80;
const MAX_HEIGHT = 20000;

// Runs inside the frame: reports the document's height whenever it changes.
const MEASURE = `<script>(function(){var last=0;function send(){var h=Math.ceil(document.documentElement.scrollHeight);if(h!==last){last=h;parent.postMessage({type:'${HEIGHT_MESSAGE}',height:h},'*');}}
if(window.ResizeObserver){new ResizeObserver(send).observe(document.documentElement);}addEventListener('load',send);setTimeout(send,0);})();</script>`;

/** The document with a `<base target="_blank">` (links open outside the frame) and the height reporter. */
export function frameDocument(html: string): string {
  const base = '<base target="_blank">';
  const head = /<head(\s[^>]*)?>/i.exec(html);
  let doc: string;
  if (head) doc = html.slice(0, head.index + head[0].length) + base + html.slice(head.index + head[0].length);
  else {
    const doctype = /^\s*<!doctype[^>]*>/i.exec(html);
    doc = doctype ? doctype[0] + base + html.slice(doctype[0].length) : base + html;
  }
  const bodyEnd = doc.toLowerCase().lastIndexOf('</body>');
  return bodyEnd >= 0 ? doc.slice(0, bodyEnd) + MEASURE + doc.slice(bodyEnd) : doc + MEASURE;
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
  const srcDoc = useMemo(() => frameDocument(html), [html]);

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
