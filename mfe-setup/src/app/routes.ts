import type { RouteTitle } from 'shared-ui';

/** The routes this remote owns (spec route table) and the title each screen shows. */
export const ROUTES: readonly RouteTitle[] = [
  { path: "/", title: "Business Formation" },
  { path: "/documents", title: "Business Documents" },
  { path: "/business-presence", title: "Business Presence Accounts" },
  { path: "/bank", title: "Business Bank Accounts" },
  { path: "/merchant", title: "Merchant Account" },
  { path: "/compliance", title: "Business Compliance" },
  { path: "/dnb", title: "CapitalScore" },
  { path: "/first-step-accounts", title: "First Step Accounts" },
  { path: "/website", title: "Website" },
  { path: "/website-template", title: "Website Template" },
  { path: "/account", title: "My Account" },
];
