import { usePlatform } from 'shared-ui';
import { Form, useForm } from 'shared-ui/forms';
import { Modal } from 'shared-ui/overlays';
import { useAddCardMutation } from '../api/cards-api';
import { cardWrite, type CardFormValues, type CardKind } from '../card-kinds';
import { CardFields } from './CardFields';

/** The add form of a card screen; closes and toasts the spec's message once the card is stored. */
export function AddCardModal({ kind, onClose }: { kind: CardKind; onClose: () => void }) {
  const platform = usePlatform();
  const [addCard] = useAddCardMutation();
  const form = useForm<CardFormValues>({ defaultValues: Object.fromEntries(kind.addFields.map((f) => [f, ''])) });
  const handleSubmit = async (values: CardFormValues) => {
    await addCard(cardWrite(kind.table, values, kind.addFields)).unwrap();
    platform.toast.success(kind.messages.added);
    onClose();
  };
  return (
    <Modal isOpen onClose={onClose} title={kind.addLabel} size="lg">
      <Form form={form} onSubmit={handleSubmit} submitLabel={kind.addLabel} busyLabel="Adding..." onCancel={onClose}>
        <CardFields form={form} fields={kind.addFields} />
      </Form>
    </Modal>
  );
}
