import { useState } from 'react';
import { Badge, Button, Card, CardBody, DescriptionList, type FocusedRecordMark, formatDay, formatUsd, usePlatform } from 'shared-ui';
import { Form, useForm } from 'shared-ui/forms';
import { ConfirmDelete } from '../../../components/ConfirmDelete';
import { orDash } from '../../../lib/or-dash';
import { useDeleteRecordMutation, useUpdateRecordMutation } from '../api/records-api';
import { statusDisplay, type DocumentedRecord, type RecordKind } from '../record-kinds';
import { recordForm, recordValues, type RecordFormValues } from './record-form';
import { RecordDocuments } from './RecordDocuments';
import { RecordFields } from './RecordFields';

function RecordEditForm({ kind, record, onDone }: { kind: RecordKind; record: DocumentedRecord; onDone: () => void }) {
  const platform = usePlatform();
  const [updateRecord] = useUpdateRecordMutation();
  const form = useForm<RecordFormValues>({ defaultValues: recordForm(record) });
  const handleSubmit = async (values: RecordFormValues) => {
    await updateRecord({ key: kind.key, id: record.id, values: recordValues(values) }).unwrap();
    platform.toast.success(kind.messages.updated);
    onDone();
  };
  return (
    <Form
      form={form}
      onSubmit={handleSubmit}
      submitLabel="Save"
      busyLabel="Saving..."
      onCancel={onDone}
      aria-label={`Edit ${record.vendor_name}`}
    >
      <RecordFields form={form} kind={kind} />
    </Form>
  );
}

/** One receivable or purchase order: view or edit, delete with confirmation, its documents. */
export function RecordCard({ kind, record, mark }: { kind: RecordKind; record: DocumentedRecord; mark?: FocusedRecordMark }) {
  const [isEditing, setIsEditing] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const [deleteRecord, { isLoading: isDeleting }] = useDeleteRecordMutation();
  const status = statusDisplay(kind, record.status);

  const actions = !isEditing && (
    <>
      <Button size="sm" variant="secondary" onClick={() => setIsEditing(true)} aria-label={`Edit ${record.vendor_name}`}>
        Edit
      </Button>
      <Button size="sm" variant="danger" onClick={() => setIsConfirming(true)} aria-label={`Delete ${record.vendor_name}`}>
        Delete
      </Button>
    </>
  );

  return (
    <Card title={record.vendor_name} actions={actions} {...mark}>
      <CardBody>
        {isEditing ? (
          <RecordEditForm kind={kind} record={record} onDone={() => setIsEditing(false)} />
        ) : (
          <DescriptionList
            items={[
              { term: 'Amount', value: formatUsd(record.amount) },
              { term: kind.dateLabel, value: orDash(record.date && formatDay(record.date)) },
              { term: 'Status', value: <Badge tone={status.tone}>{status.label}</Badge> },
            ]}
          />
        )}
        <RecordDocuments kind={kind} record={record} />
      </CardBody>
      <ConfirmDelete
        isOpen={isConfirming}
        title={`Delete ${kind.noun}?`}
        name={record.vendor_name}
        message={`Are you sure you want to delete the ${kind.noun.toLowerCase()} from "${record.vendor_name}" and its documents? This action cannot be undone.`}
        onDelete={() => deleteRecord({ key: kind.key, record }).unwrap()}
        deletedMessage={kind.messages.deleted}
        isBusy={isDeleting}
        onClose={() => setIsConfirming(false)}
      />
    </Card>
  );
}
