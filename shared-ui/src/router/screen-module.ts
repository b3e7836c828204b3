import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A screen of a remote's module table (`src/app/screen-modules.ts`): the lazy component React renders, and its own
 * `load()`, which starts the screen's import (once) and resolves when it has arrived, so `RemoteRoutes` can start the
 * first screen's import before the routes mount without reading React's internals of a lazy component.
 */
export type ScreenModule = LazyExoticComponent<ComponentType> & {
  /** Starts the import (the one the component renders from) and resolves once it has arrived; never rejects. */
  load(): Promise<void>;
  /** The module has arrived (rendering it will not suspend). */
  readonly loaded: boolean;
};

/** `screenModule(() => import('../features/bank-accounts/components/BankAccountsPage'))`: one chunk, its default export. */
export function screenModule(importer: () => Promise<{ default: ComponentType }>): ScreenModule {
  let pending: Promise<{ default: ComponentType }> | null = null;
  let loaded = false;
  const start = () => {
    pending ??= importer().then((module) => {
      loaded = true;
      return module;
    });
    return pending;
  };
  const component = lazy(start);
  return Object.defineProperties(component, {
    // A failed import is rendered (and thrown to the remote's error boundary) by the component.
    load: { value: () => start().then(noop, noop) },
    loaded: { get: () => loaded },
  }) as ScreenModule;
}
const noop = () => undefined;

/** A module table's entry that has its own `load()` (a `screenModule`); a plain component (a release built before them) has not. */
export function isScreenModule(component: ComponentType | undefined): component is ScreenModule {
  return typeof (component as Partial<ScreenModule> | undefined)?.load === 'function';
}
