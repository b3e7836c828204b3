import { lazy } from 'react';

/**
 * The dialogs of Recent Activities load when first opened (render them inside a `Suspense`): the forms kit
 * (react-hook-form) and shared-ui/overlays are then not part of the first load of `/`.
 */
export const ActivityDialog = lazy(() =>
  import(/* webpackChunkName: "lazy-activity-dialog" */ './ActivityDialog').then((m) => ({ default: m.ActivityDialog })),
);
export const ConfirmDialog = lazy(() =>
  import(/* webpackChunkName: "lazy-confirm-dialog" */ 'shared-ui/overlays').then((m) => ({ default: m.ConfirmDialog })),
);
