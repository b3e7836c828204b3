import { useState } from 'react';
import { Button, Stack, usePlatform } from 'shared-ui';
import { FormAlert } from 'shared-ui/forms';
import { resendConfirmation, type ResendOutcome } from './resend-confirmation';

/**
 * Under the sign-in form when the server says the address is not confirmed: "Send the confirmation e-mail again",
 * then what happened (sent, or how long the server asks to wait).
 */
export function ResendConfirmation({ email }: { email: string }) {
  const { supabase } = usePlatform();
  const [isSending, setIsSending] = useState(false);
  const [outcome, setOutcome] = useState<ResendOutcome | null>(null);

  const send = async () => {
    setIsSending(true);
    setOutcome(null);
    setOutcome(await resendConfirmation(supabase, email));
    setIsSending(false);
  };

  return (
    <Stack $gap="sm">
      <Button variant="secondary" fullWidth isBusy={isSending} busyLabel="Sending..." onClick={() => void send()}>
        Send the confirmation e-mail again
      </Button>
      {outcome && <FormAlert tone={outcome.sent ? 'success' : 'error'}>{outcome.message}</FormAlert>}
    </Stack>
  );
}
