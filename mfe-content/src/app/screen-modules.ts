import { screenModule, type ScreenModules } from 'shared-ui/router';
import type { SCREENS } from '../screens';

/** Screen id -> module, each its own chunk (the module's default export). */
export const SCREEN_MODULES: ScreenModules<typeof SCREENS> = {
  'training-videos': screenModule(() => import('../features/training-videos/components/TrainingVideosPage')),
  'wealth-secrets': screenModule(() => import('../features/wealth-secrets/components/WealthSecretsPage')),
  automations: screenModule(() => import('../features/automations/components/AutomationsPage')),
  'social-media': screenModule(() => import('../features/social-media/components/SocialMediaPage')),
  support: screenModule(() => import('../features/support/components/SupportPage')),
};
