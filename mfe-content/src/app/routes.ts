import type { RouteTitle } from 'shared-ui';

/** The routes this remote owns (spec route table) and the title each screen shows. */
export const ROUTES: readonly RouteTitle[] = [
  { path: "/training", title: "Training Videos" },
  { path: "/wealth-secrets", title: "Elite Financial Strategy Series" },
  { path: "/support", title: "Support Chat" },
  { path: "/social-media", title: "Social Media Accounts" },
  { path: "/automations", title: "Automations" },
];
