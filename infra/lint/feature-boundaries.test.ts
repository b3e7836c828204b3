import { join } from 'node:path';
import { RuleTester } from 'eslint';
import { featureBoundaries } from './feature-boundaries.mjs';

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const at = (path: string) => join(process.cwd(), path);

tester.run('portal/feature-boundaries', featureBoundaries, {
  valid: [
    {
      filename: at('mfe-setup/src/features/account/components/AccountPage.ts'),
      code: "import { X } from '../owner-profile/components/OwnerProfileCard';",
    },
    {
      filename: at('mfe-setup/src/features/bank-accounts/components/List.ts'),
      code: "import { api } from '../../../lib/api'; import { f } from '../../../lib/format';",
    },
    {
      filename: at('mfe-setup/src/app/screen-modules.ts'),
      code: "const s = () => import('../features/bank-accounts/components/BankPage');",
    },
    { filename: at('mfe-setup/src/lifecycles.ts'), code: "import { Root } from './features/x/Root';" },
    { filename: at('shell/src/layout/topbar/SearchSlot.tsx'), code: "import { isSearchShortcut } from '../../features/search/shortcut';" },
    { filename: at('mfe-credit/src/lib/loan.ts'), code: "import { shared } from 'shared-ui'; import { y } from './other';" },
    { filename: at('shared-ui/src/forms/Form.ts'), code: "import { x } from '../components/Button/Button';" },
  ],
  invalid: [
    {
      filename: at('mfe-setup/src/features/merchant/components/Page.ts'),
      code: "import { PaymentsTable } from '../../account/payment-history/components/PaymentsTable';",
      errors: [{ messageId: 'featureToFeature', data: { from: 'merchant', to: 'account' } }],
    },
    {
      filename: at('mfe-credit/src/features/cards/index.ts'),
      code: "export * from '../loans/api';",
      errors: [{ messageId: 'featureToFeature' }],
    },
    {
      filename: at('mfe-content/src/features/videos/Page.ts'),
      code: "const load = () => import('../../features/books/Page');",
      errors: [{ messageId: 'featureToFeature' }],
    },
    {
      filename: at('mfe-setup/src/lib/use-thing.ts'),
      code: "import { useBankAccountsQuery } from '../features/bank-accounts/api/bank-accounts-api';",
      errors: [{ messageId: 'sharedToFeature', data: { top: 'lib', to: 'bank-accounts' } }],
    },
    {
      filename: at('mfe-auth/src/components/Form.ts'),
      code: "export { SignInForm } from '../features/sign-in/SignInForm';",
      errors: [{ messageId: 'sharedToFeature' }],
    },
    {
      filename: at('mfe-setup/src/features/bank-accounts/api/bank-accounts-api.ts'),
      code: "import { setupApi } from '../../../app/api';",
      errors: [{ messageId: 'toCompositionRoot', data: { top: 'features/bank-accounts', root: 'app' } }],
    },
    {
      filename: at('mfe-credit/src/lib/money.ts'),
      code: "import { createStore } from '../app/store';",
      errors: [{ messageId: 'toCompositionRoot', data: { top: 'lib', root: 'app' } }],
    },
    {
      filename: at('shell/src/features/notifications/NotificationBell.tsx'),
      code: "import { IconButton } from '../../layout/topbar/TopBar.styles';",
      errors: [{ messageId: 'toCompositionRoot', data: { top: 'features/notifications', root: 'layout' } }],
    },
    {
      filename: at('shared-ui/src/components/Card/Card.ts'),
      code: "import { x } from '../../../../mfe-setup/src/lib/x';",
      errors: [{ messageId: 'sharedUiToApp' }],
    },
  ],
});
