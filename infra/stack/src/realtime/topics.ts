import crypto from 'node:crypto';
import type { JoinedChannel } from './channel';
import { REALTIME_LIMITS as LIMITS } from './limits';

/** A Phoenix Presence meta: what the client tracked, with the server's ref for it. */
type Meta = Record<string, unknown> & { phx_ref: string; phx_ref_prev?: string };
type PresenceMap = Record<string, { metas: Meta[] }>;

interface Tracked {
  channel: JoinedChannel;
  key: string;
  meta: Meta;
  bytes: number;
}

/** Hosted Realtime keeps public and private channels of one name apart (Tenants.tenant_topic). */
export const topicKey = (name: string, isPrivate: boolean) => `${isPrivate ? 'private' : 'public'}:${name}`;

const newRef = () => crypto.randomBytes(9).toString('base64url');

/**
 * Every joined channel by topic, for broadcast and presence (as Phoenix PubSub and Phoenix.Presence do for hosted
 * Realtime on one node): who receives a broadcast, and the presence state of each topic.
 */
export class Topics {
  private readonly members = new Map<string, Set<JoinedChannel>>();
  private readonly presences = new Map<string, Map<JoinedChannel, Tracked>>();
  private readonly presenceBytes = new Map<string, number>();

  join(channel: JoinedChannel): void {
    let set = this.members.get(channel.topicKey);
    if (!set) this.members.set(channel.topicKey, (set = new Set()));
    set.add(channel);
  }

  leave(channel: JoinedChannel): void {
    this.untrack(channel);
    const set = this.members.get(channel.topicKey);
    set?.delete(channel);
    if (set?.size === 0) this.members.delete(channel.topicKey);
  }

  /** Sends `payload` as a `broadcast` to the topic's members that may read it (all but `from` unless `self`). */
  broadcast(key: string, payload: unknown, from?: JoinedChannel, self = false): number {
    let sent = 0;
    for (const channel of this.members.get(key) ?? []) {
      if (channel === from && !self) continue;
      if (channel.policies && channel.policies.broadcast.read !== true) continue;
      channel.send({ join_ref: channel.joinRef, ref: null, topic: channel.topic, event: 'broadcast', payload });
      sent++;
    }
    return sent;
  }

  /** The topic's presence state, one entry per key with its metas (Phoenix.Presence.list). */
  state(key: string): PresenceMap {
    const state: PresenceMap = {};
    for (const { key: presenceKey, meta } of this.presences.get(key)?.values() ?? [])
      (state[presenceKey] ??= { metas: [] }).metas.push(meta);
    return state;
  }

  /**
   * Tracks (or updates) the channel's presence; undefined, or the reason it is refused: at most
   * LIMITS.maxMetasPerKey metas under one key, LIMITS.maxPresencesPerTopic entries and
   * LIMITS.maxPresenceBytesPerTopic bytes in a topic.
   */
  track(channel: JoinedChannel, payload: Record<string, unknown>, bytes: number): string | undefined {
    const topic = channel.topicKey;
    let tracked = this.presences.get(topic);
    if (!tracked) this.presences.set(topic, (tracked = new Map()));
    const previous = tracked.get(channel);
    const used = (this.presenceBytes.get(topic) ?? 0) - (previous?.bytes ?? 0);
    if (!previous) {
      if (tracked.size >= LIMITS.maxPresencesPerTopic)
        return `PresenceLimitReached: at most ${LIMITS.maxPresencesPerTopic} presences in a channel`;
      let sameKey = 0;
      for (const t of tracked.values()) if (t.key === channel.presenceKey) sameKey++;
      if (sameKey >= LIMITS.maxMetasPerKey) return `PresenceLimitReached: at most ${LIMITS.maxMetasPerKey} presences under one key`;
    }
    if (used + bytes > LIMITS.maxPresenceBytesPerTopic) return 'PresenceLimitReached: the presence state of this channel is full';
    const meta: Meta = { ...payload, phx_ref: newRef() };
    if (previous) meta.phx_ref_prev = previous.meta.phx_ref;
    tracked.set(channel, { channel, key: channel.presenceKey, meta, bytes });
    this.presenceBytes.set(topic, used + bytes);
    this.diff(topic, { [channel.presenceKey]: { metas: [meta] } }, previous ? { [channel.presenceKey]: { metas: [previous.meta] } } : {});
    return undefined;
  }

  untrack(channel: JoinedChannel): void {
    const topic = channel.topicKey;
    const tracked = this.presences.get(topic);
    const previous = tracked?.get(channel);
    if (!tracked || !previous) return;
    tracked.delete(channel);
    this.presenceBytes.set(topic, (this.presenceBytes.get(topic) ?? 0) - previous.bytes);
    if (tracked.size === 0) {
      this.presences.delete(topic);
      this.presenceBytes.delete(topic);
    }
    this.diff(topic, {}, { [previous.key]: { metas: [previous.meta] } });
  }

  /** presence_diff to every member that may read presence (a private channel without presence read gets none). */
  private diff(key: string, joins: PresenceMap, leaves: PresenceMap): void {
    for (const channel of this.members.get(key) ?? []) {
      if (channel.policies && channel.policies.presence.read !== true) continue;
      channel.send({ join_ref: channel.joinRef, ref: null, topic: channel.topic, event: 'presence_diff', payload: { joins, leaves } });
    }
  }
}
