import { lazy } from 'react';
import type { ScreenModules } from 'shared-ui/router';
import type { SCREENS } from '../screens';

/** Screen id -> module, each its own chunk (the module's default export). */
export const SCREEN_MODULES: ScreenModules<typeof SCREENS> = {
  training: lazy(() => import('../features/training-videos/components/TrainingVideosPage')),
  'wealth-secrets': lazy(() => import('../features/wealth-secrets/components/WealthSecretsPage')),
  automations: lazy(() => import('../features/automations/components/AutomationsPage')),
  'social-media': lazy(() => import('../features/social-media/components/SocialMediaPage')),
  support: lazy(() => import('../features/support/components/SupportPage')),
};
