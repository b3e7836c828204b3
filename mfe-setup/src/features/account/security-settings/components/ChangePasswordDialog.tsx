import { useState } from 'react';
import styled from 'styled-components';
import { Button, usePlatform, useSession } from 'shared-ui';
import { Form, FormAlert, FormPasswordField, FormTextField, useForm } from 'shared-ui/forms';
import { Modal } from 'shared-ui/overlays';
import { changePassword, needsReauthentication, sendReauthenticationCode } from '../change-password';
import {
  CODE_RESENT,
  CODE_SENT,
  PASSWORD_CHANGED,
  PASSWORDS_DIFFER,
  PASSWORD_MIN_LENGTH,
  emailedCodeProblem,
  newPasswordProblem,
  passwordChangeProblem,
  type PasswordChange,
} from '../password-rules';

const EMPTY: PasswordChange = { newPassword: '', confirmPassword: '' };

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * New and Confirm New Password. Submit stays disabled until the rules the auth server holds are met (and the spec's
 * matching confirmation); "Updating..." while the server answers; a failure on its field or in the form's alert (what
 * was typed stays); "Password changed successfully" and the dialog closes on success. When the server asks for
 * reauthentication (secure password change, a session older than 24 hours), the dialog has a code e-mailed
 * (`auth.reauthenticate()`) and asks for it, then sends the change again with the code as `nonce`. No current
 * password: the server checks none (password-rules.ts).
 */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const platform = usePlatform();
  const [pending, setPending] = useState<PasswordChange | null>(null);
  const done = () => {
    platform.toast.success(PASSWORD_CHANGED);
    onClose();
  };
  return (
    <Modal isOpen onClose={onClose} title="Change Password">
      {pending ? (
        <EmailedCodeStep change={pending} onDone={done} onCancel={onClose} />
      ) : (
        <PasswordStep onDone={done} onCodeSent={setPending} onCancel={onClose} />
      )}
    </Modal>
  );
}

type Outcome = 'changed' | 'code-sent';

function PasswordStep({
  onDone,
  onCodeSent,
  onCancel,
}: {
  onDone: () => void;
  onCodeSent: (change: PasswordChange) => void;
  onCancel: () => void;
}) {
  const { supabase } = usePlatform();
  const form = useForm<PasswordChange>({ defaultValues: EMPTY, mode: 'onChange' });
  const submit = async (values: PasswordChange): Promise<Outcome> => {
    try {
      await changePassword(supabase, values.newPassword);
      return 'changed';
    } catch (error) {
      if (!needsReauthentication(error)) throw error;
      await sendReauthenticationCode(supabase);
      return 'code-sent';
    }
  };
  return (
    <Form
      form={form}
      aria-label="Change Password"
      submitLabel="Update Password"
      busyLabel="Updating..."
      canSubmit={(values) => passwordChangeProblem(values) === null}
      onSubmit={submit}
      onSuccess={(outcome, values) => (outcome === 'changed' ? onDone() : onCodeSent(values))}
      onCancel={onCancel}
    >
      <FormPasswordField
        form={form}
        name="newPassword"
        label="New Password"
        autoComplete="new-password"
        data-autofocus=""
        hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
        rules={{ required: true, validate: (v: string) => v === '' || (newPasswordProblem(v) ?? true) }}
      />
      <FormPasswordField
        form={form}
        name="confirmPassword"
        label="Confirm New Password"
        autoComplete="new-password"
        rules={{ required: true, deps: ['newPassword'], validate: (v, all) => v === '' || v === all.newPassword || PASSWORDS_DIFFER }}
      />
    </Form>
  );
}

interface CodeValues {
  nonce: string;
}

/** The code the auth server e-mailed (6 digits, GoTrue's `otp_length`), with "Send a new code". */
function EmailedCodeStep({ change, onDone, onCancel }: { change: PasswordChange; onDone: () => void; onCancel: () => void }) {
  const { supabase } = usePlatform();
  const { user } = useSession();
  const form = useForm<CodeValues>({ defaultValues: { nonce: '' } });
  const [resend, setResend] = useState<{ busy: boolean; sent?: boolean; message?: string }>({ busy: false });

  const sendAgain = async () => {
    setResend({ busy: true });
    try {
      await sendReauthenticationCode(supabase);
      setResend({ busy: false, sent: true, message: CODE_RESENT });
    } catch (error) {
      setResend({ busy: false, sent: false, message: (error as { message?: string }).message });
    }
  };

  return (
    <Form
      form={form}
      aria-label="Confirm with the e-mailed code"
      submitLabel="Update Password"
      busyLabel="Updating..."
      onSubmit={(values) => changePassword(supabase, change.newPassword, values.nonce)}
      onSuccess={onDone}
      onCancel={onCancel}
      actions={
        <Button variant="ghost" isBusy={resend.busy} busyLabel="Sending..." onClick={() => void sendAgain()}>
          Send a new code
        </Button>
      }
    >
      <Muted id="emailed-code-hint">{CODE_SENT(user?.email ?? 'your e-mail address')}</Muted>
      <FormTextField
        form={form}
        name="nonce"
        label="Code from the e-mail"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={12}
        data-autofocus=""
        rules={{ validate: (v: string) => emailedCodeProblem(v) ?? true }}
      />
      {resend.message && <FormAlert tone={resend.sent ? 'success' : 'error'}>{resend.message}</FormAlert>}
    </Form>
  );
}
