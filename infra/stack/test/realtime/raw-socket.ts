import WebSocket from 'ws';

export interface Frame {
  join_ref: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: Record<string, unknown> & { status?: string; response?: Record<string, unknown> & { reason?: string } };
}

/** A Phoenix websocket (vsn 1.0.0) to the stack's Realtime, as a client library would open it, frame by frame. */
export interface RawSocket {
  ws: WebSocket;
  frames: Frame[];
  /** Sends a message; returns its ref. */
  push(topic: string, event: string, payload?: unknown, ref?: string): string;
  /** Sends text as it is (a frame a client library would never build). */
  sendRaw(text: string): void;
  /** The first frame (already received or coming) that passes `test`. */
  next(test: (frame: Frame) => boolean, ms?: number): Promise<Frame>;
  /** The reply to the push with this ref. */
  replyTo(ref: string, ms?: number): Promise<Frame>;
  closed: Promise<{ code: number; reason: string }>;
  close(): void;
}

let refs = 0;

export function socketUrl(stackUrl: string, apiKey: string): string {
  return `${stackUrl.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${encodeURIComponent(apiKey)}&vsn=1.0.0`;
}

export async function openSocket(stackUrl: string, apiKey: string, options: WebSocket.ClientOptions = {}): Promise<RawSocket> {
  const ws = new WebSocket(socketUrl(stackUrl, apiKey), options);
  const frames: Frame[] = [];
  const waiters: { test: (f: Frame) => boolean; resolve: (f: Frame) => void }[] = [];
  ws.on('message', (data) => {
    const frame = JSON.parse(data.toString()) as Frame;
    frames.push(frame);
    for (const waiter of [...waiters]) {
      if (waiter.test(frame)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(frame);
      }
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
    ws.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
  });
  const socket: RawSocket = {
    ws,
    frames,
    push(topic, event, payload = {}, ref = String(++refs)) {
      ws.send(JSON.stringify({ topic, event, payload, ref, join_ref: event === 'phx_join' ? ref : null }));
      return ref;
    },
    sendRaw: (text) => ws.send(text),
    next(test, ms = 10_000) {
      const found = frames.find(test);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = { test, resolve };
        waiters.push(waiter);
        setTimeout(() => {
          const i = waiters.indexOf(waiter);
          if (i >= 0) {
            waiters.splice(i, 1);
            reject(new Error(`no matching frame within ${ms} ms; got ${frames.map((f) => f.event).join(', ')}`));
          }
        }, ms).unref();
      });
    },
    replyTo(ref, ms) {
      return socket.next((f) => f.event === 'phx_reply' && f.ref === ref, ms);
    },
    closed,
    close: () => ws.terminate(),
  };
  return socket;
}
