import crypto from 'node:crypto';
import type { JoinedChannel } from './channel';
import { FanOut, SharedFrame } from './fan-out';
import { REALTIME_LIMITS as LIMITS } from './limits';
import { ByteBudget } from './rate';

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
/** What a presence costs in the topic's state: its key and its meta as sent (phx_ref, quotes and braces included). */
const PRESENCE_OVERHEAD = 64;
export const presenceBytes = (key: string, metaJson: string) => Buffer.byteLength(key) + Buffer.byteLength(metaJson) + PRESENCE_OVERHEAD;

/** A topic's presence state, encoded once per change and sent as the same bytes to every channel that joins. */
interface StateFrame {
  frame: SharedFrame;
  /** The state's size as JSON (what one join costs its socket). */
  bytes: number;
}

/**
 * Every joined channel by topic, for broadcast and presence (as Phoenix PubSub and Phoenix.Presence do for hosted
 * Realtime on one node): who receives a broadcast, and the presence state of each topic. The work is per event, not
 * per recipient: a broadcast or a presence diff is encoded once (per serializer) and its bytes go to every member
 * through the fan-out queue (fan-out.ts), the presence state once per change of the topic's presences.
 */
export class Topics {
  private readonly members = new Map<string, Set<JoinedChannel>>();
  private readonly presences = new Map<string, Map<JoinedChannel, Tracked>>();
  private readonly presenceBytes = new Map<string, number>();
  private readonly states = new Map<string, StateFrame>();
  readonly fanOut = new FanOut();
  /** Bytes each sender address has had delivered (LIMITS.maxFanOutBytesPerSecond). */
  private readonly fanOutBudgets = new Map<string, ByteBudget>();
  private readonly sweep = setInterval(() => this.forgetFullBudgets(), 60_000);

  constructor() {
    this.sweep.unref();
  }

  private forgetFullBudgets(): void {
    for (const [address, budget] of this.fanOutBudgets) if (budget.full()) this.fanOutBudgets.delete(address);
  }

  join(channel: JoinedChannel): void {
    let set = this.members.get(channel.topicKey);
    if (!set) this.members.set(channel.topicKey, (set = new Set()));
    set.add(channel);
  }

  leave(channel: JoinedChannel): void {
    channel.closed = true;
    this.untrack(channel);
    const set = this.members.get(channel.topicKey);
    set?.delete(channel);
    if (set?.size === 0) this.members.delete(channel.topicKey);
  }

  /**
   * Sends `payload` as a `broadcast` to the topic's members that may read it (all but `from` unless `self`): the number
   * of recipients, or -1 when the sender's address has had its LIMITS.maxFanOutBytesPerSecond (nothing is sent; the
   * stack's own broadcasts, without an address, are not budgeted).
   */
  broadcast(key: string, payload: unknown, address?: string, from?: JoinedChannel, self = false): number {
    const targets: JoinedChannel[] = [];
    for (const channel of this.members.get(key) ?? []) {
      if (channel === from && !self) continue;
      if (channel.policies && channel.policies.broadcast.read !== true) continue;
      targets.push(channel);
    }
    if (targets.length === 0) return 0;
    const frame = new SharedFrame(targets[0].topic, 'broadcast', payload);
    // What the stack itself sends (no address) is not budgeted.
    if (address === undefined) {
      this.fanOut.send(frame, targets);
      return targets.length;
    }
    if (this.fanOutExhausted(address)) return -1;
    let budget = this.fanOutBudgets.get(address);
    if (!budget) this.fanOutBudgets.set(address, (budget = new ByteBudget(LIMITS.maxFanOutBurstBytes, LIMITS.maxFanOutBytesPerSecond)));
    // Anything left in the budget lets one more broadcast go, whatever its size (the budget goes into debt).
    if (!budget.take(frame.size() * targets.length)) return -1;
    this.fanOut.send(frame, targets);
    return targets.length;
  }

  /** Whether this address has had its broadcast bytes for now (checked before a body is even parsed). */
  fanOutExhausted(address: string): boolean {
    return this.fanOutBudgets.get(address)?.empty() === true;
  }

  /** The topic's presence state, one entry per key with its metas (Phoenix.Presence.list). */
  state(key: string): PresenceMap {
    const state: PresenceMap = {};
    for (const { key: presenceKey, meta } of this.presences.get(key)?.values() ?? [])
      (state[presenceKey] ??= { metas: [] }).metas.push(meta);
    return state;
  }

  /** The size of the presence state a channel joining this topic is sent (0: none). */
  stateBytes(channel: JoinedChannel): number {
    return this.presences.has(channel.topicKey) ? this.stateFrame(channel).bytes : 0;
  }

  /** Sends the topic's presence state to a channel that just joined: the bytes encoded at the last change. */
  sendState(channel: JoinedChannel): void {
    this.fanOut.send(this.stateFrame(channel).frame, [channel], true);
  }

  private stateFrame(channel: JoinedChannel): StateFrame {
    let state = this.states.get(channel.topicKey);
    if (!state) {
      const frame = new SharedFrame(channel.topic, 'presence_state', this.state(channel.topicKey));
      state = { frame, bytes: Buffer.byteLength(frame.payloadJson()) };
      this.states.set(channel.topicKey, state);
    }
    return state;
  }

  /**
   * Tracks (or updates) the channel's presence; undefined, or the reason it is refused: at most
   * LIMITS.maxMetasPerKey metas under one key, LIMITS.maxPresencesPerTopic entries and
   * LIMITS.maxPresenceBytesPerTopic bytes in a topic, key and meta counted (presenceBytes).
   */
  track(channel: JoinedChannel, payload: Record<string, unknown>, bytes: number): string | undefined {
    const topic = channel.topicKey;
    let tracked = this.presences.get(topic);
    if (!tracked) this.presences.set(topic, (tracked = new Map()));
    const previous = tracked.get(channel);
    const used = (this.presenceBytes.get(topic) ?? 0) - (previous?.bytes ?? 0);
    const refuse = (reason: string) => {
      if (tracked.size === 0) this.presences.delete(topic);
      return reason;
    };
    if (!previous) {
      if (tracked.size >= LIMITS.maxPresencesPerTopic)
        return refuse(`PresenceLimitReached: at most ${LIMITS.maxPresencesPerTopic} presences in a channel`);
      let sameKey = 0;
      for (const t of tracked.values()) if (t.key === channel.presenceKey) sameKey++;
      if (sameKey >= LIMITS.maxMetasPerKey) return refuse(`PresenceLimitReached: at most ${LIMITS.maxMetasPerKey} presences under one key`);
    }
    if (used + bytes > LIMITS.maxPresenceBytesPerTopic) return refuse('PresenceLimitReached: the presence state of this channel is full');
    const meta: Meta = { ...payload, phx_ref: newRef() };
    if (previous) meta.phx_ref_prev = previous.meta.phx_ref;
    tracked.set(channel, { channel, key: channel.presenceKey, meta, bytes });
    this.presenceBytes.set(topic, used + bytes);
    this.diff(channel, { [channel.presenceKey]: { metas: [meta] } }, previous ? { [channel.presenceKey]: { metas: [previous.meta] } } : {});
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
    this.diff(channel, {}, { [previous.key]: { metas: [previous.meta] } });
  }

  /**
   * A change of the topic's presences: the state is encoded again at the next join, and the presence_diff, encoded
   * once, goes to every member that may read presence (a private channel without presence read gets none).
   */
  private diff(from: JoinedChannel, joins: PresenceMap, leaves: PresenceMap): void {
    this.states.delete(from.topicKey);
    const targets: JoinedChannel[] = [];
    for (const channel of this.members.get(from.topicKey) ?? []) {
      if (channel.policies && channel.policies.presence.read !== true) continue;
      targets.push(channel);
    }
    if (targets.length === 0) return;
    this.fanOut.send(new SharedFrame(from.topic, 'presence_diff', { joins, leaves }), targets);
  }
}
