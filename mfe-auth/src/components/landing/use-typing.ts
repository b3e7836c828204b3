import { useEffect, useState } from 'react';

/** Spec 1 sections 4 and 9: one character every 50 ms. */
export const TYPING_INTERVAL_MS = 50;

/**
 * How much of `text` is typed so far: one more character every `intervalMs`, or all of it at once
 * when `isInstant` (reduced motion).
 */
export function useTyping(text: string, isInstant: boolean, intervalMs = TYPING_INTERVAL_MS): string {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (isInstant) return;
    setCount(0);
    const timer = setInterval(() => {
      setCount((n) => {
        if (n + 1 >= text.length) clearInterval(timer);
        return Math.min(n + 1, text.length);
      });
    }, intervalMs);
    return () => clearInterval(timer);
  }, [text, isInstant, intervalMs]);
  return isInstant ? text : text.slice(0, count);
}
