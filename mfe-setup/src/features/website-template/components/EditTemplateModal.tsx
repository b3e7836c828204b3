import styled from 'styled-components';
import { Form, FormTextArea, useForm } from 'shared-ui/forms';
import { Modal } from 'shared-ui/overlays';

const Code = styled.div`
  textarea {
    min-height: 320px;
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

export interface EditTemplateModalProps {
  html: string;
  onClose: () => void;
  /** Saves the HTML; rejects with the mutation's error (the modal keeps the text). */
  onSave: (html: string) => Promise<unknown>;
}

/** Edit Template: the HTML in a textarea, Save and Cancel. Render only while open (it starts from `html`). */
export function EditTemplateModal({ html, onClose, onSave }: EditTemplateModalProps) {
  const form = useForm<{ html: string }>({ defaultValues: { html } });
  return (
    <Modal isOpen onClose={onClose} title="Edit Template" size="xl" closeOnBackdropClick={false}>
      <Form
        form={form}
        aria-label="Edit Template"
        onSubmit={(values) => onSave(values.html)}
        onSuccess={onClose}
        submitLabel="Save"
        busyLabel="Saving..."
        onCancel={onClose}
      >
        <Code>
          <FormTextArea
            form={form}
            name="html"
            label="HTML"
            spellCheck={false}
            hint="Scripts never run: the template is shown in a sandboxed frame."
            data-autofocus=""
          />
        </Code>
      </Form>
    </Modal>
  );
}
