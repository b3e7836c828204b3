import { screenModule, type ScreenModules } from 'shared-ui/router';
import type { SCREENS } from '../screens';

/**
 * Screen id -> module, each its own chunk: `'bank-accounts': screenModule(() => import('../features/bank-accounts/components/BankAccountsPage'))`
 * (the module's default export). A declared screen (src/screens.ts) without a module here shows a placeholder with its title.
 */
export const SCREEN_MODULES: ScreenModules<typeof SCREENS> = {
  'business-formation': screenModule(() => import('../features/business-formation/components/BusinessFormationPage')),
  compliance: screenModule(() => import('../features/compliance/components/CompliancePage')),
  documents: screenModule(() => import('../features/documents/components/DocumentsPage')),
  'capital-score': screenModule(() => import('../features/capital-score/components/CapitalScorePage')),
  merchant: screenModule(() => import('../features/merchant/components/MerchantPage')),
  'business-presence': screenModule(() => import('../features/business-presence/components/BusinessPresencePage')),
  'first-step-accounts': screenModule(() => import('../features/first-step-accounts/components/FirstStepAccountsPage')),
  website: screenModule(() => import('../features/website/components/WebsitePage')),
  'website-template': screenModule(() => import('../features/website-template/components/WebsiteTemplatePage')),
  account: screenModule(() => import('../features/account/components/AccountPage')),
  'bank-accounts': screenModule(() => import('../features/bank-accounts/components/BankAccountsPage')),
};
