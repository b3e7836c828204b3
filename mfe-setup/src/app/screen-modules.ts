import { lazy } from 'react';
import type { ScreenModules } from 'shared-ui/router';
import type { SCREENS } from '../screens';

/**
 * Screen id -> module, each its own chunk: `bank: lazy(() => import('../features/bank-accounts/components/BankAccountsPage'))`
 * (the module's default export). A declared screen (src/screens.ts) without a module here shows a placeholder with its title.
 */
export const SCREEN_MODULES: ScreenModules<typeof SCREENS> = {
  home: lazy(() => import('../features/dashboard-home/components/DashboardHomePage')),
  compliance: lazy(() => import('../features/compliance/components/CompliancePage')),
  documents: lazy(() => import('../features/documents/components/DocumentsPage')),
  'capital-score': lazy(() => import('../features/capital-score/components/CapitalScorePage')),
  merchant: lazy(() => import('../features/merchant/components/MerchantPage')),
  'business-presence': lazy(() => import('../features/business-presence/components/BusinessPresencePage')),
  'first-step-accounts': lazy(() => import('../features/members-only/components/FirstStepAccountsPage')),
  website: lazy(() => import('../features/members-only/components/WebsitePage')),
  'website-template': lazy(() => import('../features/website-template/components/WebsiteTemplatePage')),
  account: lazy(() => import('../features/account/components/AccountPage')),
  bank: lazy(() => import('../features/bank-accounts/components/BankAccountsPage')),
};
