import { lazy } from 'react';
import type { ScreenMap } from 'shared-ui/router';

/** Route id -> screen, each its own chunk (the module's default export). */
export const SCREENS: ScreenMap<'mfe_content'> = {
  training: lazy(() => import('../features/training-videos/components/TrainingVideosPage')),
  'wealth-secrets': lazy(() => import('../features/wealth-secrets/components/WealthSecretsPage')),
  automations: lazy(() => import('../features/automations/components/AutomationsPage')),
  'social-media': lazy(() => import('../features/social-media/components/SocialMediaPage')),
  support: lazy(() => import('../features/support/SupportPage')),
};
