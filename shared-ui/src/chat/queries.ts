import type { PlatformApi } from 'shared-ui';

type Db = PlatformApi['supabase'];

/** Messages per page of a thread (the latest page, then older ones on scroll). */
export const CHAT_PAGE_SIZE = 30;
/** How long a signed link to a chat attachment is valid; a remote keeps it cached 5 minutes less. */
export const ATTACHMENT_URL_SECONDS = 60 * 60;

export interface ThreadPageArgs {
  conversationId: string;
  /** Only messages older than this (the oldest one shown): the page before it. */
  before?: string;
}

/*
 * The queries both sides' RTK Query endpoints run (each remote declares its endpoints in its own
 * features/<f>/api/, as every screen does; what they ask the database is the same, so it is written once here).
 */

/** A page of a thread, newest first: the latest, or those before `before` (RLS: a client's own, admins all). */
export const threadPageQuery =
  ({ conversationId, before }: ThreadPageArgs) =>
  (db: Db) => {
    let q = db.from('conversation_messages').select('*').eq('conversation_id', conversationId);
    if (before) q = q.lt('created_at', before);
    return q.order('created_at', { ascending: false }).order('id', { ascending: false }).limit(CHAT_PAGE_SIZE);
  };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The conversation of a message (the top-bar search links a message as `?focus=<message id>`), or null: not a
 * message the caller may read (RLS: a client's own, admins all), or not a message id at all (asked for nothing).
 */
export const messageConversationQuery = (messageId: string) => async (db: Db) => {
  if (!UUID.test(messageId)) return { data: null, error: null };
  const { data, error } = await db.from('conversation_messages').select('conversation_id').eq('id', messageId).maybeSingle();
  return { data: data?.conversation_id ?? null, error };
};
/** Every participant's read mark of a conversation. */
export const readMarksQuery = (conversationId: string) => (db: Db) =>
  db.from('conversation_reads').select('*').eq('conversation_id', conversationId);

/** Marks the conversation read up to now for the caller (one request). */
export const markReadQuery = (conversationId: string) => (db: Db) =>
  db.rpc('mark_conversation_read', { conversation_id: conversationId }).single();

/** A file of the private chat-attachments bucket (or an advisor's photo), through a signed URL. */
export const attachmentUrlQuery = (path: string) => async (db: Db) => {
  const { data, error } = await db.storage.from('chat-attachments').createSignedUrl(path, ATTACHMENT_URL_SECONDS);
  return { data: data?.signedUrl ?? null, error };
};
