import { usePlatform } from 'shared-ui';
import { Form, FormRadioGroup, FormTextArea, FormTextField, useForm } from 'shared-ui/forms';
import { Modal } from 'shared-ui/overlays';
import { useRequestAutomationMutation, type AutomationRequest } from '../api/automation-requests-api';
import { REQUEST_PRIORITIES } from '../automation-rules';

/** The form's values: the request's own columns, empty text for none. */
type RequestValues = Record<keyof Pick<AutomationRequest, 'type' | 'description' | 'priority'>, string>;

const EMPTY: RequestValues = { type: '', description: '', priority: '' };

/** "Request New Automation" (spec 1): nothing is required, not even the priority. */
export function RequestAutomationModal({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { toast } = usePlatform();
  const [request] = useRequestAutomationMutation();
  const form = useForm<RequestValues>({ defaultValues: EMPTY });
  const close = () => {
    form.reset(EMPTY);
    onClose();
  };
  return (
    <Modal isOpen={isOpen} onClose={close} title="Request New Automation">
      <Form
        form={form}
        aria-label="Request New Automation"
        submitLabel="Submit Request"
        busyLabel="Submitting..."
        onSubmit={(v) =>
          request({ type: v.type.trim() || null, description: v.description.trim() || null, priority: v.priority || null }).unwrap()
        }
        onSuccess={() => {
          toast.success('Request submitted');
          close();
        }}
        onCancel={close}
      >
        <FormTextField form={form} name="type" label="Automation Type" />
        <FormTextArea form={form} name="description" label="Description" rows={4} />
        <FormRadioGroup form={form} name="priority" label="Priority Level" options={REQUEST_PRIORITIES} />
      </Form>
    </Modal>
  );
}
