import { usePlatform } from 'shared-ui';
import { Form, useForm } from 'shared-ui/forms';
import { useUpdateCardMutation } from '../api/cards-api';
import { cardValues, cardWrite, type CardFormValues, type CardKind, type CreditCardRecord } from '../card-kinds';
import { CardFields } from './CardFields';

/** A card's edit mode: the kind's editable fields; Save applies, Cancel discards. */
export function CardEditForm({ kind, card, onDone }: { kind: CardKind; card: CreditCardRecord; onDone: () => void }) {
  const platform = usePlatform();
  const [updateCard] = useUpdateCardMutation();
  const form = useForm<CardFormValues>({ defaultValues: cardValues(card, kind.editFields) });
  const handleSubmit = async (values: CardFormValues) => {
    await updateCard({ id: card.id, ...cardWrite(kind.table, values, kind.editFields) }).unwrap();
    platform.toast.success(kind.messages.updated);
    onDone();
  };
  return (
    <Form form={form} onSubmit={handleSubmit} submitLabel="Save" busyLabel="Saving..." onCancel={onDone} aria-label={`Edit ${card.issuer}`}>
      <CardFields form={form} fields={kind.editFields} />
    </Form>
  );
}
