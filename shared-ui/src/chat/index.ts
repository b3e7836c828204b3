// shared-ui/chat: Support Chat's pieces both sides use (the client's /support in mfe-content, the admins' inbox in
// mfe-admin): the thread (day separators, unread divider, sent/seen marks, Retry), the composer (Enter sends,
// attachments with upload progress), clickable links in plain text, and the row types; the thread's state over the
// remote's own endpoints (`useChatThread`), the outbox kept in localStorage (`useOutbox`), the live conversation
// (`useConversationChannel`), the queries both sides' endpoints run, and a message's file (`AttachmentLink`).
export { attachmentsOf, MAX_BODY } from './chat-types';
export type { AdvisorCard, Attachment, ChatMessage, Conversation, DeliveryState, PendingMessage, ReadMark } from './chat-types';
export { linkify } from './linkify';
export type { TextPart } from './linkify';
export { mergeMessages, othersReadAt, threadItems } from './thread';
export type { ThreadItem } from './thread';
export { MessageText } from './MessageText';
export { Composer } from './Composer';
export type { ComposerProps } from './Composer';
export { ThreadView } from './ThreadView';
export type { ThreadViewProps } from './ThreadView';
export {
  ATTACHMENT_URL_SECONDS,
  CHAT_PAGE_SIZE,
  attachmentUrlQuery,
  markReadQuery,
  messageConversationQuery,
  readMarksQuery,
  threadPageQuery,
} from './queries';
export type { ThreadPageArgs } from './queries';
export { useChatThread } from './use-chat-thread';
export type { ChatThread, ThreadEndpoints } from './use-chat-thread';
export { loadChat, newPending, restoreSavedChat, saveChat, updateChat } from './outbox';
export type { SavedChat } from './outbox';
export { useOutbox } from './use-outbox';
export type { Outbox, OutboxOptions } from './use-outbox';
export { anyonePresent, otherSideKeys, TYPING_SHOWN_MS, useConversationChannel } from './use-conversation-channel';
export { followPresence, type PresenceMeta, type PresenceState } from './presence-ledger';
export type { ChatRole, ConversationChannel, ConversationChannelHandlers, RowBroadcast } from './use-conversation-channel';
export { AttachmentLink } from './AttachmentLink';
export type { AttachmentLinkProps } from './AttachmentLink';
export { useReadWhileVisible } from './use-read-while-visible';
export { ChatFrame } from './ChatFrame';
