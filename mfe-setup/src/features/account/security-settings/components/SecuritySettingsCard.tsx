import { useState } from 'react';
import styled from 'styled-components';
import { Button, Card, CardBody, Cluster } from 'shared-ui';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { TwoFactorSettings } from './TwoFactorSettings';

const Divider = styled.hr`
  border: none;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  margin: ${({ theme }) => theme.space.lg} 0;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Security Settings: the change-password dialog (an admin's button is disabled, spec 2 section 6) and two-factor sign-in. */
export function SecuritySettingsCard({ isAdmin }: { isAdmin: boolean }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Card title="Security Settings">
      <CardBody>
        <Cluster $justify="between" $gap="md">
          <div>
            <strong>Password</strong>
            <Muted id="password-hint">
              {isAdmin ? 'Admin passwords cannot be changed from this page.' : 'Change the password you sign in with.'}
            </Muted>
          </div>
          <Button variant="secondary" onClick={() => setIsOpen(true)} disabled={isAdmin} aria-describedby="password-hint">
            Change Password
          </Button>
        </Cluster>
        <Divider />
        <TwoFactorSettings />
      </CardBody>
      {!isAdmin && isOpen && <ChangePasswordDialog onClose={() => setIsOpen(false)} />}
    </Card>
  );
}
