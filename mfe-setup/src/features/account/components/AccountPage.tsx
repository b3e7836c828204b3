import styled from 'styled-components';
import { PageHeader, Spinner, Stack, useIsAdmin } from 'shared-ui';
import { skipToken } from 'shared-ui/data';
import { useUserId } from '../../../lib/use-user-id';
import { useGetOwnerProfileQuery } from '../owner-profile/api/owner-profile-api';
import { useGetPaymentsQuery } from '../payment-history/api/payments-api';
import { useGetAuthenticatorsQuery } from '../security-settings/api/two-factor-api';
import { useGetAccountActivityQuery } from '../account-activity/api/account-activity-api';
import { useGetAdvisorCardQuery } from '../advisor-card/api/advisor-card-api';
import { useGetNotificationPreferencesQuery } from '../notification-preferences/api/notification-preferences-api';
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

/** A subscription that only keeps its query asked for: the page does not render again when its answer comes. */
const NOTHING = { selectFromResult: () => ({}) };

/**
 * Every query of the page's cards, asked for at once; returns whether the cards that have others below them have
 * their data (the owner profile, a client's payment history, the authenticators): the page shows its cards at once,
 * so nothing moves down when an answer comes (Lighthouse measured a layout shift of 0.37 while each card grew on its
 * own). The cards below them (the first page of activity, notification preferences or the advisor card) would
 * otherwise ask only once shown, one round trip later: an admin's largest paint, the advisor card, waited for it.
 * Each card still shows its own error.
 */
function useAccountQueries(isAdmin: boolean): boolean {
  const userId = useUserId();
  const profile = useGetOwnerProfileQuery(userId);
  const payments = useGetPaymentsQuery(isAdmin ? skipToken : userId);
  const authenticators = useGetAuthenticatorsQuery();
  useGetAccountActivityQuery(userId === skipToken ? skipToken : { userId, page: 1 }, NOTHING);
  useGetNotificationPreferencesQuery(isAdmin ? skipToken : userId, NOTHING);
  useGetAdvisorCardQuery(isAdmin ? userId : skipToken, NOTHING);
  return !profile.isLoading && !payments.isLoading && !authenticators.isLoading;
}

/**
 * My Account (spec 2): owner profile, Business Programs with payment history (clients), Security
 * Settings, Notification Preferences (clients), Account Activity; an admin gets a link to the admin area instead, and
 * their advisor card (Support Chat's View profile, issue 30).
 */
export default function AccountPage() {
  const isAdmin = useIsAdmin();
  const isReady = useAccountQueries(isAdmin);
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
