/** A Phoenix channel message (phoenix.js / realtime-js). */
export interface PhoenixMessage {
  join_ref: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: unknown;
}

export type Serializer = '1.0.0' | '2.0.0';

export function serializerFor(vsn: string | null): Serializer | undefined {
  if (vsn === null || vsn === '1.0.0') return '1.0.0';
  if (vsn === '2.0.0') return '2.0.0';
  return undefined;
}

const isRef = (value: unknown): value is string | null => value === null || value === undefined || typeof value === 'string';

/**
 * Decodes a text frame: vsn 1.0.0 is a JSON object, 2.0.0 a JSON array `[join_ref, ref, topic, event, payload]`
 * (Phoenix's V2 JSON serializer). Anything else is undefined (the frame is ignored, as Phoenix drops it).
 */
export function decode(text: string, vsn: Serializer): PhoenixMessage | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  let message: Partial<PhoenixMessage>;
  if (vsn === '2.0.0') {
    if (!Array.isArray(value) || value.length !== 5) return undefined;
    const [join_ref, ref, topic, event, payload] = value as unknown[];
    message = { join_ref: join_ref as string | null, ref: ref as string | null, topic: topic as string, event: event as string, payload };
  } else {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
    message = value as Partial<PhoenixMessage>;
  }
  if (typeof message.topic !== 'string' || typeof message.event !== 'string') return undefined;
  if (!isRef(message.join_ref) || !isRef(message.ref)) return undefined;
  return {
    join_ref: message.join_ref ?? null,
    ref: message.ref ?? null,
    topic: message.topic,
    event: message.event,
    payload: message.payload ?? {},
  };
}

/**
 * A broadcast whose payload is bytes (Realtime's UserBroadcast with `user_payload_encoding: :binary`, from the REST
 * API's `application/octet-stream`): V2 clients get the binary "user broadcast" frame (kind 4: topic, event and
 * metadata lengths, encoding 0 = binary, those texts, the bytes), as Realtime's V2Serializer.fastlane! sends it; V1
 * (JSON) clients cannot be sent bytes and get nothing (Realtime's MessageDispatcher drops it for them).
 */
function encodeBinaryBroadcast(message: PhoenixMessage, vsn: Serializer): Buffer | undefined {
  const { event, payload } = message.payload as { event: string; payload: Uint8Array };
  if (vsn !== '2.0.0') return undefined;
  const topic = Buffer.from(message.topic);
  const userEvent = Buffer.from(event);
  if (topic.length > 255 || userEvent.length > 255) return undefined;
  return Buffer.concat([Buffer.from([4, topic.length, userEvent.length, 0, 0]), topic, userEvent, Buffer.from(payload)]);
}

const isBinaryBroadcast = (message: PhoenixMessage) =>
  message.event === 'broadcast' && (message.payload as { payload?: unknown } | null)?.payload instanceof Uint8Array;

/** A text frame, or a binary one for a broadcast of bytes (undefined: nothing this client can be sent). */
export function encode(message: PhoenixMessage, vsn: Serializer): string | Buffer | undefined {
  if (isBinaryBroadcast(message)) return encodeBinaryBroadcast(message, vsn);
  if (vsn === '2.0.0') return JSON.stringify([message.join_ref, message.ref, message.topic, message.event, message.payload]);
  return JSON.stringify(message);
}

/** A reply to a client push (`phx_reply`). */
export function reply(to: PhoenixMessage, status: 'ok' | 'error', response: unknown): PhoenixMessage {
  return { join_ref: to.join_ref, ref: to.ref, topic: to.topic, event: 'phx_reply', payload: { status, response } };
}

/**
 * A binary frame of the V2 serializer: realtime-js sends a broadcast as a "user broadcast push" (kind 3:
 * join_ref, ref, topic, event and metadata lengths, the payload's encoding, those texts, then the payload). Decoded to
 * the `broadcast` message it stands for; a JSON payload only (an ArrayBuffer payload is refused: undefined).
 */
export function decodeBinary(data: Buffer): PhoenixMessage | undefined {
  const HEADER = 7;
  if (data.length < HEADER || data[0] !== 3) return undefined;
  const [, joinRefLength, refLength, topicLength, eventLength, metaLength, encoding] = data;
  let offset = HEADER;
  const take = (length: number) => data.toString('utf8', offset, (offset += length));
  const joinRef = take(joinRefLength);
  const ref = take(refLength);
  const topic = take(topicLength);
  const event = take(eventLength);
  take(metaLength); // metadata: not used (as hosted Realtime)
  if (offset > data.length || encoding !== 1) return undefined;
  let payload: unknown;
  try {
    payload = JSON.parse(data.toString('utf8', offset));
  } catch {
    return undefined;
  }
  return { join_ref: joinRef || null, ref: ref || null, topic, event: 'broadcast', payload: { type: 'broadcast', event, payload } };
}
