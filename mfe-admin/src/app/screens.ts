import { lazy } from 'react';
import type { ScreenMap } from 'shared-ui/router';

/** Route id -> screen, each its own chunk (the module's default export). */
export const SCREENS: ScreenMap<'mfe_admin'> = {
  'admin-home': lazy(() => import('../features/overview/components/AdminHomePage')),
  clients: lazy(() => import('../features/clients/components/ClientsPage')),
  'program-requests': lazy(() => import('../features/program-requests/components/ProgramRequestsPage')),
  client: lazy(() => import('../features/client-page/components/ClientPage')),
  statistics: lazy(() => import('../features/app-info/components/AppInfoPage')),
};
