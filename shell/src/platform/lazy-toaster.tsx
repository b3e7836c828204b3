import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';

/**
 * sonner loads on the first toast, not at boot (it is not needed for the first paint and would add
 * ~6 KiB gz to every first load). `showToast` waits until the Toaster has mounted, then shows.
 */
type Sonner = typeof import('sonner');

let requested = false;
const listeners = new Set<() => void>();
let resolveMounted: (sonner: Sonner) => void = () => undefined;
const mounted = new Promise<Sonner>((resolve) => {
  resolveMounted = resolve;
});

function request(): Promise<Sonner> {
  if (!requested) {
    requested = true;
    listeners.forEach((l) => l());
  }
  return mounted;
}

export function showToast(show: (sonner: Sonner) => void): void {
  void request().then(show);
}

const Toaster = lazy(async () => {
  const sonner = await import(/* webpackChunkName: "lazy-sonner" */ 'sonner');
  function LoadedToaster() {
    useEffect(() => resolveMounted(sonner), []);
    // Spec defaults: at most 3 visible, 4000 ms, 14 px gap; sonner's own 356 px width and 45 px swipe threshold.
    // Below the top bar (64 px + sonner's 24 px): a toast never covers Sign Out, the bell or the search box
    // (sonner keeps a hovered toast open, so a pointer resting on Sign Out would keep it there).
    return <sonner.Toaster visibleToasts={3} duration={4000} gap={14} position="top-right" offset={{ top: 88 }} richColors closeButton />;
  }
  return { default: LoadedToaster };
});

/** Renders the toaster once a toast has been asked for. */
export function LazyToaster() {
  const isRequested = useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => requested,
  );
  return isRequested ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
