import { Button, Cluster, Spinner, usePlatform } from 'shared-ui';
import { FormAlert } from 'shared-ui/forms';
import { FormCard } from '../../components/FormCard';
import { SimpleLayout } from '../../components/SimpleLayout';
import { useAuthCallback } from './use-auth-callback';
import { href, title } from '../../app/links';

/** /signup/v/user/grant: "Completing authentication...", then `/` or the error screen. */
export function CallbackPage() {
  const platform = usePlatform();
  const state = useAuthCallback();
  if (state.status === 'working') {
    return (
      <SimpleLayout>
        <FormCard title={title('signup-grant')}>
          <Cluster $justify="center">
            <Spinner label="Completing authentication..." size={32} />
          </Cluster>
        </FormCard>
      </SimpleLayout>
    );
  }
  return (
    <SimpleLayout>
      <FormCard title="Authentication Error">
        <FormAlert>{state.message}</FormAlert>
        <Button fullWidth onClick={() => platform.navigate(`${href('signin')}?auth_error=${encodeURIComponent(state.message)}`)}>
          Return to Login
        </Button>
      </FormCard>
    </SimpleLayout>
  );
}
