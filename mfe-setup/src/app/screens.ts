import { lazy } from 'react';
import type { ScreenMap } from 'shared-ui/router';

/**
 * Route id -> screen, each its own chunk: `bank: lazy(() => import('../features/bank-accounts/components/BankAccountsPage'))`
 * (the module's default export). A route of the manifest without a screen here shows a placeholder with its title.
 */
export const SCREENS: ScreenMap<'mfe_setup'> = {
  home: lazy(() => import('../features/dashboard-home/components/DashboardHomePage')),
  compliance: lazy(() => import('../features/compliance/components/CompliancePage')),
  documents: lazy(() => import('../features/documents/components/DocumentsPage')),
  dnb: lazy(() => import('../features/scores/components/ScoresPage')),
  merchant: lazy(() => import('../features/merchant/components/MerchantPage')),
  'business-presence': lazy(() => import('../features/business-presence/components/BusinessPresencePage')),
  'first-step-accounts': lazy(() => import('../features/members-only/components/FirstStepAccountsPage')),
  website: lazy(() => import('../features/members-only/components/WebsitePage')),
  'website-template': lazy(() => import('../features/website-template/components/WebsiteTemplatePage')),
  account: lazy(() => import('../features/account/components/AccountPage')),
  bank: lazy(() => import('../features/bank-accounts/components/BankAccountsPage')),
};
