import { lazy } from 'react';

/**
 * A task's dialog loads when first opened (render it inside a `Suspense`): its upload kit and shared-ui/overlays
 * are then not part of a screen's first load (`/` included).
 */
export const LazyTaskDetailDialog = lazy(() =>
  import(/* webpackChunkName: "lazy-task-detail" */ './TaskDetailDialog').then((m) => ({ default: m.TaskDetailDialog })),
);
