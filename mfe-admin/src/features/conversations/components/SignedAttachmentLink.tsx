import { AttachmentLink, type Attachment } from 'shared-ui/chat';
import { useGetChatAttachmentUrlQuery } from '../api/conversations-api';

/** A file of a message, through the inbox's signed-URL endpoint. */
export function ChatAttachment({ file }: { file: Attachment }) {
  return <AttachmentLink file={file} url={useGetChatAttachmentUrlQuery(file.path).data} />;
}
