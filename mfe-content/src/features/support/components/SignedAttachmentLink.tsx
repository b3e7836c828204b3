import { AttachmentLink, type Attachment } from 'shared-ui/chat';
import { useGetAttachmentUrlQuery } from '../api/support-api';

/** A file of a message, through Support Chat's signed-URL endpoint. */
export function SignedAttachmentLink({ file }: { file: Attachment }) {
  return <AttachmentLink file={file} url={useGetAttachmentUrlQuery(file.path).data} />;
}
