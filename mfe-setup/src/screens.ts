// mfe-setup's screens: everything the portal knows of them (id, path, title, access, sidebar place), published
// as data with each release of mfe-setup (docs/architecture.md "Screens"). Data only: the build reads this file.
// `sections`: the sidebar position of each section used here (the same in every remote that uses it).
// `links`: other remotes' screens this one links to (`foreign(platform, id)` in src/lib/links.ts).
// Add a screen with `npm run new-screen -w mfe-setup -- --id <id> --path <path> --title <title>`.
import type { RemoteScreens } from 'shared-ui';

export const SCREENS = {
  remote: 'mfe_setup',
  notFound: true,
  sections: { 'BUSINESS SETUP': 30, 'WEB PRESENCE': 40, 'CREDIT BUILDING': 50, SUPPORT: 60 },
  links: ['support', 'purchase-orders', 'clients'],
  screens: [
    {
      id: 'business-formation',
      path: '/',
      title: 'Business Formation',
      access: 'signed-in',
      query: ['focus'],
      nav: { section: 'BUSINESS SETUP', label: 'Business Formation', order: 1 },
    },
    {
      id: 'documents',
      path: '/documents',
      title: 'Business Documents',
      access: 'signed-in',
      query: ['focus'],
      nav: { section: 'BUSINESS SETUP', label: 'Business Documents', order: 2 },
    },
    {
      id: 'business-presence',
      path: '/business-presence',
      title: 'Business Presence Accounts',
      access: 'signed-in',
      query: ['focus'],
      nav: { section: 'BUSINESS SETUP', label: 'Business Accounts', order: 3 },
    },
    {
      id: 'bank-accounts',
      path: '/bank',
      title: 'Business Bank Accounts',
      access: 'signed-in',
      query: ['focus'],
      nav: { section: 'BUSINESS SETUP', label: 'Business Bank Accounts', order: 4 },
    },
    { id: 'merchant', path: '/merchant', title: 'Merchant Account', access: 'signed-in' },
    {
      id: 'compliance',
      path: '/compliance',
      title: 'Business Compliance',
      access: 'signed-in',
      query: ['focus'],
      nav: { section: 'BUSINESS SETUP', label: 'Business Compliance', order: 5 },
    },
    {
      id: 'capital-score',
      path: '/dnb',
      title: 'CapitalScore',
      access: 'signed-in',
      nav: { section: 'BUSINESS SETUP', label: 'CapitalScore', order: 6, live: true },
    },
    {
      id: 'first-step-accounts',
      path: '/first-step-accounts',
      title: 'First Step Accounts',
      access: 'signed-in',
      nav: { section: 'CREDIT BUILDING', label: 'First Step Accounts', order: 1, primary: true },
    },
    { id: 'website', path: '/website', title: 'Website', access: 'signed-in' },
    {
      id: 'website-template',
      path: '/website-template',
      title: 'Website Template',
      access: 'signed-in',
      nav: { section: 'WEB PRESENCE', label: 'Website Template', order: 1 },
    },
    {
      id: 'account',
      path: '/account',
      title: 'My Account',
      access: 'signed-in',
      nav: { section: 'SUPPORT', label: 'My Account', order: 2 },
    },
  ],
} as const satisfies RemoteScreens;
