import type { RouteTitle } from 'shared-ui';

/** The routes this remote owns (spec route table) and the title each screen shows. */
export const ROUTES: readonly RouteTitle[] = [
  { path: "/clients", title: "Clients" },
  { path: "/statistics", title: "App info" },
];
