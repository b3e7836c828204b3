// shared-ui/chat: Support Chat's pieces both sides use (the client's /support in mfe-content, the admins' inbox in
// mfe-admin): the thread (day separators, unread divider, sent/seen marks, Retry), the composer (Enter sends,
// attachments with upload progress), clickable links in plain text, and the row types.
export { attachmentsOf, MAX_BODY } from './chat-types';
export type { AdvisorCard, Attachment, ChatMessage, Conversation, DeliveryState, PendingMessage, ReadMark } from './chat-types';
export { linkify } from './linkify';
export type { TextPart } from './linkify';
export { localDay, mergeMessages, othersReadAt, threadItems } from './thread';
export type { ThreadItem } from './thread';
export { MessageText } from './MessageText';
export { Composer } from './Composer';
export type { ComposerProps } from './Composer';
export { ThreadView } from './ThreadView';
export type { ThreadViewProps } from './ThreadView';
