import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders its children in a transition, after a first commit without them: React then renders the tree in slices
 * of a few milliseconds and lets the browser run between them, where a remote's mount was one long task (Lighthouse's
 * total blocking time, a click that waits). The commit still runs whole. A Suspense boundary inside that is new
 * still shows its fallback.
 */
export function RenderInTransition({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown ? children : null;
}
