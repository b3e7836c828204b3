import { useEffect, useState } from 'react';

/** Spec 1 sections 4 and 9: one character every 50 ms. */
export const TYPING_INTERVAL_MS = 50;

/**
 * How much of `text` is typed so far: one more character every `intervalMs` of the clock, or all of it at once
 * when `isInstant` (reduced motion). The count follows the time since typing began, not the timer's ticks: a
 * busy main thread (a slow laptop painting the testimonials, a page still loading) fires fewer ticks than asked,
 * and counting them stretched the 3 s sentence past 12 s; a late tick now catches up.
 */
export function useTyping(text: string, isInstant: boolean, intervalMs = TYPING_INTERVAL_MS): string {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (isInstant) return;
    setCount(0);
    const start = Date.now();
    const timer = setInterval(() => {
      const typed = Math.min(Math.max(0, Math.floor((Date.now() - start) / intervalMs)), text.length);
      if (typed >= text.length) clearInterval(timer);
      setCount(typed);
    }, intervalMs);
    return () => clearInterval(timer);
  }, [text, isInstant, intervalMs]);
  return isInstant ? text : text.slice(0, count);
}
