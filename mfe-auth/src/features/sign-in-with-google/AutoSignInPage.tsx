import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button, Spinner } from 'shared-ui';
import { AppLink } from '../../components/AppLink';
import { FormAlert } from 'shared-ui/forms';
import { FormCard, FormLinks } from '../../components/FormCard';
import { SimpleLayout } from '../../components/SimpleLayout';
import { useGoogleSignIn } from '../../hooks/use-google-sign-in';
import { href, title } from '../../lib/links';

const Center = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** /signin/auto: starts Google sign-in at once; if it cannot start, says why and offers the way back. */
export function AutoSignInPage() {
  const google = useGoogleSignIn();
  const started = useRef(false);
  const { start } = google;
  useEffect(() => {
    // Once per visit, even under StrictMode's double effects.
    if (started.current) return;
    started.current = true;
    void start();
  }, [start]);

  return (
    <SimpleLayout>
      <FormCard title={title('sign-in-with-google')}>
        {google.error ? (
          <>
            <FormAlert>{google.error}</FormAlert>
            <Button fullWidth onClick={() => void start()}>
              Try again
            </Button>
            <FormLinks>
              <span>
                Prefer e-mail and password? <AppLink to={href('sign-in')}>Sign In</AppLink>
              </span>
            </FormLinks>
          </>
        ) : (
          <Center>
            <Spinner label="Redirecting to Google..." size={24} />
            <span aria-hidden="true">Redirecting to Google...</span>
          </Center>
        )}
      </FormCard>
    </SimpleLayout>
  );
}
