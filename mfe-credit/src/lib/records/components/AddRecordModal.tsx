import { usePlatform } from 'shared-ui';
import { Form, useForm } from 'shared-ui/forms';
import { Modal } from 'shared-ui/overlays';
import { useCreateRecordMutation } from '../api/records-api';
import type { RecordKind } from '../record-kinds';
import { emptyRecordForm, recordValues, type RecordFormValues } from './record-form';
import { RecordFields } from './RecordFields';

/** Creates a receivable or purchase order; documents are added on its card afterwards. */
export function AddRecordModal({ kind, onClose }: { kind: RecordKind; onClose: () => void }) {
  const platform = usePlatform();
  const [createRecord] = useCreateRecordMutation();
  const form = useForm<RecordFormValues>({ defaultValues: emptyRecordForm(kind) });
  const handleSubmit = async (values: RecordFormValues) => {
    await createRecord({ key: kind.key, values: recordValues(values) }).unwrap();
    platform.toast.success(kind.messages.created);
    onClose();
  };
  return (
    <Modal isOpen onClose={onClose} title={kind.addLabel}>
      <Form form={form} onSubmit={handleSubmit} submitLabel={kind.addLabel} busyLabel="Saving..." onCancel={onClose}>
        <RecordFields form={form} kind={kind} />
      </Form>
    </Modal>
  );
}
