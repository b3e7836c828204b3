/** The routes this remote owns (spec route table) and the title each screen shows. */
export interface RouteEntry {
  path: string;
  title: string;
}

export const ROUTES: readonly RouteEntry[] = [
  { path: "/signup", title: "Sign Up" },
  { path: "/signin", title: "Sign In" },
  { path: "/signin/auto", title: "Sign In with Google" },
  { path: "/signup/v/user/grant", title: "Completing authentication..." },
  { path: "/forget", title: "Forget Password" },
  { path: "/update-password", title: "Update Password" },
];
