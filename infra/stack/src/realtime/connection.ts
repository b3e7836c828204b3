import crypto from 'node:crypto';
import type { WebSocket } from 'ws';
import type { Db } from '../db/types';
import type { JwtKey } from '../jwt';
import { readPolicies, writePolicies, type AuthorizationContext } from './authorization';
import type { ChannelRegistry, JoinedChannel } from './channel';
import type { JoinGate } from './join-gate';
import { bindChanges, changeParams, parseChanges, replyBindings } from './join';
import { REALTIME_LIMITS as LIMITS } from './limits';
import { decode, decodeBinary, encode, reply, type PhoenixMessage, type Serializer } from './protocol';
import type { Publication, PublishedTable } from './publication';
import { ByteBudget, WindowCounter } from './rate';
import type { SocketLimits } from './socket-limits';
import { checkToken, confirmDelayMs } from './token';
import { presenceBytes, topicKey, type Topics } from './topics';

const SIGNED_OUT = 'Session ended: the user signed out';
/** Hosted validate_payload_size's padding over max_payload_size_in_kb × 1000 (the message's envelope). */
const PAYLOAD_PADDING = 500;
/** Phoenix closes a socket silent this long (clients heartbeat every 25 s). */
const IDLE_MS = 60_000;

export interface ConnectionDeps {
  /** The project's keys (or its secret) every token is checked with. */
  jwtSecret: JwtKey;
  registry: ChannelRegistry;
  publication: Publication;
  /** The socket's `apikey`: the token of a channel joined without an access_token. */
  apiKey: string;
  /** The last change captured so far (ChangeFeed.watermark). */
  watermark(): Promise<number>;
  /** Sockets per user (and per address, counted at the upgrade). */
  limits: SocketLimits;
  /** Whether auth still has this session (a token outlives its sign-out until it expires). */
  sessionAlive(sessionId: string): Promise<boolean>;
  /** Broadcast and presence by topic. */
  topics: Topics;
  /** Realtime Authorization's checks: the stack's own rights (they insert probe rows, then act as the caller). */
  db: Db;
  /** The client's address (the TCP peer): refused joins and postgres_changes bindings are counted per address. */
  address: string;
  gate: JoinGate;
  /** Whether `role` holds the SELECT privilege on the table (a subscription it can never see is refused at join). */
  maySelect(role: string, table: PublishedTable): Promise<boolean>;
}

/** Realtime's FlexibleBoolean: true or "true". */
const flag = (value: unknown) => value === true || value === 'true';
const UNAUTHORIZED_READ = (name: string) => `Unauthorized: You do not have permissions to read from this Channel topic: ${name}`;

/**
 * One websocket speaking Phoenix channels as Realtime's RealtimeChannel does for `postgres_changes`:
 * heartbeat, phx_join (with the reply ids, then a `system` message), phx_leave, access_token (refresh), and
 * the token confirmed again every 5 minutes or at its expiry, which shuts the channel down.
 */
export class RealtimeConnection {
  private readonly channels = new Map<string, JoinedChannel>();
  /** Joins awaiting the database: they count against the channel limit too. */
  private readonly joining = new Set<PhoenixMessage>();
  private readonly events = new WindowCounter(LIMITS.maxEventsPerSecond, 1000);
  private readonly joins = new WindowCounter(LIMITS.maxJoinsPerSecond, 1000);
  private readonly bytes = new ByteBudget(LIMITS.maxFrameBytes, LIMITS.maxBytesPerSecond);
  /** presence_state bytes this socket may still be sent (LIMITS.maxPresenceStateBurstBytes, then per second). */
  private readonly stateBytes = new ByteBudget(LIMITS.maxPresenceStateBurstBytes, LIMITS.maxPresenceStateBytesPerSecond);
  /** A presence state being written: output past LIMITS.maxBufferedBytes by up to its size is its own, not neglect. */
  private allowance = 0;
  private resumeTimer: NodeJS.Timeout | undefined;
  private idle: NodeJS.Timeout;

  constructor(
    private readonly ws: WebSocket,
    private readonly vsn: Serializer,
    private readonly deps: ConnectionDeps,
  ) {
    this.idle = this.armIdle();
    ws.on('message', (data: Buffer, isBinary) => {
      this.idle.refresh();
      this.throttle(data.length);
      if (!isBinary) void this.receive(decode(data.toString(), this.vsn), data.length);
      else void this.receive(decodeBinary(data), data.length);
    });
    ws.on('close', () => this.closeAll());
    ws.on('error', () => this.closeAll());
  }

  /** Over its bytes per second, a socket is not read until its budget is back: TCP slows the sender, nobody else. */
  private throttle(bytes: number): void {
    const wait = this.bytes.spend(bytes);
    if (wait === 0 || this.resumeTimer) return;
    this.ws.pause();
    this.resumeTimer = setTimeout(() => {
      this.resumeTimer = undefined;
      this.ws.resume();
    }, wait);
    this.resumeTimer.unref();
  }

  private armIdle(): NodeJS.Timeout {
    const timer = setTimeout(() => this.ws.close(1000, 'heartbeat timeout'), IDLE_MS);
    timer.unref();
    return timer;
  }

  /**
   * A client that does not read its output is cut off once LIMITS.maxBufferedBytes wait for it, not counting a
   * presence state still being written (a state as large as the topic allows never costs a client its socket).
   */
  private send(message: PhoenixMessage): void {
    if (this.ws.readyState !== this.ws.OPEN) return;
    const frame = encode(message, this.vsn);
    if (frame === undefined) return;
    this.ws.send(frame);
    this.checkBuffered();
  }

  /** A frame encoded once for all its recipients (fan-out.ts): its bytes as they are. */
  private sendFrame(bytes: Buffer, whole = false, binary = false): void {
    if (this.ws.readyState !== this.ws.OPEN) return;
    if (whole) this.allowance = this.ws.bufferedAmount + bytes.length;
    this.ws.send(bytes, { binary });
    this.checkBuffered();
  }

  private checkBuffered(): void {
    const buffered = this.ws.bufferedAmount;
    if (buffered <= LIMITS.maxBufferedBytes) this.allowance = 0;
    else if (buffered > LIMITS.maxBufferedBytes + this.allowance) this.ws.terminate();
  }

  /** The channel stops receiving anything: out of the registry and its topic, its bindings given back. */
  private drop(channel: JoinedChannel): void {
    this.deps.registry.remove(channel);
    this.deps.topics.leave(channel);
    this.deps.gate.releaseBindings(this.deps.address, channel.bindings.length);
    channel.bindings = [];
  }

  private closeAll(): void {
    clearTimeout(this.idle);
    clearTimeout(this.resumeTimer);
    for (const channel of this.channels.values()) this.drop(channel);
    this.channels.clear();
    this.deps.limits.release(this);
  }

  private async receive(message: PhoenixMessage | undefined, bytes: number): Promise<void> {
    if (!message) return;
    if (message.event !== 'phx_join' && !this.events.take()) {
      return this.send(reply(message, 'error', { reason: 'ClientEventRateLimitReached: Too many messages per second' }));
    }
    if (message.topic === 'phoenix' && message.event === 'heartbeat') return this.send(reply(message, 'ok', {}));
    if (message.event === 'phx_join') {
      if (bytes > LIMITS.maxJoinBytes) {
        return this.send(reply(message, 'error', { reason: `InvalidJoinPayload: a join is at most ${LIMITS.maxJoinBytes} bytes` }));
      }
      if (this.joins.take()) return this.join(message);
      // As Realtime: the join is refused and the socket disconnected.
      this.send(reply(message, 'error', { reason: 'ClientJoinRateLimitReached: Too many joins per second' }));
      this.ws.close(1008, 'Too many joins per second');
      return;
    }
    const channel = this.channels.get(message.topic);
    if (!channel) return this.send(reply(message, 'error', { reason: 'unmatched topic' }));
    if (message.event === 'phx_leave') {
      this.send(reply(message, 'ok', {}));
      return this.close(channel);
    }
    if (message.event === 'access_token') return this.refreshToken(channel, message.payload);
    if (message.event === 'broadcast') return this.broadcast(channel, message, bytes);
    if (message.event === 'presence') return this.presence(channel, message, bytes);
    // Realtime ignores unknown events the same way.
  }

  private close(channel: JoinedChannel): void {
    this.drop(channel);
    if (this.channels.get(channel.topic) === channel) this.channels.delete(channel.topic);
    this.send({ join_ref: channel.joinRef, ref: channel.joinRef, topic: channel.topic, event: 'phx_close', payload: {} });
  }

  private system(channel: JoinedChannel, extension: 'system' | 'postgres_changes', status: 'ok' | 'error', message: string): void {
    this.send({
      join_ref: channel.joinRef,
      ref: null,
      topic: channel.topic,
      event: 'system',
      payload: { extension, status, message, channel: channel.name },
    });
  }

  /** Realtime's shutdown_response: a system error, then the channel stops. */
  private shutdown(channel: JoinedChannel, message: string): void {
    this.system(channel, 'system', 'error', message);
    this.close(channel);
  }

  private async join(message: PhoenixMessage): Promise<void> {
    const { topic } = message;
    if (!topic.startsWith('realtime:')) return this.send(reply(message, 'error', { reason: 'unmatched topic' }));
    const name = topic.slice('realtime:'.length);
    if (name === '') return this.send(reply(message, 'error', { reason: 'TopicNameRequired: You must provide a topic name' }));
    const previous = this.channels.get(topic);
    if (previous) this.close(previous); // Phoenix: a second join of a topic replaces the first
    if (this.channels.size + this.joining.size >= LIMITS.maxChannelsPerSocket)
      return this.send(reply(message, 'error', { reason: 'ChannelRateLimitReached: Too many channels' }));
    this.joining.add(message);
    try {
      await this.joinChecked(message, topic, name);
    } finally {
      this.joining.delete(message);
    }
  }

  private async joinChecked(message: PhoenixMessage, topic: string, name: string): Promise<void> {
    const { payload } = message;
    type Config = { private?: unknown; broadcast?: { ack?: unknown; self?: unknown }; presence?: { enabled?: unknown; key?: unknown } };
    const body = (payload ?? {}) as { access_token?: unknown; user_token?: unknown; config?: Config };
    const config: Config = body.config !== null && typeof body.config === 'object' ? body.config : {};
    const isPrivate = flag(config.private);
    const key = config.presence?.key;
    const presenceKey = typeof key === 'string' && key !== '' ? key : typeof key === 'number' ? String(key) : crypto.randomUUID();
    if (Buffer.byteLength(presenceKey) > LIMITS.maxPresenceKeyBytes) {
      return this.send(
        reply(message, 'error', { reason: `InvalidJoinPayload: a presence key is at most ${LIMITS.maxPresenceKeyBytes} bytes` }),
      );
    }
    const token =
      typeof body.access_token === 'string' && !body.access_token.startsWith('sb_')
        ? body.access_token
        : typeof body.user_token === 'string'
          ? body.user_token
          : this.deps.apiKey;
    const checked = checkToken(token, this.deps.jwtSecret);
    if (!checked.ok) return this.send(reply(message, 'error', { reason: `${checked.code}: ${checked.message}` }));
    const sub = typeof checked.claims.sub === 'string' ? checked.claims.sub : undefined;
    // Realtime Authorization's policies are for signed-in users: a private join as anon is refused before any check.
    if (isPrivate && checked.claims.role === 'anon') return this.send(reply(message, 'error', { reason: UNAUTHORIZED_READ(name) }));
    if (sub && !this.deps.limits.userMayJoin(sub, this)) {
      return this.send(reply(message, 'error', { reason: 'ConnectionRateLimitReached: Too many connected users' }));
    }
    const session = typeof checked.claims.session_id === 'string' ? checked.claims.session_id : undefined;
    if (session && !(await this.deps.sessionAlive(session))) {
      return this.send(reply(message, 'error', { reason: 'InvalidJWTToken: the session of this token has ended (signed out)' }));
    }
    // The filters are read once, in one linear pass, before anything waits on the database.
    const requested = changeParams(payload);
    const parsed = parseChanges(requested);
    const params = parsed.ok ? parsed.changes : [];
    const channel: JoinedChannel = {
      topic,
      name,
      joinRef: message.join_ref ?? message.ref,
      role: checked.claims.role,
      claims: checked.claims,
      claimsJson: JSON.stringify(checked.claims),
      accessToken: token,
      bindings: [],
      since: Number.MAX_SAFE_INTEGER,
      isPrivate,
      topicKey: topicKey(name, isPrivate),
      selfBroadcast: flag(config.broadcast?.self),
      ackBroadcast: flag(config.broadcast?.ack),
      presenceKey,
      presenceEnabled: flag(config.presence?.enabled),
      presenceCalls: new WindowCounter(LIMITS.maxPresenceCallsPerWindow, LIMITS.presenceWindowMs),
      serializer: this.vsn,
      sessionId: session,
      send: (m) => this.send(m),
      sendFrame: (bytes, whole, binary) => this.sendFrame(bytes, whole, binary),
    };
    if (isPrivate) {
      // Refused joins cost a transaction each: past LIMITS.maxRefusedJoins in its window, none is checked until it ends.
      const caller = sub ?? checked.claims.role;
      if (!this.deps.gate.mayCheck(this.deps.address, caller)) {
        return this.send(reply(message, 'error', { reason: 'ClientJoinRateLimitReached: Too many refused joins, try again later' }));
      }
      // Realtime Authorization: joined only where the policies on realtime.messages let the caller read this topic.
      channel.policies = await readPolicies(this.deps.db, this.authContext(channel), { broadcast: {}, presence: {} });
      // As hosted: presence is checked only for a channel that uses it (else read on its first track).
      if (!channel.presenceEnabled) channel.policies.presence.read = undefined;
      if (channel.policies.broadcast.read !== true && channel.policies.presence.read !== true) {
        return this.send(reply(message, 'error', { reason: UNAUTHORIZED_READ(name) }));
      }
      this.deps.gate.allowed(this.deps.address, caller);
    }
    let subscribed: ReturnType<typeof bindChanges> | undefined = parsed.ok ? undefined : parsed;
    if (params.length > 0) {
      // Bound before the reply, so a client told SUBSCRIBED misses no change made after it.
      await this.deps.publication.refresh(1000);
      channel.since = await this.deps.watermark();
      subscribed = bindChanges(params, this.deps.publication);
      if (!subscribed.ok) {
        // A table added to the publication since the last refresh (younger than a second): look again before refusing.
        await this.deps.publication.refresh();
        subscribed = bindChanges(params, this.deps.publication);
      }
      if (subscribed.ok) subscribed = await this.selectable(subscribed.bindings, channel.role);
      if (subscribed.ok && !this.deps.gate.takeBindings(this.deps.address, subscribed.bindings.length)) {
        subscribed = {
          ok: false,
          message: `Too many postgres_changes subscriptions from this address: at most ${LIMITS.maxChangeBindingsPerAddress}`,
        };
      }
      if (subscribed.ok) channel.bindings = subscribed.bindings;
    }
    const sendsState = channel.presenceEnabled && (!channel.policies || channel.policies.presence.read === true);
    const refuse = (reason: string) => {
      this.deps.gate.releaseBindings(this.deps.address, channel.bindings.length);
      channel.bindings = [];
      if (this.ws.readyState === this.ws.OPEN) this.send(reply(message, 'error', { reason }));
    };
    if (this.ws.readyState !== this.ws.OPEN) return refuse('closed');
    // The topic's presence state is encoded once per change; what each join costs is writing it to this socket.
    if (sendsState && this.stateBytes.spend(this.deps.topics.stateBytes(channel)) > 0) {
      return refuse('ClientJoinRateLimitReached: Too much presence state sent to this socket, try again later');
    }
    if (sub) this.deps.limits.addUser(sub, this);
    this.joining.delete(message);
    // Two joins of one topic raced through the database: the later replaces the earlier, as Phoenix does.
    const raced = this.channels.get(topic);
    if (raced) this.close(raced);
    this.channels.set(topic, channel);
    this.deps.registry.add(channel);
    this.scheduleConfirm(channel, checked.claims);
    this.deps.topics.join(channel);
    this.send(reply(message, 'ok', { postgres_changes: replyBindings(requested) }));
    if (subscribed) {
      if (subscribed.ok) this.system(channel, 'postgres_changes', 'ok', 'Subscribed to PostgreSQL');
      else this.system(channel, 'postgres_changes', 'error', subscribed.message);
    }
    if (sendsState) this.deps.topics.sendState(channel);
  }

  /**
   * The bindings, or why none is active: a subscription whose table the caller's role may not SELECT can never
   * deliver anything (every row check would say no), so it is refused at the join instead of costing a check per change.
   */
  private async selectable(bindings: JoinedChannel['bindings'], role: string): Promise<ReturnType<typeof bindChanges>> {
    for (const binding of bindings) {
      let readable = false;
      for (const table of this.deps.publication.matching(binding.schema, binding.table)) {
        if (await this.deps.maySelect(role, table)) {
          readable = true;
          break;
        }
      }
      if (!readable) {
        return {
          ok: false,
          message: `Unable to subscribe to changes with given parameters: the role ${role} may not select from ${binding.schema}.${binding.table}`,
        };
      }
    }
    return { ok: true, bindings };
  }

  private authContext(channel: JoinedChannel): AuthorizationContext {
    const sub = channel.claims.sub;
    return { topic: channel.name, role: channel.role, claimsJson: channel.claimsJson, sub: typeof sub === 'string' ? sub : undefined };
  }

  /**
   * A client's broadcast (BroadcastHandler): to the topic's other members (and itself with `self`), once the policies
   * allow this caller to send on a private topic; `ack` gets a reply. A payload over the plan's size is refused.
   */
  private async broadcast(channel: JoinedChannel, message: PhoenixMessage, bytes: number): Promise<void> {
    if (channel.policies && channel.policies.broadcast.write === undefined) {
      channel.policies = await writePolicies(this.deps.db, this.authContext(channel), channel.policies);
    }
    if (this.channels.get(channel.topic) !== channel) return;
    if (channel.policies && channel.policies.broadcast.write !== true) {
      const reason = `Unauthorized: You do not have permissions to write to this Channel topic: ${channel.name}`;
      return this.send(reply(message, 'error', { reason }));
    }
    if (bytes > LIMITS.maxPayloadBytes + PAYLOAD_PADDING) return this.send(reply(message, 'error', { reason: 'payload_size_exceeded' }));
    if (this.deps.topics.broadcast(channel.topicKey, message.payload, this.deps.address, channel, channel.selfBroadcast) < 0) {
      return this.send(reply(message, 'error', { reason: 'ClientEventRateLimitReached: Too many bytes broadcast per second' }));
    }
    if (channel.ackBroadcast) this.send(reply(message, 'ok', {}));
  }

  /** track / untrack (PresenceHandler): one meta per channel under its presence key, diffs to the topic. */
  private async presence(channel: JoinedChannel, message: PhoenixMessage, bytes: number): Promise<void> {
    const body = (message.payload ?? {}) as { event?: unknown; payload?: unknown };
    const event = typeof body.event === 'string' ? body.event.toLowerCase() : '';
    if (event !== 'track' && event !== 'untrack') return this.send(reply(message, 'error', { reason: 'UnknownPresenceEvent' }));
    if (!channel.presenceCalls.take()) return this.shutdown(channel, 'Client presence rate limit exceeded');
    if (event === 'untrack') {
      this.deps.topics.untrack(channel);
      channel.trackedJson = undefined;
      return this.send(reply(message, 'ok', {}));
    }
    const payload = body.payload === undefined ? {} : body.payload;
    if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) {
      return this.send(reply(message, 'error', { reason: 'Presence track payload must be a map' }));
    }
    if (bytes > LIMITS.maxPayloadBytes + PAYLOAD_PADDING) return this.shutdown(channel, 'Track message size exceeded');
    if (channel.policies && channel.policies.presence.write === undefined) {
      let policies = channel.policies;
      if (policies.presence.read === undefined) policies = await readPolicies(this.deps.db, this.authContext(channel), policies);
      channel.policies = await writePolicies(this.deps.db, this.authContext(channel), policies);
    }
    if (this.channels.get(channel.topic) !== channel) return;
    if (channel.policies && channel.policies.presence.write !== true) {
      return this.send(
        reply(message, 'error', {
          reason: `Unauthorized: You do not have permissions to track presence on this Channel topic: ${channel.name}`,
        }),
      );
    }
    const json = JSON.stringify(payload);
    if (json === channel.trackedJson) return this.send(reply(message, 'ok', {}));
    const refused = this.deps.topics.track(channel, payload as Record<string, unknown>, presenceBytes(channel.presenceKey, json));
    if (refused) return this.send(reply(message, 'error', { reason: refused }));
    channel.trackedJson = json;
    channel.presenceEnabled = true;
    this.send(reply(message, 'ok', {}));
  }

  private scheduleConfirm(channel: JoinedChannel, claims: { exp: number }): void {
    clearTimeout(channel.confirmTimer);
    channel.confirmTimer = setTimeout(
      () => {
        const checked = checkToken(channel.accessToken, this.deps.jwtSecret);
        if (!checked.ok) return this.shutdown(channel, checked.message);
        this.scheduleConfirm(channel, checked.claims);
      },
      confirmDelayMs(claims) + 50,
    );
    channel.confirmTimer.unref();
  }

  private async refreshToken(channel: JoinedChannel, payload: unknown): Promise<void> {
    const token = (payload as { access_token?: unknown } | null)?.access_token;
    if (typeof token !== 'string' || token.startsWith('sb_') || token === channel.accessToken) return;
    const checked = checkToken(token, this.deps.jwtSecret);
    if (!checked.ok) return this.shutdown(channel, checked.message);
    const session = checked.claims.session_id;
    if (typeof session === 'string' && !(await this.deps.sessionAlive(session))) return this.shutdown(channel, SIGNED_OUT);
    if (this.channels.get(channel.topic) !== channel) return;
    const previous = { role: channel.role, claims: channel.claims, claimsJson: channel.claimsJson };
    channel.role = checked.claims.role;
    channel.claims = checked.claims;
    channel.claimsJson = JSON.stringify(checked.claims);
    if (channel.policies) {
      // As hosted: the policies are read again for the new token; read rights it lost end the channel.
      const before = channel.policies;
      const after = await readPolicies(this.deps.db, this.authContext(channel), { broadcast: {}, presence: {} });
      if (this.channels.get(channel.topic) !== channel) return;
      if ((before.broadcast.read === true && !after.broadcast.read) || (before.presence.read === true && !after.presence.read)) {
        Object.assign(channel, previous);
        return this.shutdown(channel, `You no longer have permission to read from this Channel topic: ${channel.name}`);
      }
      if (before.presence.read === undefined) after.presence.read = undefined;
      channel.policies = after;
    }
    channel.accessToken = token;
    channel.sessionId = typeof session === 'string' ? session : undefined;
    this.scheduleConfirm(channel, checked.claims);
    if (channel.bindings.length > 0) this.system(channel, 'postgres_changes', 'ok', 'Subscribed to PostgreSQL');
  }

  /** Auth ended these sessions (sign-out, any scope): their channels stop now, not at their token's expiry. */
  endSessions(sessionIds: ReadonlySet<string>): void {
    for (const channel of [...this.channels.values()]) {
      if (channel.sessionId !== undefined && sessionIds.has(channel.sessionId)) this.shutdown(channel, SIGNED_OUT);
    }
  }

  /** The sessions this socket's channels belong to. */
  sessions(): string[] {
    return [...this.channels.values()].flatMap((c) => (c.sessionId === undefined ? [] : [c.sessionId]));
  }

  /**
   * Auth changed this user (its role, a ban): Realtime Authorization is read again for its private channels, as when a
   * token is refreshed. A channel whose read rights are gone closes; lost write rights refuse the next send or track,
   * and a presence it may no longer track is taken out of the topic.
   */
  async recheckUser(sub: string): Promise<void> {
    for (const channel of [...this.channels.values()]) {
      if (channel.claims.sub !== sub || !channel.policies) continue;
      const before = channel.policies;
      let after = await readPolicies(this.deps.db, this.authContext(channel), { broadcast: {}, presence: {} });
      if (this.channels.get(channel.topic) !== channel) continue;
      if ((before.broadcast.read === true && !after.broadcast.read) || (before.presence.read === true && !after.presence.read)) {
        this.shutdown(channel, `You no longer have permission to read from this Channel topic: ${channel.name}`);
        continue;
      }
      if (before.presence.read === undefined) after.presence.read = undefined;
      if (before.broadcast.write !== undefined || before.presence.write !== undefined) {
        after = await writePolicies(this.deps.db, this.authContext(channel), after);
        if (this.channels.get(channel.topic) !== channel) continue;
      }
      channel.policies = after;
      if (after.presence.write !== true && channel.trackedJson !== undefined) {
        this.deps.topics.untrack(channel);
        channel.trackedJson = undefined;
      }
    }
  }

  /** Stack shutdown: the socket goes away, the client reconnects and joins again when the stack is back. */
  terminate(): void {
    this.closeAll();
    this.ws.terminate();
  }
}
