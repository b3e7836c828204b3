import { formatBytes } from 'shared-ui/upload';
import type { Attachment } from './chat-types';

export interface AttachmentLinkProps {
  file: Attachment;
  /** The file's signed URL (the remote's `attachmentUrlQuery` endpoint); until it is there, the name only. */
  url: string | null | undefined;
}

/** A file of a message: its name and size, opening (in a new tab) through a signed URL of the private bucket. */
export function AttachmentLink({ file, url }: AttachmentLinkProps) {
  const label = `${file.name} (${formatBytes(file.size)})`;
  if (!url) return <span>{label}</span>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {label}
    </a>
  );
}
