import { useState } from 'react';
import { Button, usePlatform } from 'shared-ui';
import { Form, FormCodeField, FormTextField, useForm } from 'shared-ui/forms';
import { FormCard, FormLinks } from '../../components/FormCard';
import { redeemRecoveryCode, type RecoveryCodeValues } from './redeem-recovery-code';
import { verifySecondFactor, type SecondFactorValues } from './verify-second-factor';

/**
 * The second step of signing in (password or Google) for a user with an authenticator app: the portal opens
 * once the code is verified (the session is then aal2). Cancel signs out.
 */
export function SecondFactorForm() {
  const platform = usePlatform();
  const form = useForm<SecondFactorValues>({ defaultValues: { code: '' } });
  const recoveryForm = useForm<RecoveryCodeValues>({ defaultValues: { recoveryCode: '' } });
  // "Lost your authenticator app?": a saved one-time recovery code instead of the app's code.
  const [isRecovering, setIsRecovering] = useState(false);
  // On success the form stays busy: the dashboard opens once the shell has the aal2 session.
  const [isLeaving, setIsLeaving] = useState(false);
  const [isCancelling, setIsCancelling] = useState(false);

  const cancel = async () => {
    setIsCancelling(true);
    await platform.signOut();
    setIsCancelling(false);
  };

  const cancelButton = (
    <Button variant="secondary" onClick={() => void cancel()} isBusy={isCancelling} busyLabel="Signing Out..." disabled={isLeaving}>
      Cancel
    </Button>
  );

  if (isRecovering) {
    return (
      <FormCard
        title="Use a Recovery Code"
        subtitle="Enter one of the recovery codes you saved when you turned on two-factor sign-in. Each code works once."
      >
        <Form
          form={recoveryForm}
          aria-label="Use a Recovery Code"
          onSubmit={(values) => redeemRecoveryCode(platform.supabase, values)}
          onSuccess={() => setIsLeaving(true)}
          isBusy={isLeaving}
          submitLabel="Continue"
          busyLabel="Checking..."
          actions={cancelButton}
        >
          <FormTextField
            form={recoveryForm}
            name="recoveryCode"
            label="Recovery Code"
            autoComplete="off"
            spellCheck={false}
            autoFocus
            maxLength={40}
            hint="Two-factor sign-in is then turned off: set up your authenticator again from My Account."
            rules={{ validate: (v: string) => v.trim() !== '' || 'Enter a recovery code.' }}
          />
        </Form>
        <FormLinks>
          <span>
            <Button variant="ghost" size="sm" onClick={() => setIsRecovering(false)}>
              Use my authenticator app instead
            </Button>
          </span>
          <span>No recovery code? Your advisor can remove the lost authenticator once they have checked it is you.</span>
        </FormLinks>
      </FormCard>
    );
  }

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
        actions={cancelButton}
      >
        <FormCodeField form={form} name="code" autoFocus />
      </Form>
      <FormLinks>
        <span>
          <Button variant="ghost" size="sm" onClick={() => setIsRecovering(true)} disabled={isLeaving}>
            Lost your authenticator app? Use a recovery code
          </Button>
        </span>
      </FormLinks>
    </FormCard>
  );
}
