/**
 * A value made on first use, then kept. For Intl formatters: the first one a page constructs loads ICU's locale
 * data (about 100 ms of main thread on a slow laptop, measured in the first load of /), which a module should not
 * pay when it is imported, only when a screen formats something.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
