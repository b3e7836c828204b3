/** The sidebar of spec 1 section 2: sections, routes and labels in order. */
export interface NavItem {
  path: string;
  label: string;
  live?: boolean;
}

export interface NavSection {
  title: string;
  adminOnly?: boolean;
  items: NavItem[];
}

export const NAV_SECTIONS: readonly NavSection[] = [
  {
    title: 'ADMIN',
    adminOnly: true,
    items: [
      { path: '/clients', label: 'Clients' },
      { path: '/statistics', label: 'App info (Coming soon)' },
    ],
  },
  {
    title: 'RESOURCES',
    items: [
      { path: '/training', label: 'Training Videos' },
      { path: '/wealth-secrets', label: 'Elite Financial Strategy Series' },
    ],
  },
  {
    title: 'BUSINESS SETUP',
    items: [
      { path: '/', label: 'Business Formation' },
      { path: '/documents', label: 'Business Documents' },
      { path: '/business-presence', label: 'Business Accounts' },
      { path: '/bank', label: 'Business Bank Accounts' },
      { path: '/compliance', label: 'Business Compliance' },
      { path: '/dnb', label: 'CapitalScore', live: true },
    ],
  },
  {
    title: 'WEB PRESENCE',
    items: [
      { path: '/website-template', label: 'Website Template' },
      { path: '/social-media', label: 'Social Media' },
      { path: '/automations', label: 'Business Automations' },
    ],
  },
];

/** CREDIT BUILDING: the primary item toggles this sub-list. */
export const CREDIT_PRIMARY: NavItem = { path: '/first-step-accounts', label: 'First Step Accounts' };
export const CREDIT_ITEMS: readonly NavItem[] = [
  { path: '/term-loan', label: 'Credit & Loans' },
  { path: '/store-credit', label: 'Store Credit' },
  { path: '/revolving-credit', label: 'Revolving Credit' },
  { path: '/account-receivable', label: 'Account Receivable' },
  { path: '/purchase-order', label: 'Purchase Order' },
];

export const SUPPORT_SECTION: NavSection = {
  title: 'SUPPORT',
  items: [
    { path: '/support', label: 'Support Chat' },
    { path: '/account', label: 'My Account' },
  ],
};

export const APP_VERSION = 'V5.25.3';
