import { lazy } from 'react';
import type { ScreenModules } from 'shared-ui/router';
import type { SCREENS } from '../screens';

/** Screen id -> module, each its own chunk (the module's default export). */
export const SCREEN_MODULES: ScreenModules<typeof SCREENS> = {
  'admin-home': lazy(() => import('../features/overview/components/AdminHomePage')),
  clients: lazy(() => import('../features/clients/components/ClientsPage')),
  'program-requests': lazy(() => import('../features/program-requests/components/ProgramRequestsPage')),
  client: lazy(() => import('./ClientScreen')),
  statistics: lazy(() => import('../features/app-info/components/AppInfoPage')),
  conversations: lazy(() => import('../features/conversations/components/ConversationsPage')),
};
