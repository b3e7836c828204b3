import type { ScreenTable } from 'shared-ui';

/**
 * Screen ids that were renamed (old -> new), so a link already sent keeps working: a notification's stored `screen`
 * read before its migration ran, an e-mail's, a remote still live with an older release. Paths did not change (they
 * are the spec's), so no path needs an alias. Migration 20261207070100_screen_ids_named_for_titles moves stored ids.
 */
export const RENAMED_SCREENS: Readonly<Record<string, string>> = {
  'admin-home': 'admin-overview',
  statistics: 'app-info',
  signin: 'sign-in',
  'signin-auto': 'sign-in-with-google',
  signup: 'sign-up',
  'signup-grant': 'completing-authentication',
  forget: 'forget-password',
  training: 'training-videos',
  'term-loan': 'credit-and-loans',
  'account-receivable': 'account-receivables',
  'purchase-order': 'purchase-orders',
  home: 'business-formation',
  bank: 'bank-accounts',
};

/**
 * The table answering a renamed id by its new one (`byId`, `href`, so `tryHref` too). A live remote that still
 * declares the old id answers it first: during a rollout either name opens the screen.
 */
export function withRenamedScreens(table: ScreenTable, renamed: Readonly<Record<string, string>> = RENAMED_SCREENS): ScreenTable {
  const live = (id: string) => (table.byId(id) || !Object.hasOwn(renamed, id) ? id : renamed[id]!);
  return {
    ...table,
    byId: (id) => table.byId(live(id)),
    href: (id, params) => table.href(live(id), params),
  };
}
