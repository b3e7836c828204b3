import { useDeferredValue } from 'react';
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
 * Every query of the page's cards, asked for at once; returns whether each column's cards that have others below
 * them have their data: the main column's owner profile and a client's payment history, the side column's
 * authenticators. Each column shows its cards at once, so nothing moves down when an answer comes (Lighthouse
 * measured a layout shift of 0.37 while each card grew on its own); the columns do not wait for each other: the
 * authenticators come through auth-js's client, a chunk and a round trip after the rest, and the main column (the
 * client's largest paint) no longer waits for them. The cards below them (the first page of activity, notification
 * preferences or the advisor card) would otherwise ask only once shown, one round trip later: an admin's largest
 * paint, the advisor card, waited for it. Each card still shows its own error.
 */
function useAccountQueries(isAdmin: boolean): { isMainReady: boolean; isSideReady: boolean } {
  const userId = useUserId();
  const profile = useGetOwnerProfileQuery(userId);
  const payments = useGetPaymentsQuery(isAdmin ? skipToken : userId);
  const authenticators = useGetAuthenticatorsQuery();
  useGetAccountActivityQuery(userId === skipToken ? skipToken : { userId, page: 1 }, NOTHING);
  useGetNotificationPreferencesQuery(isAdmin ? skipToken : userId, NOTHING);
  useGetAdvisorCardQuery(isAdmin ? userId : skipToken, NOTHING);
  return { isMainReady: !profile.isLoading && !payments.isLoading, isSideReady: !authenticators.isLoading };
}

/**
 * My Account (spec 2): owner profile, Business Programs with payment history (clients), Security
 * Settings, Notification Preferences (clients), Account Activity; an admin gets a link to the admin area instead, and
 * their advisor card (Support Chat's View profile, issue 30).
 */
export default function AccountPage() {
  const isAdmin = useIsAdmin();
  const ready = useAccountQueries(isAdmin);
  // The cards render at a transition's priority: an answer's store update renders synchronously (react-redux), and
  // the owner profile form's first render was one task of ~56 ms; React now renders it in slices of a few ms.
  const isMainReady = useDeferredValue(ready.isMainReady);
  const isSideReady = useDeferredValue(ready.isSideReady);
  return (
    <>
      <PageHeader title={title('account')} subtitle="Your business profile, program and settings." />
      {isMainReady ? <Cards isAdmin={isAdmin} isSideReady={isSideReady} /> : <Spinner label="Loading your account..." />}
    </>
  );
}

function Cards({ isAdmin, isSideReady }: { isAdmin: boolean; isSideReady: boolean }) {
  return (
    <Layout>
      <Column>
        <OwnerProfileCard />
        {isAdmin ? <AdminAreaCard /> : <BusinessProgramsCard />}
        <AccountActivityCard />
      </Column>
      {isSideReady ? (
        <Column>
          <SecuritySettingsCard isAdmin={isAdmin} />
          {isAdmin ? <AdvisorCardCard /> : <NotificationPreferencesCard />}
        </Column>
      ) : (
        <Spinner label="Loading your security settings..." />
      )}
    </Layout>
  );
}
