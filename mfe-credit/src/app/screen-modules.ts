import { lazy } from 'react';
import type { ScreenModules } from 'shared-ui/router';
import type { SCREENS } from '../screens';

/** Screen id -> module, each its own chunk (the module's default export). */
export const SCREEN_MODULES: ScreenModules<typeof SCREENS> = {
  'term-loan': lazy(() => import('../features/loans/components/LoansPage')),
  'store-credit': lazy(() => import('../features/cards/components/StoreCreditPage')),
  'revolving-credit': lazy(() => import('../features/cards/components/RevolvingCreditPage')),
  'account-receivable': lazy(() => import('../features/receivables-and-orders/components/ReceivablesPage')),
  'purchase-order': lazy(() => import('../features/receivables-and-orders/components/PurchaseOrdersPage')),
};
