import type { Policies } from './authorization';
import type { ChangeFilter } from './filters';
import type { PhoenixMessage, Serializer } from './protocol';
import type { WindowCounter } from './rate';

export type ChangeEvent = '*' | 'INSERT' | 'UPDATE' | 'DELETE';

/** One `.on('postgres_changes', {event, schema, table, filter})` of a joined channel, with the id its join reply gave it. */
export interface ChangeBinding {
  id: number;
  event: ChangeEvent;
  schema: string;
  table: string;
  filters: ChangeFilter[];
}

/** A joined `realtime:<name>` channel of one websocket. */
export interface JoinedChannel {
  topic: string;
  /** The name after `realtime:` (Realtime's `channel` in system messages). */
  name: string;
  joinRef: string | null;
  role: string;
  claims: Record<string, unknown>;
  /** The claims as the RLS check sets them (request.jwt.claims). */
  claimsJson: string;
  accessToken: string;
  bindings: ChangeBinding[];
  /** Changes captured up to this id were committed before the join: not sent (as Realtime streams from its subscription on). */
  since: number;
  /** `config.private`: Realtime Authorization decides (policies on realtime.messages); public channels have no policies. */
  isPrivate: boolean;
  /** The topic as broadcast and presence group it (public and private channels of one name are apart). */
  topicKey: string;
  policies?: Policies;
  /** `config.broadcast.self` / `.ack`. */
  selfBroadcast: boolean;
  ackBroadcast: boolean;
  /** `config.presence.key` (a random one when empty), and whether presence is on for this channel. */
  presenceKey: string;
  presenceEnabled: boolean;
  /** Track/untrack calls in the current window (hosted client_presence_rate_limit). */
  presenceCalls: WindowCounter;
  /** The payload last tracked, as JSON (a track of the same payload changes nothing). */
  trackedJson?: string;
  confirmTimer?: NodeJS.Timeout;
  /** Left, replaced or its socket closed: a frame still queued for it is dropped. */
  closed?: boolean;
  /** The socket's serializer (a shared frame is encoded once per serializer). */
  serializer: Serializer;
  /** The session the channel's token belongs to (auth.sessions.id), if any. */
  sessionId?: string;
  send(message: PhoenixMessage): void;
  /** Sends a frame encoded once for every recipient; `whole`: a presence state, never cut for its own size. */
  sendFrame(bytes: Buffer, whole?: boolean, binary?: boolean): void;
}

/** Every joined channel of the stack, for the change dispatcher. */
export class ChannelRegistry {
  private readonly channels = new Set<JoinedChannel>();

  add(channel: JoinedChannel): void {
    this.channels.add(channel);
  }

  remove(channel: JoinedChannel): void {
    clearTimeout(channel.confirmTimer);
    channel.closed = true;
    this.channels.delete(channel);
  }

  /** Channels with at least one active postgres_changes binding. */
  listening(): JoinedChannel[] {
    return [...this.channels].filter((c) => c.bindings.length > 0);
  }

  get size(): number {
    return this.channels.size;
  }
}
