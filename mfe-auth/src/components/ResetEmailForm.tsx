import { useState, type FormEvent } from 'react';
import { Button, TextField, usePlatform } from 'shared-ui';
import { FormAlert } from './FormAlert';
import { FormStack } from './FormCard';
import { recallResetEmail } from '../lib/reset-email-storage';
import { sendResetEmail } from '../lib/send-reset-email';

/** The e-mail form of /forget (also offered on /update-password when its link is invalid or expired). */
export function ResetEmailForm({ initialEmail = recallResetEmail() }: { initialEmail?: string }) {
  const { supabase } = usePlatform();
  const [email, setEmail] = useState(initialEmail);
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setIsBusy(true);
    setError(null);
    setSentTo(null);
    const problem = await sendResetEmail(supabase, email);
    setIsBusy(false);
    if (problem) setError(problem);
    else setSentTo(email.trim());
  };

  return (
    <FormStack onSubmit={(e) => void onSubmit(e)} aria-label="Send reset e-mail">
      <TextField
        label="Enter Email which is associated with your account"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      {error && <FormAlert>{error}</FormAlert>}
      {sentTo && (
        <FormAlert tone="success">
          If an account exists for {sentTo}, we have sent it an e-mail with a link to reset the password. The link works
          once and expires after a while. Check your inbox, and your spam folder too.
        </FormAlert>
      )}
      <Button type="submit" fullWidth isBusy={isBusy} busyLabel="Sending...">
        Send Email
      </Button>
    </FormStack>
  );
}
