import { useMemo, type ElementType } from 'react';
import styled from 'styled-components';
import { sanitizeHtml } from './sanitize';

const Body = styled.div`
  overflow-wrap: anywhere;
  & img,
  & video {
    max-width: 100%;
    height: auto;
  }
  & a {
    color: ${({ theme }) => theme.colors.brand};
    text-decoration: underline;
  }
  & > :first-child {
    margin-top: 0;
  }
  & > :last-child {
    margin-bottom: 0;
  }
`;

export interface SafeHtmlProps {
  /** HTML people typed (automation descriptions and notes); rendered sanitized. */
  html: string | null | undefined;
  /** The wrapping element (default `div`). */
  as?: ElementType;
  className?: string;
}

/**
 * Stored HTML, sanitized with DOMPurify before it reaches the page: no script, event handler,
 * `javascript:` URL, form, frame or style survives; links open in a new tab with `rel="noopener"`.
 */
export function SafeHtml({ html, as, className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html ?? ''), [html]);
  return <Body as={as} className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
