import type { LifeCycleFn, LifeCycles } from 'single-spa';
import type { RemoteName, RemoteProps } from 'shared-ui';
import { failureKind, messageOf, reportRemoteFailure, type RemoteFailureKind } from '../telemetry/report-remote-failure';
import { IncompatibleRemoteError } from './remote-compat';
import { renderSectionUnavailable } from './section-unavailable';

type Props = Pick<RemoteProps, 'platform'>;
type RemoteLifecycles = LifeCycles<RemoteProps & { domElement: HTMLElement }>;
type Step = LifeCycleFn<never> | LifeCycleFn<never>[];

async function run(step: Step, props: unknown): Promise<void> {
  for (const fn of Array.isArray(step) ? step : [step]) await (fn as (p: unknown) => Promise<unknown>)(props);
}

export interface ResilientAppOptions {
  name: RemoteName;
  /** Loads the remote's `./lifecycles`; `attempt` > 0 is a Retry after a failed load. */
  load(attempt: number): Promise<RemoteLifecycles>;
  /** The remote's own element in the content area. */
  container(): HTMLElement;
}

/**
 * Wraps a remote's lifecycles so that a failure to load (manifest, entry, chunks), to bootstrap or
 * mount, or a render error reported by the remote's error boundary, leaves the "temporarily
 * unavailable" panel with Retry in its area instead of breaking single-spa or the rest of the page.
 */
export function createResilientApp({ name, load, container }: ResilientAppOptions): LifeCycles<Props> {
  let remote: RemoteLifecycles | null = null;
  let bootstrapped = false;
  let remoteMounted = false;
  let active = false;
  let attempts = 0;
  let props: Props | null = null;
  let fallback: HTMLElement | null = null;
  let root: HTMLElement | null = null;

  const clearFallback = () => {
    fallback?.remove();
    fallback = null;
  };

  const remoteProps = () => ({ ...props, domElement: root, reportRenderError }) as unknown;

  // Every failure is reported with the remote's release (telemetry/report-remote-failure.ts), and so is the fallback shown.
  const fail = (error: unknown, kind: RemoteFailureKind) => {
    console.error(`[shell] remote ${name} failed:`, error);
    reportRemoteFailure({ remote: name, kind: error instanceof IncompatibleRemoteError ? 'manifest' : kind, message: messageOf(error) });
    if (!active || fallback) return;
    root?.remove();
    root = null;
    const reason = error instanceof IncompatibleRemoteError ? error.message : undefined;
    fallback = renderSectionUnavailable(container(), () => void tryMount(), reason);
    reportRemoteFailure({ remote: name, kind: 'fallback', message: `section fallback after a ${kind} error` });
  };

  async function tryMount(): Promise<void> {
    clearFallback();
    root = document.createElement('div');
    root.dataset.remote = name;
    container().append(root);
    let phase: 'load' | 'mount' = 'load';
    try {
      if (!remote) remote = await load(attempts++);
      phase = 'mount';
      if (!bootstrapped) {
        await run(remote.bootstrap as Step, remoteProps());
        bootstrapped = true;
      }
      if (!active) {
        root?.remove();
        return;
      }
      await run(remote.mount as Step, remoteProps());
      remoteMounted = true;
    } catch (error) {
      if (!bootstrapped) remote = null; // load again on Retry
      fail(error, failureKind(error, phase));
    }
  }

  async function unmountRemote(): Promise<void> {
    if (!remoteMounted || !remote) return;
    remoteMounted = false;
    try {
      await run(remote.unmount as Step, remoteProps());
    } catch (error) {
      console.error(`[shell] remote ${name} failed to unmount:`, error);
    }
  }

  function reportRenderError(error: unknown): void {
    // Called from the remote's error boundary while React commits: step out of it first.
    setTimeout(() => {
      void unmountRemote().then(() => fail(error, failureKind(error, 'mount')));
    }, 0);
  }

  return {
    bootstrap: async () => undefined,
    async mount(p) {
      props = p;
      active = true;
      await tryMount();
    },
    async unmount() {
      active = false;
      clearFallback();
      await unmountRemote();
      root?.remove();
      root = null;
    },
  };
}
