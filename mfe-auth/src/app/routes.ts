/** The routes this remote owns (spec route table) and the title (h1) each screen opens with. */
export const ROUTES = [
  { path: '/signup', title: 'Sign Up' },
  { path: '/signin', title: 'Sign In' },
  { path: '/signin/auto', title: 'Sign In with Google' },
  { path: '/signup/v/user/grant', title: 'Completing authentication...' },
  { path: '/forget', title: 'Forget Password' },
  { path: '/update-password', title: 'Update Password' },
] as const;

export type RouteEntry = (typeof ROUTES)[number];
