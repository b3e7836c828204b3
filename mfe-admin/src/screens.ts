// mfe-admin's screens: everything the portal knows of them (id, path, title, access, sidebar place), published
// as data with each release of mfe-admin (docs/architecture.md "Screens"). Data only: the build reads this file.
// `sections`: the sidebar position of each section used here (the same in every remote that uses it).
// `links`: other remotes' screens this one links to (`foreign(platform, id)` in src/lib/links.ts).
// Add a screen with `npm run new-screen -w mfe-admin -- --id <id> --path <path> --title <title>`.
import type { RemoteScreens } from 'shared-ui';

export const SCREENS = {
  remote: 'mfe_admin',
  sections: { ADMIN: 10 },
  links: ['update-password'],
  screens: [
    { id: 'admin-overview', path: '/', title: 'Admin Overview', access: 'admin' },
    {
      id: 'clients',
      path: '/clients',
      title: 'Clients',
      access: 'admin',
      query: ['q', 'sort', 'page'],
      nav: { section: 'ADMIN', label: 'Clients', order: 1 },
    },
    {
      id: 'program-requests',
      path: '/clients/requests',
      title: 'Program Requests',
      access: 'admin',
      query: ['status'],
      nav: { section: 'ADMIN', label: 'Program Requests', order: 2 },
    },
    // A notification about one of the client's records (a submitted task) opens the page on it.
    { id: 'client', path: '/clients/:id', title: 'Client', access: 'admin', query: ['focus'] },
    { id: 'app-info', path: '/statistics', title: 'App info', access: 'admin', nav: { section: 'ADMIN', label: 'App info', order: 3 } },
    {
      id: 'conversations',
      path: '/conversations',
      title: 'Conversations',
      access: 'admin',
      // The conversation open, a message a link points at, a client's newest conversation, the filter.
      query: ['conversation', 'focus', 'client', 'filter'],
      nav: { section: 'ADMIN', label: 'Conversations', order: 4 },
    },
  ],
} as const satisfies RemoteScreens;
