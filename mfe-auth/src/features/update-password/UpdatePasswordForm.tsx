import { useState, type FormEvent } from 'react';
import { Button, PasswordField, TextField, usePlatform } from 'shared-ui';
import { FormAlert } from '../../components/FormAlert';
import { FormStack } from '../../components/FormCard';
import { PASSWORD_CHANGED, PASSWORDS_DIFFER, updatePassword } from './update-password';

/** New and Confirm with show/hide under the account's read-only address (spec 1 sections 4 and 5). */
export function UpdatePasswordForm({ email }: { email: string }) {
  const platform = usePlatform();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (password !== confirm) {
      setError(PASSWORDS_DIFFER);
      return;
    }
    setIsBusy(true);
    setError(null);
    const problem = await updatePassword(platform.supabase, password);
    if (problem) {
      setIsBusy(false);
      setError(problem);
      platform.toast.error(problem);
      return;
    }
    platform.toast.success(PASSWORD_CHANGED);
    // The recovery session has done its job: end it, then sign in with the new password (/signin).
    await platform.signOut();
  };

  return (
    <FormStack onSubmit={(e) => void onSubmit(e)} aria-label="Update Password">
      <TextField label="Email" type="email" name="email" value={email} readOnly autoComplete="username" />
      <PasswordField label="New Password" name="new-password" autoComplete="new-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
      <PasswordField label="Confirm Password" name="confirm-password" autoComplete="new-password" required value={confirm} onChange={(e) => setConfirm(e.target.value)} />
      {error && <FormAlert>{error}</FormAlert>}
      <Button type="submit" fullWidth isBusy={isBusy} busyLabel="Updating">
        Update Password
      </Button>
    </FormStack>
  );
}
