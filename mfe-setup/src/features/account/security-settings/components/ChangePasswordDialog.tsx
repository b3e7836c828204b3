import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, PasswordField, usePlatform } from 'shared-ui';
import { Modal } from 'shared-ui/overlays';
import { changePassword } from '../change-password';
import { PASSWORD_CHANGED, PASSWORDS_DIFFER, PASSWORD_MIN_LENGTH, passwordChangeProblem } from '../password-rules';

const Fields = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Banner = styled.div`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.dangerHover};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const FORM_ID = 'change-password-form';

export interface ChangePasswordDialogProps {
  isOpen: boolean;
  onClose: () => void;
}

/**
 * Current, New and Confirm New Password. Submit stays disabled until the rules hold; "Updating..."
 * while the auth server checks the current password; a red banner on failure (what was typed stays);
 * "Password changed successfully" and the dialog closes on success.
 */
export function ChangePasswordDialog({ isOpen, onClose }: ChangePasswordDialogProps) {
  const platform = usePlatform();
  const [values, setValues] = useState({ currentPassword: '', newPassword: '', confirmPassword: '' });
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const problem = passwordChangeProblem(values);
  const mismatch = values.confirmPassword !== '' && values.newPassword !== values.confirmPassword;
  const tooShort = values.newPassword !== '' && values.newPassword.length < PASSWORD_MIN_LENGTH;

  const set = (key: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));
  const close = () => {
    setValues({ currentPassword: '', newPassword: '', confirmPassword: '' });
    setError(null);
    onClose();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (problem || isBusy) return;
    setIsBusy(true);
    setError(null);
    const failure = await changePassword(platform.supabase, values.currentPassword, values.newPassword);
    setIsBusy(false);
    if (failure) {
      setError(failure);
      return;
    }
    platform.toast.success(PASSWORD_CHANGED);
    close();
  };

  return (
    <Modal
      isOpen={isOpen}
      onClose={close}
      title="Change Password"
      isDismissable={!isBusy}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={isBusy}>Cancel</Button>
          <Button type="submit" form={FORM_ID} disabled={problem !== null} isBusy={isBusy} busyLabel="Updating...">
            Update Password
          </Button>
        </>
      }
    >
      <Fields id={FORM_ID} aria-label="Change Password" onSubmit={(e) => void onSubmit(e)} noValidate>
        {error && <Banner role="alert">{error}</Banner>}
        <PasswordField label="Current Password" name="current-password" autoComplete="current-password" required
          value={values.currentPassword} onChange={set('currentPassword')} data-autofocus="" />
        <PasswordField label="New Password" name="new-password" autoComplete="new-password" required
          hint={`At least ${PASSWORD_MIN_LENGTH} characters`} error={tooShort ? `Password must be at least ${PASSWORD_MIN_LENGTH} characters` : undefined}
          value={values.newPassword} onChange={set('newPassword')} />
        <PasswordField label="Confirm New Password" name="confirm-password" autoComplete="new-password" required
          error={mismatch ? PASSWORDS_DIFFER : undefined} value={values.confirmPassword} onChange={set('confirmPassword')} />
      </Fields>
    </Modal>
  );
}
