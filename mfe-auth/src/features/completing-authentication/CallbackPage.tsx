import styled from 'styled-components';
import { Button, Spinner, usePlatform } from 'shared-ui';
import { FormAlert } from 'shared-ui/forms';
import { FormCard } from '../../components/FormCard';
import { SimpleLayout } from '../../components/SimpleLayout';
import { useAuthCallback } from './use-auth-callback';
import { href, title } from '../../lib/links';

// Centres the spinner: what Cluster (start, end, between) does not express.
const Center = styled.div`
  display: flex;
  justify-content: center;
`;

/** /signup/v/user/grant: "Completing authentication...", then `/` or the error screen. */
export function CallbackPage() {
  const platform = usePlatform();
  const state = useAuthCallback();
  if (state.status === 'working') {
    return (
      <SimpleLayout>
        <FormCard title={title('completing-authentication')}>
          <Center>
            <Spinner label="Completing authentication..." size={32} />
          </Center>
        </FormCard>
      </SimpleLayout>
    );
  }
  return (
    <SimpleLayout>
      <FormCard title="Authentication Error">
        <FormAlert>{state.message}</FormAlert>
        <Button fullWidth onClick={() => platform.navigate(`${href('sign-in')}?auth_error=${encodeURIComponent(state.message)}`)}>
          Return to Login
        </Button>
      </FormCard>
    </SimpleLayout>
  );
}
