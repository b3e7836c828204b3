import type { RouteTitle } from 'shared-ui';

/** The routes this remote owns (spec route table) and the title each screen shows. */
export const ROUTES: readonly RouteTitle[] = [
  { path: "/term-loan", title: "Credit & Loans" },
  { path: "/store-credit", title: "Store Credit Building" },
  { path: "/revolving-credit", title: "Revolving Credit" },
  { path: "/account-receivable", title: "Account Receivables" },
  { path: "/purchase-order", title: "Purchase Orders" },
];
