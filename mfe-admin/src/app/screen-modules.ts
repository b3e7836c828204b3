import { screenModule, type ScreenModules } from 'shared-ui/router';
import type { SCREENS } from '../screens';

/** Screen id -> module, each its own chunk (the module's default export). */
export const SCREEN_MODULES: ScreenModules<typeof SCREENS> = {
  'admin-overview': screenModule(() => import('../features/admin-overview/components/AdminOverviewPage')),
  clients: screenModule(() => import('../features/clients/components/ClientsPage')),
  'program-requests': screenModule(() => import('../features/program-requests/components/ProgramRequestsPage')),
  client: screenModule(() => import('./ClientScreen')),
  'app-info': screenModule(() => import('../features/app-info/components/AppInfoPage')),
  conversations: screenModule(() => import('../features/conversations/components/ConversationsPage')),
};
