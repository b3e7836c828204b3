// mfe-content's screens: everything the portal knows of them (id, path, title, access, sidebar place), published
// as data with each release of mfe-content (docs/architecture.md "Screens"). Data only: the build reads this file.
// `sections`: the sidebar position of each section used here (the same in every remote that uses it).
// `links`: other remotes' screens this one links to (`foreign(platform, id)` in src/lib/links.ts).
// Add a screen with `npm run new-screen -w mfe-content -- --id <id> --path <path> --title <title>`.
import type { RemoteScreens } from 'shared-ui';

export const SCREENS = {
  remote: 'mfe_content',
  sections: { RESOURCES: 20, 'WEB PRESENCE': 40, SUPPORT: 60 },
  links: ['documents'],
  screens: [
    {
      id: 'training-videos',
      path: '/training',
      title: 'Training Videos',
      access: 'signed-in',
      query: ['focus'],
      nav: { section: 'RESOURCES', label: 'Training Videos', order: 1 },
    },
    {
      id: 'wealth-secrets',
      path: '/wealth-secrets',
      title: 'Elite Financial Strategy Series',
      access: 'signed-in',
      query: ['focus'],
      nav: { section: 'RESOURCES', label: 'Elite Financial Strategy Series', order: 2 },
    },
    {
      id: 'support',
      path: '/support',
      title: 'Support Chat',
      access: 'signed-in',
      query: ['focus'],
      nav: { section: 'SUPPORT', label: 'Support Chat', order: 1 },
    },
    {
      id: 'social-media',
      path: '/social-media',
      title: 'Social Media Accounts',
      access: 'signed-in',
      query: ['focus'],
      nav: { section: 'WEB PRESENCE', label: 'Social Media', order: 2 },
    },
    {
      id: 'automations',
      path: '/automations',
      title: 'Automations',
      access: 'signed-in',
      query: ['focus'],
      nav: { section: 'WEB PRESENCE', label: 'Business Automations', order: 3 },
    },
  ],
} as const satisfies RemoteScreens;
