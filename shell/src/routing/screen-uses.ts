// Every screen of a remote the shell opens, in one declaration (data only: the build reads this file and stamps
// it in the shell's mf-manifest.json as `portal.links` and `portal.linkUses`, so the release check refuses a
// remote release that drops or renames a screen id the shell, its search or a notification still uses).
// docs/architecture.md "Screen ids across remotes".

import type { Database } from 'shared-ui';

/** Screens the shell's own chrome links to (the top bar's Documents, the sidebar's Sign In). */
export const SHELL_LINKS = ['sign-in', 'documents'] as const;

export type ShellLink = (typeof SHELL_LINKS)[number];

/** One kind search_portal returns: its label, its group and the screen it lives on. */
export interface SearchKind {
  label: string;
  group: string;
  screen: string;
  /** Where an admin opens it, when that is another screen (a message: the conversation in the admins' inbox). */
  adminScreen?: string;
}

/** The kinds search_portal returns, as the database declares them (the enum public.search_kind). */
export type SearchKindName = Database['public']['Enums']['search_kind'];

/**
 * Each platform kind search_portal returns (the top bar's search opens its screen): one for every kind the database
 * declares, so a kind added in SQL fails to compile here until the shell knows where it opens. A remote's own kinds
 * (`<remote>_*`) are not here: its live release declares them (`searchKinds`, read through `platform.screens`).
 */
export const SEARCH_KINDS = {
  client: { label: 'Client', group: 'Clients', screen: 'client' },
  document: { label: 'Document', group: 'Documents', screen: 'documents' },
  bank_account: { label: 'Bank account', group: 'Bank accounts', screen: 'bank-accounts' },
  business_account: { label: 'Business presence account', group: 'Business presence accounts', screen: 'business-presence' },
  store_card: { label: 'Store card', group: 'Store cards', screen: 'store-credit' },
  credit_card: { label: 'Revolving card', group: 'Revolving cards', screen: 'revolving-credit' },
  receivable: { label: 'Receivable', group: 'Receivables', screen: 'account-receivables' },
  purchase_order: { label: 'Purchase order', group: 'Purchase orders', screen: 'purchase-orders' },
  social_account: { label: 'Social account', group: 'Social accounts', screen: 'social-media' },
  // Home shows a task only as a dot of its timeline (or, open compliance ones, in Recent Activities): its tile is on Business Compliance.
  task: { label: 'Build-out task', group: 'Build-out tasks', screen: 'compliance' },
  activity: { label: 'Activity', group: 'Activities', screen: 'business-formation' },
  owner_profile: { label: 'Business profile', group: 'Business profile', screen: 'account' },
  loan: { label: 'Loan', group: 'Loans', screen: 'credit-and-loans' },
  training_video: { label: 'Training video', group: 'Training videos', screen: 'training-videos' },
  book: { label: 'Book', group: 'Books', screen: 'wealth-secrets' },
  automation: { label: 'Automation', group: 'Automations', screen: 'automations' },
  // A Support Chat message: the client's thread; for an admin, its conversation in the inbox.
  message: { label: 'Message', group: 'Messages', screen: 'support', adminScreen: 'conversations' },
} as const satisfies Record<SearchKindName, SearchKind>;

/**
 * The screens each notification kind opens (`notifications.screen`, from the table public.notification_kinds:
 * `screen`, then `admin_screen` where set; the bell opens them). infra/supabase/tests/notification-kinds.itest.ts holds
 * this list to that table of the migrated database: a new kind or screen in SQL is declared here too.
 */
export const NOTIFICATION_SCREENS = {
  task_status: ['business-formation'],
  compliance_task_status: ['compliance'],
  payment_recorded: ['account'],
  payment_updated: ['account'],
  new_program_request: ['program-requests'],
  program_request_answered: ['account'],
  new_automation_request: ['automations'],
  new_client: ['client'],
  training_video: ['training-videos'],
  elite_book: ['wealth-secrets'],
  capital_score_tier: ['capital-score'],
  paydex_tier: ['capital-score'],
  compliance_due: ['compliance'],
  compliance_overdue: ['compliance'],
  canary_rolled_back: ['app-info'],
  chat_message: ['support', 'conversations'],
  task_submitted: ['client'],
  document_delivered: ['documents'],
} as const satisfies Record<string, readonly string[]>;

/** Who uses which screen ids: what the release check names when a remote release would break one. */
export interface LinkUse {
  from: string;
  ids: readonly string[];
}

export const SCREEN_USES: readonly LinkUse[] = [
  { from: 'the shell', ids: SHELL_LINKS },
  ...Object.entries(SEARCH_KINDS).map(([kind, k]: [string, SearchKind]) => ({
    from: `the shell's search kind ${kind}`,
    ids: k.adminScreen ? [k.screen, k.adminScreen] : [k.screen],
  })),
  ...Object.entries(NOTIFICATION_SCREENS).map(([kind, ids]) => ({ from: `notification kind ${kind}`, ids })),
];
