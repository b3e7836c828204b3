import { useState } from 'react';
import { usePlatform } from 'shared-ui';
import { Form, FormAlert, FormTextField, useForm } from 'shared-ui/forms';
import { emailRules } from '../lib/auth-rules';
import { recallResetEmail } from '../lib/reset-email-storage';
import { sendResetEmail } from '../lib/send-reset-email';

interface ResetEmailValues {
  email: string;
}

/** The e-mail form of /forget (also offered on /update-password when its link is invalid or expired). */
export function ResetEmailForm({ initialEmail = recallResetEmail() }: { initialEmail?: string }) {
  const { supabase } = usePlatform();
  const form = useForm<ResetEmailValues>({ defaultValues: { email: initialEmail } });
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = ({ email }: ResetEmailValues) => {
    setSentTo(null);
    return sendResetEmail(supabase, email);
  };

  return (
    <Form
      form={form}
      aria-label="Send reset e-mail"
      onSubmit={onSubmit}
      onSuccess={(_, { email }) => setSentTo(email.trim())}
      submitLabel="Send Email"
      busyLabel="Sending..."
      fullWidthSubmit
    >
      <FormTextField
        form={form}
        name="email"
        label="Enter Email which is associated with your account"
        type="email"
        autoComplete="email"
        rules={emailRules}
      />
      {sentTo && (
        <FormAlert tone="success">
          If an account exists for {sentTo}, we have sent it an e-mail with a link to reset the password. The link works once and expires
          after a while. Check your inbox, and your spam folder too.
        </FormAlert>
      )}
    </Form>
  );
}
