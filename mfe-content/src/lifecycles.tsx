// The module the shell loads (`mfe_content/lifecycles`). Kept tiny: the UI loads behind the dynamic import.
import React, { useEffect } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { RemoteProps } from 'shared-ui';

/** Hands a render error to the shell, which shows its "temporarily unavailable" panel with Retry. */
function ReportRenderError({ error, report }: { error: unknown; report: RemoteProps['reportRenderError'] }) {
  useEffect(() => report(error), [error, report]);
  return null;
}

const lifecycles = singleSpaReact<RemoteProps>({
  React,
  ReactDOMClient,
  // The root's props are single-spa's custom props (RemoteProps); its library typing is looser.
  loadRootComponent: () => import('./app/Root').then((m) => m.Root as React.FunctionComponent<RemoteProps | undefined>),
  errorBoundary: (error, _info, props) => <ReportRenderError error={error} report={props.reportRenderError} />,
});

export const { bootstrap, mount, unmount } = lifecycles;
