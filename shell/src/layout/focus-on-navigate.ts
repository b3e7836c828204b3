import { useEffect, useRef } from 'react';
import { useLocation } from 'shared-ui/router';

/** How long a new screen may take to show its heading (a remote's first load, a lazy chunk, a busy machine). */
export const HEADING_WAIT_MS = 30_000;
/** A heading that stays the same element this long after a navigation is the new screen's (same screen, new params). */
export const SAME_HEADING_AFTER_MS = 800;

/** Focus a screen's heading (made focusable by script only: tabindex -1) without scrolling the page. */
export function focusHeading(heading: HTMLElement): void {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

/**
 * Skip to content: the screen's heading when it has one, else the content area itself.
 */
export function focusContent(content: HTMLElement): void {
  const heading = content.querySelector<HTMLElement>('h1');
  if (heading) focusHeading(heading);
  else {
    if (!content.hasAttribute('tabindex')) content.setAttribute('tabindex', '-1');
    content.focus({ preventScroll: true });
  }
}

/**
 * Moves focus to the new screen's `h1` after each navigation (not the first load), so a keyboard user who chose a
 * screen in the sidebar reaches its first action with one Tab (issue 51, review m22). The remotes render into
 * `contentId` on their own time, so it waits for a heading that was not there before the navigation (or the same one
 * after SAME_HEADING_AFTER_MS). It leaves focus alone when the screen placed it itself (a field, a dialog) or the user
 * has moved on meanwhile.
 */
export function useFocusOnNavigate(contentId: string): void {
  const { pathname } = useLocation();
  const isFirst = useRef(true);

  useEffect(() => {
    if (isFirst.current) {
      isFirst.current = false;
      return undefined;
    }
    const content = document.getElementById(contentId);
    if (!content) return undefined;
    const before = content.querySelector('h1');
    const startedOn = document.activeElement;
    const startedAt = Date.now();

    const attempt = (): boolean => {
      const active = document.activeElement;
      // The screen focused something of its own, or the user went elsewhere: nothing to do.
      if (active && active !== document.body && active !== startedOn) return true;
      if (active && active !== document.body && content.contains(active)) return true;
      const heading = content.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (heading === before && Date.now() - startedAt < SAME_HEADING_AFTER_MS) return false;
      focusHeading(heading);
      return true;
    };

    if (attempt()) return undefined;
    const observer = new MutationObserver(() => {
      if (attempt()) stop();
    });
    const retry = window.setTimeout(() => {
      if (attempt()) stop();
    }, SAME_HEADING_AFTER_MS + 50);
    const giveUp = window.setTimeout(() => stop(), HEADING_WAIT_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(retry);
      window.clearTimeout(giveUp);
    }
    observer.observe(content, { childList: true, subtree: true });
    return stop;
  }, [contentId, pathname]);
}
