// mfe-credit's screens: everything the portal knows of them (id, path, title, access, sidebar place), published
// as data with each release of mfe-credit (docs/architecture.md "Screens"). Data only: the build reads this file.
// `sections`: the sidebar position of each section used here (the same in every remote that uses it).
// `links`: other remotes' screens this one links to (`foreign(platform, id)` in src/lib/links.ts).
// Add a screen with `npm run new-screen -w mfe-credit -- --id <id> --path <path> --title <title>`.
import type { RemoteScreens } from 'shared-ui';

export const SCREENS = {
  remote: 'mfe_credit',
  sections: { 'CREDIT BUILDING': 50 },
  links: [],
  screens: [
    {
      id: 'credit-and-loans',
      path: '/term-loan',
      title: 'Credit & Loans',
      access: 'signed-in',
      query: ['focus'],
      nav: { section: 'CREDIT BUILDING', label: 'Credit & Loans', order: 2, sub: true },
    },
    {
      id: 'store-credit',
      path: '/store-credit',
      title: 'Store Credit Building',
      access: 'signed-in',
      query: ['focus'],
      nav: { section: 'CREDIT BUILDING', label: 'Store Credit', order: 3, sub: true },
    },
    {
      id: 'revolving-credit',
      path: '/revolving-credit',
      title: 'Revolving Credit',
      access: 'signed-in',
      query: ['focus'],
      nav: { section: 'CREDIT BUILDING', label: 'Revolving Credit', order: 4, sub: true },
    },
    {
      id: 'account-receivables',
      path: '/account-receivable',
      title: 'Account Receivables',
      access: 'signed-in',
      query: ['focus'],
      nav: { section: 'CREDIT BUILDING', label: 'Account Receivable', order: 5, sub: true },
    },
    {
      id: 'purchase-orders',
      path: '/purchase-order',
      title: 'Purchase Orders',
      access: 'signed-in',
      query: ['focus'],
      nav: { section: 'CREDIT BUILDING', label: 'Purchase Order', order: 6, sub: true },
    },
  ],
} as const satisfies RemoteScreens;
