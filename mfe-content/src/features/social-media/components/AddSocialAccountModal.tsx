import { usePlatform } from 'shared-ui';
import { Form, useForm } from 'shared-ui/forms';
import { Modal } from 'shared-ui/overlays';
import { useAddSocialAccountMutation } from '../api/social-accounts-api';
import { EMPTY_SOCIAL_ACCOUNT, toSocialAccountRow, type SocialAccountDraft } from '../social-account-rules';
import { SocialAccountFields } from './SocialAccountFields';

export function AddSocialAccountModal({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { toast } = usePlatform();
  const [addAccount] = useAddSocialAccountMutation();
  const form = useForm<SocialAccountDraft>({ defaultValues: EMPTY_SOCIAL_ACCOUNT });
  const close = () => {
    form.reset(EMPTY_SOCIAL_ACCOUNT);
    onClose();
  };
  return (
    <Modal isOpen={isOpen} onClose={close} title="Add Social Media Account" closeOnBackdropClick>
      <Form
        form={form}
        aria-label="Add Social Media Account"
        submitLabel="Add Account"
        busyLabel="Adding..."
        onSubmit={(draft) => addAccount(toSocialAccountRow(draft)).unwrap()}
        onSuccess={() => {
          toast.success('Account added successfully!');
          close();
        }}
        onCancel={close}
      >
        <SocialAccountFields form={form} />
      </Form>
    </Modal>
  );
}
