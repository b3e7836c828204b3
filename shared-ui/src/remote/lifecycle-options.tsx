import { useEffect, type ComponentType, type ErrorInfo, type FunctionComponent, type ReactElement } from 'react';
import type { RemoteProps } from '../platform/platform-api';
import { RenderInTransition } from './render-in-transition';

/** Hands a render error to the shell, which shows its "temporarily unavailable" panel with Retry. */
function ReportRenderError({ error, report }: { error: unknown; report: RemoteProps['reportRenderError'] }) {
  useEffect(() => report(error), [error, report]);
  return null;
}

export interface RemoteLifecycleOptions {
  loadRootComponent: () => Promise<FunctionComponent<RemoteProps | undefined>>;
  errorBoundary: (error: Error, info: ErrorInfo, props: RemoteProps) => ReactElement;
}

/**
 * The remote-specific half of every remote's single-spa-react options: load the root behind a dynamic
 * import, render it in a transition (this runs from the shell's shared-ui, so every live remote gets it), and
 * report render errors to the shell. single-spa-react itself stays in each remote's tiny
 * `lifecycles` module (shared-ui is on every first load):
 * `singleSpaReact<RemoteProps>({ React, ReactDOMClient, ...remoteLifecycleOptions(() => import('./app/Root')) })`.
 */
export function remoteLifecycleOptions(loadRoot: () => Promise<{ Root: ComponentType<RemoteProps> }>): RemoteLifecycleOptions {
  return {
    // The root's props are single-spa's custom props (RemoteProps); single-spa-react's typing is looser.
    loadRootComponent: () =>
      loadRoot().then(({ Root }) => {
        const InTransition = (props: RemoteProps) => (
          <RenderInTransition>
            <Root {...props} />
          </RenderInTransition>
        );
        return InTransition as FunctionComponent<RemoteProps | undefined>;
      }),
    errorBoundary: (error, _info, props) => <ReportRenderError error={error} report={props.reportRenderError} />,
  };
}
