import { Modal } from 'shared-ui/overlays';
import { Form, FormSelect, FormTextArea, FormTextField, useForm } from 'shared-ui/forms';
import { useAddActivityMutation, useUpdateActivityMutation, type ActivityValues } from '../api/activities-api';
import { ACTIVITY_STATUSES, canSaveActivity, checkActivityStatus, STATUS_LABELS, type Activity } from '../activity';

interface Values {
  title: string;
  notes: string;
  /** Any status of the list may be chosen; the status rule accepts only completed or in-progress. */
  status: string;
}

export interface ActivityDialogProps {
  /** null: add; an activity: edit it. */
  activity: Activity | null;
  onClose: () => void;
}

const OPTIONS = ACTIVITY_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }));

/**
 * Add (or edit) an activity: title, notes, status (new default in-progress), persisted. An empty title
 * silently does nothing; a status other than completed or in-progress shows the spec's message.
 */
export function ActivityDialog({ activity, onClose }: ActivityDialogProps) {
  const [add] = useAddActivityMutation();
  const [update] = useUpdateActivityMutation();
  const form = useForm<Values>({
    defaultValues: { title: activity?.title ?? '', notes: activity?.notes ?? '', status: activity?.status ?? 'in-progress' },
  });
  const title = activity ? 'Edit Activity' : 'Add Activity';

  const handleSubmit = async (values: Values) => {
    if (!canSaveActivity(values.title)) return null;
    const row = { title: values.title.trim(), notes: values.notes, status: values.status } as ActivityValues;
    return activity ? update({ id: activity.id, ...row }).unwrap() : add(row).unwrap();
  };

  return (
    <Modal isOpen onClose={onClose} title={title}>
      <Form
        form={form}
        aria-label={title}
        onSubmit={handleSubmit}
        onSuccess={(saved) => {
          if (saved) onClose();
        }}
        submitLabel={activity ? 'Save Activity' : 'Add Activity'}
        busyLabel="Saving..."
        onCancel={onClose}
      >
        <FormTextField form={form} name="title" label="Title" autoFocus />
        <FormTextArea form={form} name="notes" label="Notes" rows={3} />
        <FormSelect
          form={form}
          name="status"
          label="Status"
          options={OPTIONS}
          rules={{ validate: (value: string) => checkActivityStatus(value) ?? true }}
        />
      </Form>
    </Modal>
  );
}
