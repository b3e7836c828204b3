import styled from 'styled-components';
import { PageHeader, Spinner, Stack, useIsAdmin } from 'shared-ui';
import { skipToken } from 'shared-ui/data';
import { useUserId } from '../../../lib/use-user-id';
import { useGetOwnerProfileQuery } from '../owner-profile/api/owner-profile-api';
import { useGetPaymentsQuery } from '../payment-history/api/payments-api';
import { useGetAuthenticatorsQuery } from '../security-settings/api/two-factor-api';
import { AccountActivityCard } from '../account-activity/components/AccountActivityCard';
import { BusinessProgramsCard } from '../business-programs/components/BusinessProgramsCard';
import { NotificationPreferencesCard } from '../notification-preferences/components/NotificationPreferencesCard';
import { OwnerProfileCard } from '../owner-profile/components/OwnerProfileCard';
import { SecuritySettingsCard } from '../security-settings/components/SecuritySettingsCard';
import { AdminAreaCard } from './AdminAreaCard';
import { AdvisorCardCard } from '../advisor-card/components/AdvisorCardCard';
import { title } from '../../../lib/links';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 2fr 1fr;
    align-items: start;
  }
`;

// A column of the layout's grid (min-width: 0, so a wide table scrolls inside it).
const Column = styled(Stack).attrs({ $gap: 'xl' as const })`
  min-width: 0;
`;

/**
 * Whether the cards that have others below them have their data (the owner profile, a client's payment history,
 * the authenticators): the page shows its cards at once, so nothing moves down when an answer comes (Lighthouse
 * measured a layout shift of 0.37 while each card grew on its own). Each card still shows its own error.
 */
function useCardsAboveOthersLoaded(isAdmin: boolean): boolean {
  const userId = useUserId();
  const profile = useGetOwnerProfileQuery(userId);
  const payments = useGetPaymentsQuery(isAdmin ? skipToken : userId);
  const authenticators = useGetAuthenticatorsQuery();
  return !profile.isLoading && !payments.isLoading && !authenticators.isLoading;
}

/**
 * My Account (spec 2): owner profile, Business Programs with payment history (clients), Security
 * Settings, Notification Preferences (clients), Account Activity; an admin gets a link to the admin area instead, and
 * their advisor card (Support Chat's View profile, issue 30).
 */
export default function AccountPage() {
  const isAdmin = useIsAdmin();
  const isReady = useCardsAboveOthersLoaded(isAdmin);
  return (
    <>
      <PageHeader title={title('account')} subtitle="Your business profile, program and settings." />
      {isReady ? <Cards isAdmin={isAdmin} /> : <Spinner label="Loading your account..." />}
    </>
  );
}

function Cards({ isAdmin }: { isAdmin: boolean }) {
  return (
    <Layout>
      <Column>
        <OwnerProfileCard />
        {isAdmin ? <AdminAreaCard /> : <BusinessProgramsCard />}
        <AccountActivityCard />
      </Column>
      <Column>
        <SecuritySettingsCard isAdmin={isAdmin} />
        {isAdmin ? <AdvisorCardCard /> : <NotificationPreferencesCard />}
      </Column>
    </Layout>
  );
}
