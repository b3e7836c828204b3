/**
 * Resolves once the page's first screen is up and the browser has nothing else to do: single-spa has mounted the
 * first remote, no file or data request has finished for QUIET_MS, and then an idle callback. What is not needed
 * for the first screen (the search palette, the bell, the next screens' remotes) loads from here on, never in the
 * first load. Marks `portal:idle` in the performance timeline (the size bench counts the first load up to it).
 */
const QUIET_MS = 300;
/** However busy the page stays (a polling screen), the idle work starts by then. */
const LATEST_MS = 8000;

let settled: Promise<void> | undefined;

// Listened for from the shell's first module on: the event fires once, maybe before anyone asks.
const mounted = new Promise<void>((resolve) => window.addEventListener('single-spa:first-mount', () => resolve(), { once: true }));

function networkQuiet(): Promise<void> {
  return new Promise((resolve) => {
    let timer = setTimeout(done, QUIET_MS);
    const observer = typeof PerformanceObserver === 'function' ? new PerformanceObserver(() => restart()) : undefined;
    observer?.observe({ type: 'resource' });
    function restart() {
      clearTimeout(timer);
      timer = setTimeout(done, QUIET_MS);
    }
    function done() {
      observer?.disconnect();
      resolve();
    }
  });
}

function idle(): Promise<void> {
  return new Promise((resolve) =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve(), { timeout: 1000 }) : setTimeout(resolve, 1),
  );
}

export function afterInteractive(): Promise<void> {
  settled ??= Promise.race([mounted.then(networkQuiet).then(idle), new Promise<void>((resolve) => setTimeout(resolve, LATEST_MS))]).then(
    () => {
      performance.mark?.('portal:idle');
    },
  );
  return settled;
}
