import { AttachmentLink, type Attachment } from 'shared-ui/chat';
import { useGetAttachmentUrlQuery } from '../api/conversations-api';

/** A file of a message, through the inbox's signed-URL endpoint. */
export function SignedAttachmentLink({ file }: { file: Attachment }) {
  return <AttachmentLink file={file} url={useGetAttachmentUrlQuery(file.path).data} />;
}
