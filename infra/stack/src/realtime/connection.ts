import type { WebSocket } from 'ws';
import type { ChannelRegistry, JoinedChannel } from './channel';
import { bindChanges, changeParams, parseChanges, replyBindings } from './join';
import { REALTIME_LIMITS as LIMITS } from './limits';
import { decode, encode, reply, type PhoenixMessage, type Serializer } from './protocol';
import type { Publication } from './publication';
import { ByteBudget, WindowCounter } from './rate';
import type { SocketLimits } from './socket-limits';
import { checkToken, confirmDelayMs } from './token';

const SIGNED_OUT = 'Session ended: the user signed out';
/** Phoenix closes a socket silent this long (clients heartbeat every 25 s). */
const IDLE_MS = 60_000;

export interface ConnectionDeps {
  jwtSecret: string;
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
}

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
      if (!isBinary) void this.receive(data.toString(), data.length);
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

  /** A client that does not read its output is cut off once LIMITS.maxBufferedBytes wait for it. */
  private send(message: PhoenixMessage): void {
    if (this.ws.readyState !== this.ws.OPEN) return;
    this.ws.send(encode(message, this.vsn));
    if (this.ws.bufferedAmount > LIMITS.maxBufferedBytes) this.ws.terminate();
  }

  private closeAll(): void {
    clearTimeout(this.idle);
    clearTimeout(this.resumeTimer);
    for (const channel of this.channels.values()) this.deps.registry.remove(channel);
    this.channels.clear();
    this.deps.limits.release(this);
  }

  private async receive(text: string, bytes: number): Promise<void> {
    const message = decode(text, this.vsn);
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
    // broadcast and presence are not served by the stack; Realtime ignores unknown events the same way.
  }

  private close(channel: JoinedChannel): void {
    this.deps.registry.remove(channel);
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
    const body = (payload ?? {}) as { access_token?: unknown; user_token?: unknown; config?: { private?: unknown } };
    if (body.config?.private === true) {
      return this.send(
        reply(message, 'error', { reason: `Unauthorized: You do not have permissions to read from this Channel topic: ${name}` }),
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
      send: (m) => this.send(m),
    };
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
      if (subscribed.ok) channel.bindings = subscribed.bindings;
    }
    if (this.ws.readyState !== this.ws.OPEN) return;
    if (sub) this.deps.limits.addUser(sub, this);
    this.joining.delete(message);
    this.channels.set(topic, channel);
    this.deps.registry.add(channel);
    this.scheduleConfirm(channel, checked.claims);
    this.send(reply(message, 'ok', { postgres_changes: replyBindings(requested) }));
    if (subscribed) {
      if (subscribed.ok) this.system(channel, 'postgres_changes', 'ok', 'Subscribed to PostgreSQL');
      else this.system(channel, 'postgres_changes', 'error', subscribed.message);
    }
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
    channel.accessToken = token;
    channel.role = checked.claims.role;
    channel.claims = checked.claims;
    channel.claimsJson = JSON.stringify(checked.claims);
    this.scheduleConfirm(channel, checked.claims);
    if (channel.bindings.length > 0) this.system(channel, 'postgres_changes', 'ok', 'Subscribed to PostgreSQL');
  }

  /** Auth ended these sessions (sign-out, any scope): their channels stop now, not at their token's expiry. */
  endSessions(sessionIds: ReadonlySet<string>): void {
    for (const channel of [...this.channels.values()]) {
      const session = channel.claims.session_id;
      if (typeof session === 'string' && sessionIds.has(session)) this.shutdown(channel, SIGNED_OUT);
    }
  }

  /** Stack shutdown: the socket goes away, the client reconnects and joins again when the stack is back. */
  terminate(): void {
    this.closeAll();
    this.ws.terminate();
  }
}
