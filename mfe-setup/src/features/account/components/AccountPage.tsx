import styled from 'styled-components';
import { PageHeader, Stack, useIsAdmin } from 'shared-ui';
import { AccountActivityCard } from '../account-activity/components/AccountActivityCard';
import { BusinessProgramsCard } from '../business-programs/components/BusinessProgramsCard';
import { NotificationPreferencesCard } from '../notification-preferences/components/NotificationPreferencesCard';
import { OwnerProfileCard } from '../owner-profile/components/OwnerProfileCard';
import { SecuritySettingsCard } from '../security-settings/components/SecuritySettingsCard';
import { AdminAreaCard } from './AdminAreaCard';
import { title } from '../../../app/links';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.lg} { grid-template-columns: 2fr 1fr; align-items: start; }
`;

// A column of the layout's grid (min-width: 0, so a wide table scrolls inside it).
const Column = styled(Stack).attrs({ $gap: 'xl' as const })`
  min-width: 0;
`;

/**
 * My Account (spec 2): owner profile, Business Programs with payment history (clients), Security
 * Settings, Notification Preferences (clients), Account Activity; an admin gets a link to the admin area instead.
 */
export default function AccountPage() {
  const isAdmin = useIsAdmin();
  return (
    <>
      <PageHeader title={title('account')} subtitle="Your business profile, program and settings." />
      <Layout>
        <Column>
          <OwnerProfileCard />
          {isAdmin ? <AdminAreaCard /> : <BusinessProgramsCard />}
          <AccountActivityCard />
        </Column>
        <Column>
          <SecuritySettingsCard isAdmin={isAdmin} />
          {!isAdmin && <NotificationPreferencesCard />}
        </Column>
      </Layout>
    </>
  );
}
