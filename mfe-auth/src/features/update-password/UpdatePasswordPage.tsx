import styled from 'styled-components';
import { Spinner } from 'shared-ui';
import { AppLink } from '../../components/AppLink';
import { FormAlert } from 'shared-ui/forms';
import { FormCard, FormLinks } from '../../components/FormCard';
import { SimpleLayout } from '../../components/SimpleLayout';
import { ResetEmailForm } from '../../components/ResetEmailForm';
import { INVITE_WELCOME } from './update-password';
import { UpdatePasswordForm } from './UpdatePasswordForm';
import { useRecoverySession } from './use-recovery-session';
import { href, title } from '../../lib/links';

// Centres the spinner: what Cluster (start, end, between) does not express.
const Center = styled.div`
  display: flex;
  justify-content: center;
`;

function Body() {
  const recovery = useRecoverySession();
  if (recovery.status === 'checking') {
    return (
      <Center>
        <Spinner label="Checking your reset link..." size={32} />
      </Center>
    );
  }
  if (recovery.status === 'invalid') {
    return (
      <>
        <FormAlert>
          This password reset link is invalid or has expired. Links work once and only for a while. Enter your e-mail address to receive a
          new one.
        </FormAlert>
        <ResetEmailForm />
      </>
    );
  }
  return (
    <>
      {recovery.kind === 'invite' && <p>{INVITE_WELCOME}</p>}
      <UpdatePasswordForm email={recovery.email} kind={recovery.kind} />
    </>
  );
}

/** /update-password, reached from the reset e-mail's one-time link (DECISIONS 2), or from an admin's invitation. */
export function UpdatePasswordPage() {
  return (
    <SimpleLayout>
      <FormCard title={title('update-password')}>
        <Body />
        <FormLinks>
          <span>
            <AppLink to={href('sign-in')}>Back to Sign In</AppLink>
          </span>
        </FormLinks>
      </FormCard>
    </SimpleLayout>
  );
}
