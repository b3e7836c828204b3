import { useState } from 'react';
import { Form, FormCheckbox, FormSelect, FormTextArea, FormTextField, useForm } from 'shared-ui/forms';
import { Modal } from 'shared-ui/overlays';
import { FileInput, objectPath, useUpload } from 'shared-ui/upload';
import { DEFAULT_AUTOMATION_TYPE, DEFAULT_EMOJI, isImageEmoji, isImageFile, PRESET_EMOJIS, resolveEmoji } from '../automation-rules';
import { useAddAutomationMutation, useUpdateAutomationMutation, type Automation } from '../api/automations-api';

/** The form's values: the automation's own columns, empty text for null (the files are chosen beside the form). */
type AutomationValues = Record<keyof Pick<Automation, 'name' | 'type' | 'emoji' | 'description' | 'notes'>, string> &
  Pick<Automation, 'is_notification' | 'is_auto_sync'>;

const CUSTOM = 'custom';
const EMOJI_OPTIONS = [{ value: CUSTOM, label: 'Custom emoji/image' }, ...PRESET_EMOJIS.map((e) => ({ value: e, label: e }))];

function valuesOf(automation: Automation | null): AutomationValues {
  if (!automation) {
    return {
      name: '',
      type: DEFAULT_AUTOMATION_TYPE,
      emoji: DEFAULT_EMOJI,
      description: '',
      notes: '',
      is_notification: false,
      is_auto_sync: false,
    };
  }
  return {
    name: automation.name ?? '',
    type: automation.type ?? DEFAULT_AUTOMATION_TYPE,
    emoji: isImageEmoji(automation.emoji) ? CUSTOM : automation.emoji || DEFAULT_EMOJI,
    description: automation.description ?? '',
    notes: automation.notes ?? '',
    is_notification: automation.is_notification,
    is_auto_sync: automation.is_auto_sync,
  };
}

/** Add/Edit Automation (spec 1, max-w-lg): a custom emoji upload wins over the preset; files must be images. */
export function AutomationFormModal({
  automation,
  isOpen,
  onClose,
}: {
  automation: Automation | null;
  isOpen: boolean;
  onClose: () => void;
}) {
  const [create] = useAddAutomationMutation();
  const [update] = useUpdateAutomationMutation();
  const emojiUpload = useUpload();
  const fileUpload = useUpload();
  const [emojiFile, setEmojiFile] = useState<File | null>(null);
  const [imageFile, setImageFile] = useState<File | null>(null);
  const form = useForm<AutomationValues>({ values: valuesOf(automation) });

  const close = () => {
    setEmojiFile(null);
    setImageFile(null);
    onClose();
  };

  // FileInput refuses anything but images on pick (spec 1: files must be images), with its message.
  const pick = (slot: 'emoji' | 'image', files: File[]) => {
    const file = files.find(isImageFile) ?? null;
    (slot === 'emoji' ? setEmojiFile : setImageFile)(file);
  };

  const save = async (values: AutomationValues) => {
    const uploadedEmoji = emojiFile
      ? (
          await emojiUpload.upload(emojiFile, {
            bucket: 'business-documents',
            path: objectPath('emojis', emojiFile.name),
            accept: 'image/*',
          })
        ).path
      : null;
    const keptEmoji =
      values.emoji === CUSTOM ? (automation && isImageEmoji(automation.emoji) ? automation.emoji : DEFAULT_EMOJI) : values.emoji;
    const imagePath = imageFile
      ? (
          await fileUpload.upload(imageFile, {
            bucket: 'business-documents',
            path: objectPath('automations', imageFile.name),
            accept: 'image/*',
          })
        ).path
      : (automation?.automation_file_url ?? null);
    const changes = {
      name: values.name.trim() || null,
      type: values.type.trim() || DEFAULT_AUTOMATION_TYPE,
      description: values.description || null,
      notes: values.notes || null,
      is_notification: values.is_notification,
      is_auto_sync: values.is_auto_sync,
      emoji: resolveEmoji(keptEmoji, uploadedEmoji),
      automation_file_url: imagePath,
    };
    return automation ? update({ id: automation.id, changes }).unwrap() : create({ ...changes, status: 'active' }).unwrap();
  };

  return (
    <Modal isOpen={isOpen} onClose={close} title={automation ? 'Edit Automation' : 'Add Automation'} size="md">
      <Form
        form={form}
        aria-label={automation ? 'Edit Automation' : 'Add Automation'}
        submitLabel={automation ? 'Update' : 'Add'}
        busyLabel="Saving..."
        onSubmit={save}
        onSuccess={close}
        onCancel={close}
      >
        <FormTextField form={form} name="name" label="Name" />
        <FormTextField form={form} name="type" label="Type" />
        <FormSelect form={form} name="emoji" label="Emoji" options={EMOJI_OPTIONS} />
        <FileInput
          label="Custom Emoji/Image"
          bucket="business-documents"
          accept="image/*"
          files={emojiFile ? [emojiFile] : []}
          onFilesChange={(files) => pick('emoji', files)}
        />
        <FormTextArea form={form} name="description" label="Description (HTML allowed)" rows={4} />
        <FormTextArea form={form} name="notes" label="Notes (HTML allowed)" rows={3} />
        <FileInput
          label="Automation Image/File"
          bucket="business-documents"
          accept="image/*"
          files={imageFile ? [imageFile] : []}
          onFilesChange={(files) => pick('image', files)}
          hint={automation?.automation_file_url ? 'Optional: leave empty to keep the current image.' : undefined}
        />
        <FormCheckbox form={form} name="is_notification" label="Enable notifications" />
        <FormCheckbox form={form} name="is_auto_sync" label="Auto-sync data" />
      </Form>
    </Modal>
  );
}
