import type { WebSocket } from 'ws';
import type { ChannelRegistry, JoinedChannel } from './channel';
import { bindChanges, changeParams, replyBindings } from './join';
import { decode, encode, reply, type PhoenixMessage, type Serializer } from './protocol';
import type { Publication } from './publication';
import { checkToken, confirmDelayMs } from './token';

/** Realtime's default `max_channels_per_client`. */
const MAX_CHANNELS = 100;
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
}

/**
 * One websocket speaking Phoenix channels as Realtime's RealtimeChannel does for `postgres_changes`:
 * heartbeat, phx_join (with the reply ids, then a `system` message), phx_leave, access_token (refresh), and
 * the token confirmed again every 5 minutes or at its expiry, which shuts the channel down.
 */
export class RealtimeConnection {
  private readonly channels = new Map<string, JoinedChannel>();
  private idle: NodeJS.Timeout;

  constructor(
    private readonly ws: WebSocket,
    private readonly vsn: Serializer,
    private readonly deps: ConnectionDeps,
  ) {
    this.idle = this.armIdle();
    ws.on('message', (data, isBinary) => {
      this.idle.refresh();
      if (!isBinary) void this.receive(data.toString());
    });
    ws.on('close', () => this.closeAll());
    ws.on('error', () => this.closeAll());
  }

  private armIdle(): NodeJS.Timeout {
    const timer = setTimeout(() => this.ws.close(1000, 'heartbeat timeout'), IDLE_MS);
    timer.unref();
    return timer;
  }

  private send(message: PhoenixMessage): void {
    if (this.ws.readyState === this.ws.OPEN) this.ws.send(encode(message, this.vsn));
  }

  private closeAll(): void {
    clearTimeout(this.idle);
    for (const channel of this.channels.values()) this.deps.registry.remove(channel);
    this.channels.clear();
  }

  private async receive(text: string): Promise<void> {
    const message = decode(text, this.vsn);
    if (!message) return;
    if (message.topic === 'phoenix' && message.event === 'heartbeat') return this.send(reply(message, 'ok', {}));
    if (message.event === 'phx_join') return this.join(message);
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
    const { topic, payload } = message;
    if (!topic.startsWith('realtime:')) return this.send(reply(message, 'error', { reason: 'unmatched topic' }));
    const name = topic.slice('realtime:'.length);
    if (name === '') return this.send(reply(message, 'error', { reason: 'TopicNameRequired: You must provide a topic name' }));
    const previous = this.channels.get(topic);
    if (previous) this.close(previous); // Phoenix: a second join of a topic replaces the first
    if (this.channels.size >= MAX_CHANNELS)
      return this.send(reply(message, 'error', { reason: 'ChannelRateLimitReached: Too many channels' }));
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

    const params = changeParams(payload);
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
    let subscribed: ReturnType<typeof bindChanges> | undefined;
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
    this.channels.set(topic, channel);
    this.deps.registry.add(channel);
    this.scheduleConfirm(channel, checked.claims);
    this.send(reply(message, 'ok', { postgres_changes: replyBindings(params) }));
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

  private refreshToken(channel: JoinedChannel, payload: unknown): void {
    const token = (payload as { access_token?: unknown } | null)?.access_token;
    if (typeof token !== 'string' || token.startsWith('sb_') || token === channel.accessToken) return;
    const checked = checkToken(token, this.deps.jwtSecret);
    if (!checked.ok) return this.shutdown(channel, checked.message);
    channel.accessToken = token;
    channel.role = checked.claims.role;
    channel.claims = checked.claims;
    channel.claimsJson = JSON.stringify(checked.claims);
    this.scheduleConfirm(channel, checked.claims);
    if (channel.bindings.length > 0) this.system(channel, 'postgres_changes', 'ok', 'Subscribed to PostgreSQL');
  }

  /** Stack shutdown: the socket goes away, the client reconnects and joins again when the stack is back. */
  terminate(): void {
    this.closeAll();
    this.ws.terminate();
  }
}
