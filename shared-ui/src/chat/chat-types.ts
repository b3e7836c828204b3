import type { Tables } from 'shared-ui';

export type Conversation = Tables<'conversations'>;
export type ChatMessage = Tables<'conversation_messages'>;
export type ReadMark = Tables<'conversation_reads'>;
export type AdvisorCard = Tables<'advisor_cards'>;

/** One file of a message, as send_message stores it. */
export interface Attachment {
  path: string;
  name: string;
  size: number;
  type: string;
}

/** A message typed here and not yet stored by the server (kept in localStorage until it is). */
export interface PendingMessage {
  client_id: string;
  body: string;
  attachments: Attachment[];
  created_at: string;
  /** The last send failed (offline, server error): shown with Retry. */
  failed: boolean;
  /** Why, when the server said it in the portal's words (a limit reached: "You are sending messages too fast..."). */
  error?: string;
}

export type DeliveryState = 'sending' | 'failed' | 'sent' | 'seen';

export const MAX_BODY = 4000;

export function attachmentsOf(message: Pick<ChatMessage, 'attachments'>): Attachment[] {
  return Array.isArray(message.attachments) ? (message.attachments as unknown as Attachment[]) : [];
}
