import type { InboxConversation, UnreadCount } from './api/conversations-api';

export type InboxFilter = 'unassigned' | 'mine' | 'all' | 'archived';

export const FILTERS: { id: InboxFilter; label: string }[] = [
  { id: 'unassigned', label: 'Unassigned' },
  { id: 'mine', label: 'Mine' },
  { id: 'all', label: 'All' },
  { id: 'archived', label: 'Archived' },
];

/** The conversations a filter shows: open ones (unassigned, mine, all) or archived ones. */
export function filterConversations(conversations: readonly InboxConversation[], filter: InboxFilter, me: string): InboxConversation[] {
  return conversations.filter((c) => {
    if (filter === 'archived') return c.status === 'archived';
    if (c.status !== 'open') return false;
    if (filter === 'unassigned') return c.advisor_id === null;
    if (filter === 'mine') return c.advisor_id === me;
    return true;
  });
}

/** Newest activity first: the last message, or the conversation's start when it has none. */
export function byNewestActivity(conversations: readonly InboxConversation[]): InboxConversation[] {
  const at = (c: InboxConversation) => c.last_message_at ?? c.created_at;
  return [...conversations].sort((a, b) => at(b).localeCompare(at(a)) || b.id.localeCompare(a.id));
}

/** Unread messages by conversation id. */
export function unreadById(counts: readonly UnreadCount[] | undefined): Map<string, number> {
  return new Map((counts ?? []).map((c) => [c.conversation_id, Number(c.unread)]));
}

/** How many unread conversations each filter holds (shown on the filter buttons). */
export function unreadPerFilter(
  conversations: readonly InboxConversation[],
  unread: Map<string, number>,
  me: string,
): Record<InboxFilter, number> {
  const count = (f: InboxFilter) => filterConversations(conversations, f, me).filter((c) => (unread.get(c.id) ?? 0) > 0).length;
  return { unassigned: count('unassigned'), mine: count('mine'), all: count('all'), archived: count('archived') };
}

/** The name the inbox shows for a conversation's client. */
export function clientName(conversation: Pick<InboxConversation, 'client'>): string {
  return conversation.client?.name || conversation.client?.email || 'Client';
}

/** The filter named in the address bar (`?filter=`); All when missing or unknown. */
export function readFilter(value: string | null): InboxFilter {
  return FILTERS.some((f) => f.id === value) ? (value as InboxFilter) : 'all';
}

/** A client's conversation to open from their page: the open one, else the newest archived one. */
export function conversationOf(conversations: readonly InboxConversation[], clientId: string): InboxConversation | null {
  const theirs = byNewestActivity(conversations.filter((c) => c.user_id === clientId));
  return theirs.find((c) => c.status === 'open') ?? theirs[0] ?? null;
}

/** A client message arrived (the inbox's live event): one more unread in its conversation (the cached counts, in place). */
export function addUnread(counts: UnreadCount[], conversationId: string): void {
  const row = counts.find((c) => c.conversation_id === conversationId);
  if (row) row.unread = Number(row.unread) + 1;
  else counts.push({ conversation_id: conversationId, unread: 1 });
}
