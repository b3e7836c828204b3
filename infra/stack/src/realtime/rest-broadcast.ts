import type { JwtConfig } from '../jwt';
import type { Db } from '../db/types';
import { requestClaims } from '../http/request-claims';
import { header, json, readJson, type ApiRequest, type ApiResponse } from '../http/types';
import { writePolicies } from './authorization';
import { REALTIME_LIMITS as LIMITS } from './limits';
import { WindowCounter } from './rate';
import { topicKey, type Topics } from './topics';

interface Message {
  topic: string;
  event: string;
  payload: unknown;
  private: boolean;
  id?: string;
}

const PADDING = 500;
const accepted: ApiResponse = { status: 202, headers: {}, body: Buffer.alloc(0) };

/**
 * Realtime's broadcast REST API, as supabase-js calls it: `POST /api/broadcast` with `{messages: [...]}` (channel.send
 * when not joined; BatchBroadcast) and `POST /api/broadcast/:topic/events/:event[?private=true]` with the payload as
 * the body (httpSend; SingleBroadcast). 202 when sent. A private topic needs the caller's INSERT right on
 * realtime.messages for it, checked as on a socket: the batch API drops what is not allowed (as hosted), the single
 * one answers 403. At most LIMITS.maxEventsPerSecond messages a second per address (429 past it).
 */
export function createRestBroadcast(
  config: JwtConfig,
  db: Db,
  topics: Topics,
  sessionAlive: (sessionId: string) => Promise<boolean>,
): (req: ApiRequest) => Promise<ApiResponse> {
  const rates = new Map<string, WindowCounter>();
  const sweep = setInterval(() => rates.clear(), 60_000);
  sweep.unref();
  const allowed = (ip: string, count: number) => {
    let rate = rates.get(ip);
    if (!rate) rates.set(ip, (rate = new WindowCounter(LIMITS.maxEventsPerSecond, 1000)));
    for (let i = 0; i < count; i++) if (!rate.take()) return false;
    return true;
  };

  return async (req) => {
    if (req.method !== 'POST') return json(405, { message: 'Method not allowed' });
    const single = /^\/api\/broadcast\/([^/]+)\/events\/([^/]+)\/?$/.exec(req.path);
    if (!single && req.path.replace(/\/+$/, '') !== '/api/broadcast') return json(404, { message: 'Not found' });
    const caller = requestClaims(req, config);
    if (!caller.ok) return json(401, { message: caller.message });
    if (req.body.length > LIMITS.maxFrameBytes) return json(413, { message: 'Payload too large' });
    // Past its broadcast bytes (LIMITS.maxFanOutBytesPerSecond), an address is refused before its body is parsed.
    if (topics.fanOutExhausted(req.ip)) return json(429, { message: 'You have exceeded your rate limit' });
    // The single-message API takes JSON or bytes, as Realtime's ValidateBroadcastContentType (no type: JSON).
    const mediaType = (header(req, 'content-type') ?? '').split(';')[0].trim().toLowerCase();
    const binary = single !== null && mediaType === 'application/octet-stream';
    if (single && mediaType !== '' && mediaType !== 'application/json' && !binary) {
      return json(415, { error: 'Unsupported Media Type. Use application/json or application/octet-stream' });
    }
    let body: unknown;
    try {
      body = binary ? new Uint8Array(req.body) : readJson(req);
    } catch {
      return json(400, { message: 'Malformed JSON body' });
    }
    let messages: Message[];
    if (single) {
      if (body === undefined || body === null) return json(422, { errors: { payload: ["can't be blank"] } });
      const flag = req.url.searchParams.get('private');
      messages = [{ topic: decodeURIComponent(single[1]), event: decodeURIComponent(single[2]), payload: body, private: flag === 'true' }];
    } else {
      const list = (body as { messages?: unknown } | undefined)?.messages;
      if (!Array.isArray(list) || list.length === 0) return json(422, { errors: { messages: ["can't be blank"] } });
      if (list.length > LIMITS.maxMessagesPerRequest) {
        return json(429, { message: 'Too many messages to broadcast, please reduce the batch size' });
      }
      messages = [];
      for (const item of list as Record<string, unknown>[]) {
        const m = item ?? {};
        if (typeof m.topic !== 'string' || typeof m.event !== 'string' || m.payload === undefined || m.payload === null) {
          return json(422, { errors: { messages: ['topic, event and payload are required'] } });
        }
        messages.push({
          topic: m.topic,
          event: m.event,
          payload: m.payload,
          private: m.private === true,
          id: typeof m.id === 'string' ? m.id : undefined,
        });
      }
    }
    for (const m of messages) {
      const size = m.payload instanceof Uint8Array ? m.payload.byteLength : Buffer.byteLength(JSON.stringify(m.payload));
      if (size > LIMITS.maxPayloadBytes + PADDING) {
        return json(422, { errors: { payload: ['Payload size exceeds tenant limit'] } });
      }
    }
    if (!allowed(req.ip, messages.length)) return json(429, { message: 'You have exceeded your rate limit' });

    // A token outlives its session until it expires: a signed-out one sends nothing (as a socket joins nothing with it).
    const session = caller.claims.session_id;
    if (typeof session === 'string' && !(await sessionAlive(session))) {
      return json(401, { message: 'InvalidJWTToken: the session of this token has ended (signed out)' });
    }
    const sub = typeof caller.claims.sub === 'string' ? caller.claims.sub : undefined;
    const writable = new Map<string, boolean>();
    for (const m of messages) {
      // Realtime Authorization's policies are for signed-in users: anon sends to no private topic, without a check.
      if (m.private && caller.role === 'anon') writable.set(m.topic, false);
      if (m.private && !writable.has(m.topic)) {
        const policies = await writePolicies(
          db,
          { topic: m.topic, role: caller.role, claimsJson: JSON.stringify(caller.claims), sub },
          { broadcast: {}, presence: {} },
        );
        writable.set(m.topic, policies.broadcast.write === true);
      }
      if (m.private && !writable.get(m.topic)) {
        if (single) return json(403, { message: 'Unauthorized' });
        continue;
      }
      const payload: Record<string, unknown> = { type: 'broadcast', event: m.event, payload: m.payload };
      if (m.id) payload.meta = { id: m.id };
      if (topics.broadcast(topicKey(m.topic, m.private), payload, req.ip) < 0) {
        return json(429, { message: 'You have exceeded your rate limit' });
      }
    }
    return accepted;
  };
}
