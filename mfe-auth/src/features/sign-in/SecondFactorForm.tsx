import { useState } from 'react';
import { Button, usePlatform } from 'shared-ui';
import { Form, FormCodeField, useForm } from 'shared-ui/forms';
import { FormCard } from '../../components/FormCard';
import { verifySecondFactor, type SecondFactorValues } from './verify-second-factor';

/**
 * The second step of signing in (password or Google) for a user with an authenticator app: the portal opens
 * once the code is verified (the session is then aal2). Cancel signs out.
 */
export function SecondFactorForm() {
  const platform = usePlatform();
  const form = useForm<SecondFactorValues>({ defaultValues: { code: '' } });
  // On success the form stays busy: the dashboard opens once the shell has the aal2 session.
  const [isLeaving, setIsLeaving] = useState(false);
  const [isCancelling, setIsCancelling] = useState(false);

  const cancel = async () => {
    setIsCancelling(true);
    await platform.signOut();
    setIsCancelling(false);
  };

  return (
    <FormCard title="Two-Factor Verification" subtitle="Enter the 6-digit code from your authenticator app to finish signing in.">
      <Form
        form={form}
        aria-label="Two-Factor Verification"
        onSubmit={(values) => verifySecondFactor(platform.supabase, values)}
        onSuccess={() => setIsLeaving(true)}
        isBusy={isLeaving}
        submitLabel="Verify"
        busyLabel="Verifying..."
        actions={
          <Button variant="secondary" onClick={() => void cancel()} isBusy={isCancelling} busyLabel="Signing Out..." disabled={isLeaving}>
            Cancel
          </Button>
        }
      >
        <FormCodeField form={form} name="code" autoFocus />
      </Form>
    </FormCard>
  );
}
