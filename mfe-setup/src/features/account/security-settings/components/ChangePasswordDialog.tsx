import { usePlatform } from 'shared-ui';
import { Form, FormPasswordField, useForm } from 'shared-ui/forms';
import { Modal } from 'shared-ui/overlays';
import { changePassword } from '../change-password';
import {
  PASSWORD_CHANGED,
  PASSWORDS_DIFFER,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_SHORT,
  passwordChangeProblem,
  type PasswordChange,
} from '../password-rules';

const EMPTY: PasswordChange = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Current, New and Confirm New Password. Submit stays disabled until the rules hold (spec); "Updating..."
 * while the auth server checks the current password; the failure in the form's alert (what was typed stays);
 * "Password changed successfully" and the dialog closes on success.
 */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const platform = usePlatform();
  const form = useForm<PasswordChange>({ defaultValues: EMPTY, mode: 'onChange' });
  return (
    <Modal isOpen onClose={onClose} title="Change Password">
      <Form
        form={form}
        aria-label="Change Password"
        submitLabel="Update Password"
        busyLabel="Updating..."
        canSubmit={(values) => passwordChangeProblem(values) === null}
        onSubmit={(values) => changePassword(platform.supabase, values.currentPassword, values.newPassword)}
        onSuccess={() => {
          platform.toast.success(PASSWORD_CHANGED);
          onClose();
        }}
        onCancel={onClose}
      >
        <FormPasswordField
          form={form}
          name="currentPassword"
          label="Current Password"
          autoComplete="current-password"
          data-autofocus=""
          rules={{ required: true }}
        />
        <FormPasswordField
          form={form}
          name="newPassword"
          label="New Password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
          rules={{ required: true, validate: (v) => v === '' || v.length >= PASSWORD_MIN_LENGTH || PASSWORD_TOO_SHORT }}
        />
        <FormPasswordField
          form={form}
          name="confirmPassword"
          label="Confirm New Password"
          autoComplete="new-password"
          rules={{ required: true, deps: ['newPassword'], validate: (v, all) => v === '' || v === all.newPassword || PASSWORDS_DIFFER }}
        />
      </Form>
    </Modal>
  );
}
