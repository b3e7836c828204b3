import { screenModule, type ScreenModules } from 'shared-ui/router';
import type { SCREENS } from '../screens';

/** Screen id -> module, each its own chunk (the module's default export). */
export const SCREEN_MODULES: ScreenModules<typeof SCREENS> = {
  'credit-and-loans': screenModule(() => import('../features/credit-and-loans/components/CreditAndLoansPage')),
  'store-credit': screenModule(() => import('../features/cards/components/StoreCreditPage')),
  'revolving-credit': screenModule(() => import('../features/cards/components/RevolvingCreditPage')),
  'account-receivable': screenModule(() => import('../features/receivables-and-orders/components/ReceivablesPage')),
  'purchase-order': screenModule(() => import('../features/receivables-and-orders/components/PurchaseOrdersPage')),
};
