import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, TextArea } from 'shared-ui';
import { Modal } from 'shared-ui/overlays';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  textarea { min-height: 320px; font-family: ${({ theme }) => theme.fonts.mono}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
`;

const Banner = styled.div`
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.dangerHover};
`;

const FORM_ID = 'edit-website-template';

export interface EditTemplateModalProps {
  html: string;
  onClose: () => void;
  /** Saves the HTML; rejects with a message (the modal keeps the text). */
  onSave: (html: string) => Promise<void>;
}

/** Edit Template: the HTML in a textarea, Save and Cancel. Render only while open (it starts from `html`). */
export function EditTemplateModal({ html, onClose, onSave }: EditTemplateModalProps) {
  const [value, setValue] = useState(html);
  const [isBusy, setIsBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isBusy) return;
    setIsBusy(true);
    setFailure(null);
    try {
      await onSave(value);
      onClose();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      setIsBusy(false);
    }
  };

  return (
    <Modal
      isOpen
      onClose={onClose}
      title="Edit Template"
      size="xl"
      isDismissable={!isBusy}
      closeOnBackdropClick={false}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isBusy}>Cancel</Button>
          <Button type="submit" form={FORM_ID} isBusy={isBusy} busyLabel="Saving...">Save</Button>
        </>
      }
    >
      <Form id={FORM_ID} aria-label="Edit Template" onSubmit={(e) => void onSubmit(e)}>
        <TextArea label="HTML" name="html" value={value} onChange={(e) => setValue(e.target.value)} spellCheck={false}
          hint="Scripts never run: the template is shown in a sandboxed frame." data-autofocus="" />
        {failure && <Banner role="alert">{failure}</Banner>}
      </Form>
    </Modal>
  );
}
