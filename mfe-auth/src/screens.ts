// mfe-auth's screens: everything the portal knows of them (id, path, title, access, sidebar place), published
// as data with each release of mfe-auth (docs/architecture.md "Screens"). Data only: the build reads this file.
// `sections`: the sidebar position of each section used here (the same in every remote that uses it).
// `links`: other remotes' screens this one links to (`foreign(platform, id)` in src/lib/links.ts).
// Add a screen with `npm run new-screen -w mfe-auth -- --id <id> --path <path> --title <title>`.
import type { RemoteScreens } from 'shared-ui';

export const SCREENS = {
  remote: 'mfe_auth',
  sections: {},
  links: [],
  screens: [
    { id: 'sign-in', path: '/signin', title: 'Sign In', access: 'public' },
    { id: 'sign-in-with-google', path: '/signin/auto', title: 'Sign In with Google', access: 'public' },
    { id: 'sign-up', path: '/signup', title: 'Sign Up', access: 'public' },
    { id: 'completing-authentication', path: '/signup/v/user/grant', title: 'Completing authentication...', access: 'public' },
    { id: 'forget-password', path: '/forget', title: 'Forget Password', access: 'public' },
    { id: 'update-password', path: '/update-password', title: 'Update Password', access: 'public' },
    { id: 'unsubscribe', path: '/unsubscribe', title: 'Unsubscribe', access: 'public' },
  ],
} as const satisfies RemoteScreens;
