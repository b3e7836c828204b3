import { useState } from 'react';
import { TextField, toApiError, usePlatform } from 'shared-ui';
import { Form, FormPasswordField, useForm } from 'shared-ui/forms';
import { requiredRule } from '../../lib/auth-rules';
import { INVITE_PASSWORD_SET, PASSWORD_CHANGED, PASSWORDS_DIFFER, updatePassword } from './update-password';
import type { LinkKind } from '../../lib/session-claims';

interface UpdatePasswordValues {
  password: string;
  confirm: string;
}

/**
 * New and Confirm with show/hide under the account's read-only address (spec 1 sections 4 and 5). After a reset
 * link the session ends and /signin opens; after an invitation the client stays signed in and the portal opens.
 */
export function UpdatePasswordForm({ email, kind = 'recovery' }: { email: string; kind?: LinkKind }) {
  const platform = usePlatform();
  const form = useForm<UpdatePasswordValues>({ defaultValues: { password: '', confirm: '' } });
  // After the change the form stays busy while the recovery session ends and /signin opens.
  const [isLeaving, setIsLeaving] = useState(false);

  const onSubmit = async ({ password }: UpdatePasswordValues) => {
    try {
      await updatePassword(platform.supabase, password);
    } catch (caught) {
      // The spec's failure: the message on the page (the form shows it) and in a toast.
      platform.toast.error(toApiError(caught).message);
      throw caught;
    }
  };
  const onSuccess = () => {
    setIsLeaving(true);
    if (kind === 'invite') {
      platform.toast.success(INVITE_PASSWORD_SET);
      platform.navigate('/', { replace: true });
      return;
    }
    platform.toast.success(PASSWORD_CHANGED);
    // The recovery session has done its job: end it, then sign in with the new password (/signin).
    void platform.signOut();
  };

  return (
    <Form
      form={form}
      aria-label="Update Password"
      onSubmit={onSubmit}
      onSuccess={onSuccess}
      isBusy={isLeaving}
      submitLabel="Update Password"
      busyLabel="Updating"
      fullWidthSubmit
    >
      <TextField label="Email" type="email" name="email" value={email} readOnly autoComplete="username" />
      <FormPasswordField
        form={form}
        name="password"
        label="New Password"
        autoComplete="new-password"
        rules={requiredRule('New Password')}
      />
      <FormPasswordField
        form={form}
        name="confirm"
        label="Confirm Password"
        autoComplete="new-password"
        rules={{ ...requiredRule('Confirm Password'), validate: (confirm, values) => confirm === values.password || PASSWORDS_DIFFER }}
      />
    </Form>
  );
}
