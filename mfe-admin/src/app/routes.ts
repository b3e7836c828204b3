/** The routes this remote owns (spec route table) and the title each screen shows. */
export interface RouteEntry {
  path: string;
  title: string;
}

export const ROUTES: readonly RouteEntry[] = [
  { path: "/clients", title: "Clients" },
  { path: "/statistics", title: "App info" },
];
