import { usePlatform } from 'shared-ui';
import { Form, FormTextField, useForm } from 'shared-ui/forms';
import { Modal } from 'shared-ui/overlays';
import { foreign } from '../../../lib/links';
import { useInviteClientMutation } from '../api/invitations-api';

interface InviteValues {
  email: string;
  name: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const INVITATION_SENT = (email: string) => `Invitation sent to ${email}.`;

/**
 * "Invite Client": the client's e-mail address (and name). The auth server e-mails them a link; following it they
 * choose a password on the portal and are signed in. Until then the invitation shows as pending.
 */
export function InviteClientDialog({ onClose }: { onClose: () => void }) {
  const platform = usePlatform();
  const [invite] = useInviteClientMutation();
  const form = useForm<InviteValues>({ defaultValues: { email: '', name: '' } });
  const redirectTo = `${window.location.origin}${foreign(platform, 'update-password')}`;
  return (
    <Modal isOpen title="Invite Client" onClose={onClose}>
      <Form
        form={form}
        aria-label="Invite Client"
        submitLabel="Send Invitation"
        busyLabel="Sending..."
        onSubmit={(values) => invite({ ...values, redirectTo }).unwrap()}
        onSuccess={(_, values) => {
          platform.toast.success(INVITATION_SENT(values.email.trim()));
          onClose();
        }}
        onCancel={onClose}
      >
        <FormTextField
          form={form}
          name="email"
          label="Email"
          type="email"
          autoComplete="off"
          data-autofocus=""
          hint="The client gets a link to choose their password."
          rules={{
            required: 'Email is required',
            validate: (v: string) => EMAIL.test(v.trim()) || 'Please enter a valid e-mail address.',
          }}
        />
        <FormTextField form={form} name="name" label="Name" autoComplete="off" maxLength={200} />
      </Form>
    </Modal>
  );
}
