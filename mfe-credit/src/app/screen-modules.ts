import { screenModule, type ScreenModules } from 'shared-ui/router';
import type { SCREENS } from '../screens';

/** Screen id -> module, each its own chunk (the module's default export). */
export const SCREEN_MODULES: ScreenModules<typeof SCREENS> = {
  'credit-and-loans': screenModule(() => import('../features/credit-and-loans/components/CreditAndLoansPage')),
  'store-credit': screenModule(() => import('../features/store-credit/components/StoreCreditPage')),
  'revolving-credit': screenModule(() => import('../features/revolving-credit/components/RevolvingCreditPage')),
  'account-receivables': screenModule(() => import('../features/account-receivables/components/AccountReceivablesPage')),
  'purchase-orders': screenModule(() => import('../features/purchase-orders/components/PurchaseOrdersPage')),
};
