import type { MouseEvent } from 'react';

/**
 * The one in-portal link-click rule outside react-router (whose `Link` applies the same): a plain left click
 * navigates client-side; a modified click (new tab, new window, download) or a `target` is left to the browser.
 */
export function followLink(event: MouseEvent<HTMLAnchorElement>, navigate: (path: string) => void): void {
  const target = event.currentTarget.getAttribute('target');
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  if (target && target !== '_self') return;
  event.preventDefault();
  navigate(event.currentTarget.getAttribute('href') ?? '/');
}
