// The module the shell loads (`mfe_credit/lifecycles`). Kept tiny: the UI loads behind the dynamic import.
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { remoteLifecycleOptions, type RemoteProps } from 'shared-ui';

/** single-spa-react with shared-ui's options: the root behind a dynamic import, render errors reported to the shell. */
export const { bootstrap, mount, unmount } = singleSpaReact<RemoteProps>({
  React,
  ReactDOMClient,
  ...remoteLifecycleOptions(() => import('./app/Root')),
});
