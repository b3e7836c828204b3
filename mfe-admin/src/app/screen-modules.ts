import { screenModule, type ScreenModules } from 'shared-ui/router';
import type { SCREENS } from '../screens';

/** Screen id -> module, each its own chunk (the module's default export). */
export const SCREEN_MODULES: ScreenModules<typeof SCREENS> = {
  'admin-home': screenModule(() => import('../features/overview/components/AdminHomePage')),
  clients: screenModule(() => import('../features/clients/components/ClientsPage')),
  'program-requests': screenModule(() => import('../features/program-requests/components/ProgramRequestsPage')),
  client: screenModule(() => import('./ClientScreen')),
  statistics: screenModule(() => import('../features/app-info/components/AppInfoPage')),
  conversations: screenModule(() => import('../features/conversations/components/ConversationsPage')),
};
