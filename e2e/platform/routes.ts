/** The route table (spec 1 and 2, section 2): path, the remote that renders it, the screen's title. */
export const PUBLIC_ROUTES: [string, string, string | RegExp][] = [
  ['/signup', 'mfe_auth', 'Sign Up'],
  ['/signin', 'mfe_auth', 'Sign In'],
  ['/signin/auto', 'mfe_auth', 'Sign In with Google'],
  // Without a code from the provider the callback ends on its error screen.
  ['/signup/v/user/grant', 'mfe_auth', /^(Completing authentication\.\.\.|Authentication Error)$/],
  ['/forget', 'mfe_auth', 'Forget Password'],
  ['/update-password', 'mfe_auth', 'Update Password'],
];

export const PROTECTED_ROUTES: [string, string, string][] = [
  ['/', 'mfe_setup', 'Business Formation'],
  ['/documents', 'mfe_setup', 'Business Documents'],
  ['/business-presence', 'mfe_setup', 'Business Presence Accounts'],
  ['/bank', 'mfe_setup', 'Business Bank Accounts'],
  ['/merchant', 'mfe_setup', 'Merchant Account'],
  ['/compliance', 'mfe_setup', 'Business Compliance'],
  ['/dnb', 'mfe_setup', 'CapitalScore'],
  ['/first-step-accounts', 'mfe_setup', 'First Step Accounts'],
  ['/website', 'mfe_setup', 'Website'],
  ['/website-template', 'mfe_setup', 'Website Template'],
  ['/account', 'mfe_setup', 'My Account'],
  ['/term-loan', 'mfe_credit', 'Credit & Loans'],
  ['/store-credit', 'mfe_credit', 'Store Credit Building'],
  ['/revolving-credit', 'mfe_credit', 'Revolving Credit'],
  ['/account-receivable', 'mfe_credit', 'Account Receivables'],
  ['/purchase-order', 'mfe_credit', 'Purchase Orders'],
  ['/training', 'mfe_content', 'Training Videos'],
  ['/wealth-secrets', 'mfe_content', 'Elite Financial Strategy Series'],
  ['/support', 'mfe_content', 'Support Chat'],
  ['/social-media', 'mfe_content', 'Social Media Accounts'],
  ['/automations', 'mfe_content', 'Automations'],
  ['/clients', 'mfe_admin', 'Clients'],
];
