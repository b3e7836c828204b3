import { MembersOnlyPage } from '../../../components/MembersOnlyPage';

/** /first-step-accounts: the Members Only Access placeholder. */
export default function FirstStepAccountsPage() {
  return <MembersOnlyPage title="First Step Accounts" />;
}
