import { lazy } from 'react';
import type { ScreenMap } from 'shared-ui/router';

/** Route id -> screen, each its own chunk (the module's default export). */
export const SCREENS: ScreenMap<'mfe_credit'> = {
  'term-loan': lazy(() => import('../features/loans/components/LoansPage')),
  'store-credit': lazy(() => import('../features/cards/components/StoreCreditPage')),
  'revolving-credit': lazy(() => import('../features/cards/components/RevolvingCreditPage')),
  'account-receivable': lazy(() => import('../features/records/components/ReceivablesPage')),
  'purchase-order': lazy(() => import('../features/records/components/PurchaseOrdersPage')),
};
