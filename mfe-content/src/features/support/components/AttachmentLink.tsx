import { formatBytes } from 'shared-ui/upload';
import type { Attachment } from 'shared-ui/chat';
import { useGetAttachmentUrlQuery } from '../api/support-api';

/** A file of a message: opens through a signed URL of the private chat-attachments bucket. */
export function AttachmentLink({ file }: { file: Attachment }) {
  const url = useGetAttachmentUrlQuery(file.path);
  const label = `${file.name} (${formatBytes(file.size)})`;
  if (!url.data) return <span>{label}</span>;
  return (
    <a href={url.data} target="_blank" rel="noopener noreferrer">
      {label}
    </a>
  );
}
