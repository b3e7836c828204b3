import { useState } from 'react';
import { apiError, Button, toApiError, type TablesInsert } from 'shared-ui';
import { Form, FormCheckbox, FormTextArea, FormTextField, useForm } from 'shared-ui/forms';
import { Modal } from 'shared-ui/overlays';
import { FileInput, objectPath, UploadError, useUpload } from 'shared-ui/upload';
import { useAddTrainingVideoMutation, useUpdateTrainingVideoMutation, type TrainingVideo } from '../api/training-videos-api';
import { useAddVideoResourcesMutation, type VideoResource } from '../api/video-resources-api';
import { canSubmitVideo, FILES_REQUIRED, validateVideo } from '../video-rules';
import { ResourceList } from './ResourceList';

/** The form's values: the video's own columns (the files are chosen beside the form). */
type VideoValues = Pick<TrainingVideo, 'title' | 'description' | 'duration' | 'is_downloadable'>;

export interface VideoFormModalProps {
  video: TrainingVideo | null;
  resources: readonly VideoResource[];
  isOpen: boolean;
  onClose: () => void;
}

const rule = (key: 'title' | 'description' | 'duration') => (_: unknown, v: VideoValues) =>
  validateVideo({ ...v, thumbnail: null, video: null }, 'edit')[key] ?? true;

/**
 * Add/Edit training video (spec 1 sections 2 and 5): title, description, duration, downloadable; thumbnail (image)
 * and video (video) required when adding; extra resources (any type, removable before saving). The video goes
 * up resumably with real progress ("Uploading Video..."): a dropped connection or a reload continues.
 */
export function VideoFormModal({ video, resources, isOpen, onClose }: VideoFormModalProps) {
  const [create] = useAddTrainingVideoMutation();
  const [update] = useUpdateTrainingVideoMutation();
  const [addResources] = useAddVideoResourcesMutation();
  const videoUpload = useUpload();
  const fileUpload = useUpload();
  const [thumbnail, setThumbnail] = useState<File | null>(null);
  const [videoFile, setVideoFile] = useState<File | null>(null);
  const [extra, setExtra] = useState<File[]>([]);
  const form = useForm<VideoValues>({
    values: {
      title: video?.title ?? '',
      description: video?.description ?? '',
      duration: video?.duration ?? '',
      is_downloadable: video?.is_downloadable ?? false,
    },
  });
  const mode = video ? 'edit' : 'add';
  const fileErrors = validateVideo(
    { title: 'x', description: 'x', duration: 'x', is_downloadable: false, thumbnail, video: videoFile },
    mode,
  );

  const close = () => {
    setThumbnail(null);
    setVideoFile(null);
    setExtra([]);
    onClose();
  };

  const save = async (values: VideoValues) => {
    // A file refused before sending: an UploadError carries its message to the form's alert.
    if (fileErrors.form) throw new UploadError(400, FILES_REQUIRED, 'InvalidFile');
    if (fileErrors.thumbnail || fileErrors.video) throw new UploadError(400, (fileErrors.thumbnail ?? fileErrors.video)!, 'InvalidFile');
    try {
      const thumbnailPath = thumbnail
        ? (
            await fileUpload.upload(thumbnail, {
              bucket: 'business-documents',
              path: objectPath('training_videos/thumbnails', thumbnail.name),
              accept: 'image/*',
            })
          ).path
        : video!.thumbnail_url;
      const videoPath = videoFile
        ? (
            await videoUpload.upload(videoFile, {
              bucket: 'business-documents',
              path: objectPath('training_videos/videos', videoFile.name),
              accept: 'video/*',
            })
          ).path
        : video!.video_url;
      const changes = {
        title: values.title.trim(),
        description: values.description.trim(),
        duration: values.duration.trim(),
        is_downloadable: values.is_downloadable,
        video_url: videoPath,
        thumbnail_url: thumbnailPath,
      };
      const saved = video ? await update({ id: video.id, changes }).unwrap() : await create(changes).unwrap();
      const uploaded: TablesInsert<'video_resources'>[] = [];
      for (const file of extra) {
        const { path } = await fileUpload.upload(file, {
          bucket: 'business-documents',
          path: objectPath('training_videos/resources', file.name),
        });
        uploaded.push({ video_id: saved.id, name: file.name, url: path });
      }
      if (uploaded.length > 0) await addResources(uploaded).unwrap();
      return saved;
    } catch (error) {
      // Shown once, in the form's alert (the save endpoints say their caller shows failures).
      const message = (error as { message?: string })?.message || 'Something went wrong.';
      throw apiError({ status: toApiError(error).status, message: `Failed to upload video: ${message}` });
    }
  };

  const isVideoUploading = videoUpload.status === 'uploading' || videoUpload.status === 'checking';
  return (
    <Modal
      isOpen={isOpen}
      onClose={close}
      title={video ? 'Edit Training Video' : 'Add Training Video'}
      size="lg"
      isDismissable={!isVideoUploading}
    >
      <Form
        form={form}
        aria-label={video ? 'Edit Training Video' : 'Add Training Video'}
        submitLabel={video ? 'Update Video' : 'Add Video'}
        busyLabel={isVideoUploading ? 'Uploading Video...' : 'Saving...'}
        onSubmit={save}
        onSuccess={close}
        canSubmit={(values) => canSubmitVideo({ ...values, thumbnail, video: videoFile }, mode, false)}
        actions={
          <Button variant="secondary" onClick={isVideoUploading ? videoUpload.cancel : close}>
            {isVideoUploading ? 'Cancel upload' : 'Cancel'}
          </Button>
        }
      >
        <FormTextField form={form} name="title" label="Title" rules={{ required: 'Title is required', validate: rule('title') }} />
        <FormTextArea
          form={form}
          name="description"
          label="Description"
          rows={3}
          rules={{ required: 'Description is required', validate: rule('description') }}
        />
        <FormTextField
          form={form}
          name="duration"
          label="Duration"
          placeholder="10:30"
          rules={{ required: 'Duration is required', validate: rule('duration') }}
        />
        <FormCheckbox form={form} name="is_downloadable" label="Downloadable" />
        <FileInput
          label="Thumbnail"
          bucket="business-documents"
          accept="image/*"
          hint={video ? 'Optional: leave empty to keep the current thumbnail.' : 'An image.'}
          files={thumbnail ? [thumbnail] : []}
          onFilesChange={(files) => setThumbnail(files[0] ?? null)}
        />
        <FileInput
          label="Video file"
          bucket="business-documents"
          accept="video/*"
          hint={
            video
              ? 'Optional: leave empty to keep the current video.'
              : 'A video; large files upload in parts and resume after a dropped connection.'
          }
          files={videoFile ? [videoFile] : []}
          onFilesChange={(files) => setVideoFile(files[0] ?? null)}
          progress={videoFile && videoUpload.status !== 'idle' ? Math.round(videoUpload.progress * 100) : undefined}
          progressLabel="Video upload progress"
        />
        <FileInput
          label="Resource files"
          bucket="business-documents"
          isMultiple
          hint="Any type; remove a file before saving to leave it out."
          files={extra}
          onFilesChange={setExtra}
        />
        {video && <ResourceList resources={resources} canDelete />}
      </Form>
    </Modal>
  );
}
