import { useEffect, useRef, useSyncExternalStore } from 'react';

/** The attributes `mark(id)` gives a record's element (spread them on it). */
export interface FocusedRecordMark {
  'data-record-id': string;
  'data-focused'?: 'true';
  'aria-current'?: 'true';
}

export interface FocusedRecord {
  /** The record the link points at (`?focus=<id>`), or null. */
  id: string | null;
  /** Spread on each record's element: the focused one is highlighted (`focusedRecordStyle`; Card has it). */
  mark(recordId: string): FocusedRecordMark;
}

// The address bar is the truth for every remote's router (single-spa announces each navigation as popstate):
// read it there, so a screen needs no router context for this.
const EVENTS = ['popstate', 'single-spa:routing-event'] as const;
const focusParam = () => new URLSearchParams(window.location.search).get('focus');
function subscribe(onChange: () => void): () => void {
  EVENTS.forEach((e) => window.addEventListener(e, onChange));
  return () => EVENTS.forEach((e) => window.removeEventListener(e, onChange));
}

/** The record id a link points at (`?focus=<id>`), or null; follows the address bar. */
export function useFocusParam(): string | null {
  return useSyncExternalStore(subscribe, focusParam, () => null);
}

/**
 * `?focus=<id>` (the search palette's links, shareable and reloadable): once the screen's records are shown
 * (`ready`), brings the marked record into view, once per id. It never moves keyboard focus (no focus juggling).
 */
export function useFocusedRecord(ready: boolean): FocusedRecord {
  const id = useFocusParam();
  const shown = useRef<string | null>(null);

  useEffect(() => {
    if (!ready || !id || shown.current === id) return;
    const element = Array.from(document.querySelectorAll<HTMLElement>('[data-record-id]')).find((e) => e.dataset.recordId === id);
    if (!element) return;
    shown.current = id;
    element.scrollIntoView?.({ block: 'center' });
  }, [ready, id]);

  return {
    id,
    mark: (recordId) =>
      recordId === id ? { 'data-record-id': recordId, 'data-focused': 'true', 'aria-current': 'true' } : { 'data-record-id': recordId },
  };
}
