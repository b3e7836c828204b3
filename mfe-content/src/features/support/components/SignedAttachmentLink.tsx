import { AttachmentLink as FileLink, type Attachment } from 'shared-ui/chat';
import { useGetAttachmentUrlQuery } from '../api/support-api';

/** A file of a message, through Support Chat's signed-URL endpoint. */
export function AttachmentLink({ file }: { file: Attachment }) {
  return <FileLink file={file} url={useGetAttachmentUrlQuery(file.path).data} />;
}
